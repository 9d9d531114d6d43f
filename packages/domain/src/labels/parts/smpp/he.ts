import type { Translations } from '../define';
import type { en } from './en';

export const he: Translations<typeof en> = {
  'system.provider.error.smppEndpoint':
    'מרכז SMS נכתב smpp://system_id@host:port (או smpps:// עבור TLS), ללא הסיסמה; ‎?source=‎ יכול לציין את השולח.',
  'system.provider.error.smppPassword': 'לסיסמת SMPP יש בין 1 ל-{max} תווים.',
  'system.provider.error.smppGenerate': 'את הסיסמה נותן מרכז ה-SMS: הזינו אותה, אי אפשר ליצור אותה.',
  'system.provider.smppHint':
    'מרכז SMS: ‏smpp://system_id@host:port או smpps://… עבור TLS, ואפשר להוסיף ‎?source=שולח‎. הסוד הוא סיסמת ה-SMPP (עד {max} תווים).',
  'system.provider.about.smpp':
    'הודעות SMS נשלחות ישירות למרכז SMS בפרוטוקול SMPP 3.4; אישורי המסירה שלו קובעים את הסטטוסים.',
};
