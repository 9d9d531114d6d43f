import type { Translations } from '../define';
import type { en } from './en';

// Hebrew: exactly the keys of en.ts.
export const he: Translations<typeof en> = {
  'mail.unsubscribe.title': 'ביטול הרשמה לדואר אלקטרוני',
  'mail.unsubscribe.question':
    'האם ברצונך להפסיק לקבל מסמכים אלה בדואר אלקטרוני? הם יישלחו אליך בדואר במקום זאת.',
  'mail.unsubscribe.button': 'ביטול הרשמה',
  'mail.unsubscribe.done': 'ההרשמה בוטלה. המסמכים הבאים יישלחו אליך בדואר.',
  'mail.unsubscribe.invalid': 'קישור ביטול ההרשמה הזה אינו תקף.',
  'error.invalidUnsubscribeLink': 'קישור ביטול ההרשמה הזה אינו תקף.',
  'lists.source.UNSUBSCRIBE': 'ביטול הרשמה מדואר אלקטרוני',
};
