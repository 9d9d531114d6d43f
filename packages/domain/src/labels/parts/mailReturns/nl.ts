import type { Translations } from '../define';
import type { en } from './en';

// Dutch: exactly the keys of en.ts.
export const nl: Translations<typeof en> = {
  'mail.unsubscribe.title': 'Afmelden voor e-mails',
  'mail.unsubscribe.question':
    'Wilt u deze documenten niet meer per e-mail ontvangen? Ze worden u dan per post toegestuurd.',
  'mail.unsubscribe.button': 'Afmelden',
  'mail.unsubscribe.done': 'U bent afgemeld. Uw volgende documenten worden u per post toegestuurd.',
  'mail.unsubscribe.invalid': 'Deze afmeldlink is niet geldig.',
  'error.invalidUnsubscribeLink': 'Deze afmeldlink is niet geldig.',
  'lists.source.UNSUBSCRIBE': 'Afgemeld via een e-mail',
};
