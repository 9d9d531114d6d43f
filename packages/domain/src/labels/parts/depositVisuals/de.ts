import type { Translations } from '../define';
import type { en } from './en';

// German: exactly the keys of en.ts, the same {placeholders}.
export const de: Translations<typeof en> = {
  'deposit.job.progress.label': 'Verarbeitung der Einlieferung',
  'deposit.job.progress.pages': 'Seite {done} von {total}',
  'deposit.job.progress.records': 'Datensatz {done} von {total}',
  'deposit.job.progress.files': 'Datei {done} von {total} gelesen',
  'deposit.packGroups.previewColumn': 'Vorschau',
  'deposit.packGroups.thumbnail': 'Brief {position}, Seite {page}',
  'deposit.packGroups.thumbnailMissing': 'Keine Vorschau dieser Seite',
  'deposit.packGroups.letterPages': 'Seiten von Brief {position}',
  'deposit.packGroups.morePages': 'Die ersten {shown} von {total} Seiten werden angezeigt.',
};
