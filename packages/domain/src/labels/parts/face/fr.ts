import type { Translations } from '../define';
import type { en } from './en';

// French: exactly the keys of en.ts, the same {placeholders}.
export const fr: Translations<typeof en> = {
  'userMenu.colorScheme': 'Apparence',
  'userMenu.colorScheme.light': 'Clair',
  'userMenu.colorScheme.dark': 'Sombre',
  'userMenu.colorScheme.auto': 'Comme le système',
  'lists.empty.hint': 'Élargissez la période ou retirez un filtre, puis relancez la recherche.',
  'common.empty.depositHint':
    'Déposez un fichier PDF ou de données : ses courriers et ses commandes apparaîtront ici.',
  'common.empty.deposit': 'Déposer un fichier',
  'common.empty.behalfHint':
    'Choisissez une autre personne ci-dessus, ou demandez à un administrateur de donner un service à son profil.',
};
