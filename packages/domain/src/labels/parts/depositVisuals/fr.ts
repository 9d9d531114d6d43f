import type { Translations } from '../define';
import type { en } from './en';

// French: exactly the keys of en.ts, the same {placeholders}.
export const fr: Translations<typeof en> = {
  'deposit.job.progress.label': 'Traitement du dépôt',
  'deposit.job.progress.pages': 'Page {done} sur {total}',
  'deposit.job.progress.records': 'Enregistrement {done} sur {total}',
  'deposit.job.progress.files': 'Fichier {done} sur {total} lu',
  'deposit.packGroups.previewColumn': 'Aperçu',
  'deposit.packGroups.thumbnail': 'Courrier {position}, page {page}',
  'deposit.packGroups.thumbnailMissing': 'Pas d’aperçu de cette page',
  'deposit.packGroups.letterPages': 'Pages du courrier {position}',
  'deposit.packGroups.morePages': 'Les {shown} premières pages sur {total} sont affichées.',
};
