import type { Translations } from '../define';
import type { en } from './en';

// Portuguese: exactly the keys of en.ts.
export const pt: Translations<typeof en> = {
  'mail.unsubscribe.title': 'Cancelar a subscrição dos e-mails',
  'mail.unsubscribe.question':
    'Pretende deixar de receber estes documentos por e-mail? Passarão a ser-lhe enviados por correio.',
  'mail.unsubscribe.button': 'Cancelar a subscrição',
  'mail.unsubscribe.done':
    'A sua subscrição foi cancelada. Os seus próximos documentos serão enviados por correio.',
  'mail.unsubscribe.invalid': 'Esta ligação de cancelamento não é válida.',
  'error.invalidUnsubscribeLink': 'Esta ligação de cancelamento não é válida.',
  'lists.source.UNSUBSCRIBE': 'Cancelado a partir de um e-mail',
};
