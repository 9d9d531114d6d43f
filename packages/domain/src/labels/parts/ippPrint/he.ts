import type { Translations } from '../define';
import type { en } from './en';

export const he: Translations<typeof en> = {
  'system.provider.about.ipp-print':
    'הדפסה ב-IPP: כל קובץ הדפסה נשלח למדפסת IPP Everywhere או לתור CUPS, וכל עבודה נעקבת עד שהודפסה.',
  'system.provider.endpointHintIpp':
    'כתובת ה-URI של המדפסת, למשל ipp://printer.example:631/ipp/print או ipp://cups.example:631/printers/queue (ipps:// עם TLS). ריק: זו של הגדרות השרת.',
  'system.provider.error.endpointIpp':
    'הכתובת חייבת להיות URI של מדפסת שמתחילה ב-ipp:// או ב-ipps://, עם שם מארח.',
};
