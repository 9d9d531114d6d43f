import type { Translations } from '../define';
import type { en } from './en';

// Hungarian: exactly the keys of en.ts.
export const hu: Translations<typeof en> = {
  'mail.unsubscribe.title': 'Leiratkozás az e-mailekről',
  'mail.unsubscribe.question':
    'Nem szeretné többé e-mailben megkapni ezeket a dokumentumokat? Helyette postán küldjük el őket.',
  'mail.unsubscribe.button': 'Leiratkozás',
  'mail.unsubscribe.done': 'Leiratkozott. A következő dokumentumait postán küldjük el.',
  'mail.unsubscribe.invalid': 'Ez a leiratkozási hivatkozás érvénytelen.',
  'error.invalidUnsubscribeLink': 'Ez a leiratkozási hivatkozás érvénytelen.',
  'lists.source.UNSUBSCRIBE': 'Leiratkozás e-mailből',
};
