import type { Translations } from '../define';
import type { en } from './en';

// Hebrew: exactly the keys of en.ts, the same {placeholders}.
export const he: Translations<typeof en> = {
  'userMenu.colorScheme': 'מראה',
  'userMenu.colorScheme.light': 'בהיר',
  'userMenu.colorScheme.dark': 'כהה',
  'userMenu.colorScheme.auto': 'כמו במערכת',
  'lists.empty.hint': 'הרחיבו את התקופה או הסירו מסנן, ואז חפשו שוב.',
  'common.empty.depositHint': 'הפקידו קובץ PDF או קובץ נתונים: המכתבים וההזמנות שלו יופיעו כאן.',
  'common.empty.deposit': 'הפקדת קובץ',
  'common.empty.behalfHint': 'בחרו אדם אחר למעלה, או בקשו ממנהל המערכת לשייך שירות לפרופיל שלו.',
};
