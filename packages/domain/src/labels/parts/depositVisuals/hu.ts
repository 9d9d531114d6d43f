import type { Translations } from '../define';
import type { en } from './en';

// Hungarian: exactly the keys of en.ts, the same {placeholders}.
export const hu: Translations<typeof en> = {
  'deposit.job.progress.label': 'A feladás feldolgozása',
  'deposit.job.progress.pages': '{done}. oldal / {total}',
  'deposit.job.progress.records': '{done}. rekord / {total}',
  'deposit.job.progress.files': '{done} / {total} fájl beolvasva',
  'deposit.packGroups.previewColumn': 'Előnézet',
  'deposit.packGroups.thumbnail': '{position}. levél, {page}. oldal',
  'deposit.packGroups.thumbnailMissing': 'Ehhez az oldalhoz nincs előnézet',
  'deposit.packGroups.letterPages': 'A(z) {position}. levél oldalai',
  'deposit.packGroups.morePages': 'Az első {shown} oldal látható a(z) {total} oldalból.',
};
