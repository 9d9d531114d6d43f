import type { Translations } from '../define';
import type { en } from './en';

export const he: Translations<typeof en> = {
  'printer.error.fileNotFound': 'הקובץ המודפס לא נמצא.',
  'printer.error.alreadyOrdered': 'הקובץ המודפס כבר הוזמן: לא ניתן להפקיד אותו שוב.',
  'printer.error.stillDeposited': 'הקובץ המודפס שייך להפקדה: לא ניתן למחוק אותו.',
  'printer.error.noCompatibleBox': 'לשירות של המדפסת אין משבצת קבצים שמקבלת PDF.',
  'printer.error.uploadError': 'לא ניתן היה לקבל את המסמך המודפס. נא להדפיס אותו שוב.',
  'printer.error.noService': 'הדפסה אוטומטית דורשת שירות: יש לבחור אותו בהגדרות המדפסת.',
  'printer.error.processingFailed': 'לא ניתן היה לפצל את המסמך המודפס למכתבים.',
  'printer.error.lettersRefused': 'לא ניתן לשלוח חלק מהמכתבים של המסמך המודפס.',
  'printer.error.orderRefused': 'ההזמנה של המסמך המודפס נדחתה.',
  'printer.notification.printed.subject': '{appName}: המסמך "{name}" הודפס',
  'printer.notification.printed.text':
    'המסמך שלך "{name}" ({pages} עמודים) הגיע למדפסת הווירטואלית. יש לפתוח את {appName} כדי לשלוח אותו: {link}',
  'printer.notification.printed.html':
    '<p>המסמך שלך <strong>{name}</strong> ({pages} עמודים) הגיע למדפסת הווירטואלית.</p><p><a href="{link}">יש לפתוח את {appName}</a> כדי לשלוח אותו.</p>',
  'printer.notification.failed.subject': '{appName}: לא ניתן היה לשלוח את "{name}"',
  'printer.notification.failed.text':
    'לא ניתן היה לשלוח באופן אוטומטי את המסמך המודפס "{name}": {reason}\n\nיש לפתוח את {appName} כדי לראות אותו: {link}',
  'printer.notification.failed.html':
    '<p>לא ניתן היה לשלוח באופן אוטומטי את המסמך המודפס <strong>{name}</strong>: {reason}</p><p><a href="{link}">יש לפתוח את {appName}</a> כדי לראות אותו.</p>',
};
