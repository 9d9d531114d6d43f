import type { Translations } from '../define';
import type { en } from './en';

// Portuguese: exactly the keys of en.ts, the same {placeholders}.
export const pt: Translations<typeof en> = {
  'deposit.job.progress.label': 'Processamento do depósito',
  'deposit.job.progress.pages': 'Página {done} de {total}',
  'deposit.job.progress.records': 'Registo {done} de {total}',
  'deposit.job.progress.files': 'Ficheiro {done} de {total} lido',
  'deposit.packGroups.previewColumn': 'Pré-visualização',
  'deposit.packGroups.thumbnail': 'Carta {position}, página {page}',
  'deposit.packGroups.thumbnailMissing': 'Sem pré-visualização desta página',
  'deposit.packGroups.letterPages': 'Páginas da carta {position}',
  'deposit.packGroups.morePages': 'São mostradas as primeiras {shown} de {total} páginas.',
};
