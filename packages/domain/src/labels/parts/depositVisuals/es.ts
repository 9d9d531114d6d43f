import type { Translations } from '../define';
import type { en } from './en';

// Spanish: exactly the keys of en.ts, the same {placeholders}.
export const es: Translations<typeof en> = {
  'deposit.job.progress.label': 'Procesamiento del depósito',
  'deposit.job.progress.pages': 'Página {done} de {total}',
  'deposit.job.progress.records': 'Registro {done} de {total}',
  'deposit.job.progress.files': 'Archivo {done} de {total} leído',
  'deposit.packGroups.previewColumn': 'Vista previa',
  'deposit.packGroups.thumbnail': 'Carta {position}, página {page}',
  'deposit.packGroups.thumbnailMissing': 'Sin vista previa de esta página',
  'deposit.packGroups.letterPages': 'Páginas de la carta {position}',
  'deposit.packGroups.morePages': 'Se muestran las primeras {shown} de {total} páginas.',
};
