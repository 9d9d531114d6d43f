import type { Translations } from '../define';
import type { en } from './en';

// Dutch: exactly the keys of en.ts, the same {placeholders}.
export const nl: Translations<typeof en> = {
  'deposit.job.progress.label': 'Verwerking van de aanlevering',
  'deposit.job.progress.pages': 'Pagina {done} van {total}',
  'deposit.job.progress.records': 'Record {done} van {total}',
  'deposit.job.progress.files': 'Bestand {done} van {total} gelezen',
  'deposit.packGroups.previewColumn': 'Voorbeeld',
  'deposit.packGroups.thumbnail': 'Brief {position}, pagina {page}',
  'deposit.packGroups.thumbnailMissing': 'Geen voorbeeld van deze pagina',
  'deposit.packGroups.letterPages': 'Pagina’s van brief {position}',
  'deposit.packGroups.morePages': 'De eerste {shown} van {total} pagina’s worden getoond.',
};
