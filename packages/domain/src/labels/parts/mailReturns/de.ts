import type { Translations } from '../define';
import type { en } from './en';

// German: exactly the keys of en.ts.
export const de: Translations<typeof en> = {
  'mail.unsubscribe.title': 'E-Mails abbestellen',
  'mail.unsubscribe.question':
    'Möchten Sie diese Dokumente nicht mehr per E-Mail erhalten? Sie werden Ihnen dann per Post zugesandt.',
  'mail.unsubscribe.button': 'Abbestellen',
  'mail.unsubscribe.done': 'Sie haben die E-Mails abbestellt. Ihre nächsten Dokumente erhalten Sie per Post.',
  'mail.unsubscribe.invalid': 'Dieser Abbestell-Link ist ungültig.',
  'error.invalidUnsubscribeLink': 'Dieser Abbestell-Link ist ungültig.',
  'lists.source.UNSUBSCRIBE': 'Per E-Mail abbestellt',
};
