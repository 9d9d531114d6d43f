import type { Translations } from '../define';
import type { en } from './en';

// Hebrew: exactly the keys of en.ts, the same {placeholders}.
export const he: Translations<typeof en> = {
  'deposit.job.progress.label': 'עיבוד ההפקדה',
  'deposit.job.progress.pages': 'עמוד {done} מתוך {total}',
  'deposit.job.progress.records': 'רשומה {done} מתוך {total}',
  'deposit.job.progress.files': 'נקראו {done} מתוך {total} קבצים',
  'deposit.packGroups.previewColumn': 'תצוגה מקדימה',
  'deposit.packGroups.thumbnail': 'מכתב {position}, עמוד {page}',
  'deposit.packGroups.thumbnailMissing': 'אין תצוגה מקדימה לעמוד זה',
  'deposit.packGroups.letterPages': 'עמודי מכתב {position}',
  'deposit.packGroups.morePages': 'מוצגים {shown} העמודים הראשונים מתוך {total}.',
};
