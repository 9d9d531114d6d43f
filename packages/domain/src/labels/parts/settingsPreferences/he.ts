import type { Translations } from '../define';
import type { en } from './en';

// Hebrew: exactly the keys of en.ts, the same {placeholders}.
export const he: Translations<typeof en> = {
  'settings.preferences.title': 'העדפות',
  'settings.preferences.displayMode': 'דף הבית מציג את הנתונים כ',
  'settings.preferences.displayMode.tiles': 'אריחים',
  'settings.preferences.displayMode.list': 'רשימה',
  'settings.preferences.searchRange': 'טווח חיפוש (ימים)',
  'settings.preferences.searchRangeHint':
    'הרשימות והמונים בדף הבית מתחילים במספר הימים האחרונים הזה (1 עד 31).',
  'settings.preferences.searchRangeInvalid': 'הזינו מספר שלם של ימים בין 1 ל־31.',
  'settings.preferences.notifications': 'התראות בשולחן העבודה',
  'settings.preferences.validatedPushNotification': 'כאשר אחת מההזמנות שלי מאושרת',
  'settings.preferences.rejectedPushNotification': 'כאשר אחת מההזמנות שלי נדחית',
  'settings.preferences.pendingPushNotification': 'כאשר הזמנה ממתינה לאישור שלי',
  'settings.preferences.save': 'שמירת ההעדפות',
  'settings.preferences.saved': 'ההעדפות שלכם נשמרו.',
};
