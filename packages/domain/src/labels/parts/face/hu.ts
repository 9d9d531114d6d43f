import type { Translations } from '../define';
import type { en } from './en';

// Hungarian: exactly the keys of en.ts, the same {placeholders}.
export const hu: Translations<typeof en> = {
  'userMenu.colorScheme': 'Megjelenés',
  'userMenu.colorScheme.light': 'Világos',
  'userMenu.colorScheme.dark': 'Sötét',
  'userMenu.colorScheme.auto': 'A rendszer szerint',
  'lists.empty.hint': 'Bővítse az időszakot vagy távolítson el egy szűrőt, majd keressen újra.',
  'common.empty.depositHint': 'Adjon fel egy PDF- vagy adatfájlt: levelei és megrendelései itt jelennek meg.',
  'common.empty.deposit': 'Fájl feladása',
  'common.empty.behalfHint':
    'Válasszon fent egy másik személyt, vagy kérje meg egy adminisztrátort, hogy rendeljen szolgáltatást a profiljához.',
};
