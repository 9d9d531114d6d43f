import type { Translations } from '../define';
import type { en } from './en';

export const he: Translations<typeof en> = {
  'issue.service.channel.escalationDays':
    'הערוץ "{label}" ממתין {min} עד {max} ימי עבודה לפתיחה לפני ההסלמה.',
  'issue.service.channel.escalationNoNext': 'הערוץ "{label}" מסלים, אך אין ערוץ אחריו באסטרטגיית השליחה.',
  'issue.service.channel.escalationNotDigital':
    'רק ערוץ דוא״ל או דוא״ל רשום יכול להסלים כשלא נפתח: "{label}" אינו יכול.',
  'processing.escalation.title': 'דיגיטלי תחילה',
  'processing.escalation.enabled': 'שלח בערוץ הבא אם לא נפתח',
  'processing.escalation.days': 'ימי עבודה להמתנה לפתיחה',
  'processing.escalation.help':
    'לא נפתח בימי העבודה האלה של הערוץ, הוחזר, לא נמסר או שהנמען ביטל את המינוי: המסמך נשלח שוב בערוץ הבא של אסטרטגיית השליחה, למשל מכתב רשום. נמען שאישר דוא״ל כבחירתו אינו מוסלם בגלל דוא״ל שלא נפתח; מי שבחר מכתבים מקבל את המכתב מיד.',
  'details.escalation.waiting': 'יוסלם ל{channel} ב-{date} אם לא ייפתח.',
  'details.history.action.escalationSkipped': 'לא הוסלם: הנמען בחר בדוא״ל',
};
