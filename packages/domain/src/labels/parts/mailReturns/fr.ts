import type { Translations } from '../define';
import type { en } from './en';

// French: exactly the keys of en.ts.
export const fr: Translations<typeof en> = {
  'mail.unsubscribe.title': 'Se désabonner des e-mails',
  'mail.unsubscribe.question':
    'Voulez-vous ne plus recevoir ces documents par e-mail ? Ils vous seront envoyés par courrier.',
  'mail.unsubscribe.button': 'Se désabonner',
  'mail.unsubscribe.done': 'Vous êtes désabonné. Vos prochains documents vous seront envoyés par courrier.',
  'mail.unsubscribe.invalid': "Ce lien de désabonnement n'est pas valide.",
  'error.invalidUnsubscribeLink': "Ce lien de désabonnement n'est pas valide.",
  'lists.source.UNSUBSCRIBE': 'Désabonnement depuis un e-mail',
};
