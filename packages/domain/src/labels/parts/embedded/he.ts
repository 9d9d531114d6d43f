import type { Translations } from '../define';
import type { en } from './en';

export const he: Translations<typeof en> = {
  'embedded.status.loading': 'מתחבר…',
  'embedded.status.ready': 'ממתין שהפורטל יחבר אותך.',
  'embedded.status.readyRefused': 'הפורטל לא הצליח לחבר אותך: {error}',
  'embedded.status.connecting': 'יש להתחבר כדי להמשיך.',
  'embedded.status.connected': 'התחברת. ממתין למסמך מהפורטל.',
  'embedded.status.creatingJob': 'המסמך בהכנה…',
  'embedded.status.inDeposit': 'הפקדה בתהליך.',
  'embedded.status.deliveryCreated': 'ההזמנה נוצרה',
  'embedded.status.deliveryCreatedText': 'ההזמנה {commandId} נוצרה.',
  'embedded.status.jobCancelled': 'ההפקדה בוטלה',
  'embedded.status.waitingNext': 'שלחו מסמך נוסף מהפורטל כדי להתחיל הפקדה חדשה.',
  'embedded.status.done': 'ההפעלה הזו הסתיימה',
  'embedded.status.doneText': 'טענו מחדש את דף הפורטל כדי להתחיל שוב.',
  'embedded.error.missingToken': 'לא נמסר אסימון להתחברות.',
  'embedded.error.jobNotFound': 'ההפקדה {jobId} אינה קיימת או אינה שלך.',
  'embedded.error.jobFailed': 'לא ניתן היה לעבד את ההפקדה.',
  'embedded.error.sessionEnded': 'ההפעלה שלך הסתיימה.',
};
