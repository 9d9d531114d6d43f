import type { Translations } from '../define';
import type { en } from './en';

// German: exactly the keys of en.ts, the same {placeholders}.
export const de: Translations<typeof en> = {
  'userMenu.colorScheme': 'Darstellung',
  'userMenu.colorScheme.light': 'Hell',
  'userMenu.colorScheme.dark': 'Dunkel',
  'userMenu.colorScheme.auto': 'Wie das System',
  'lists.empty.hint': 'Erweitern Sie den Zeitraum oder entfernen Sie einen Filter und suchen Sie erneut.',
  'common.empty.depositHint':
    'Liefern Sie eine PDF- oder Datendatei ein: Ihre Briefe und Aufträge erscheinen dann hier.',
  'common.empty.deposit': 'Datei einliefern',
  'common.empty.behalfHint':
    'Wählen Sie oben eine andere Person oder bitten Sie einen Administrator, dem Profil dieser Person einen Dienst zuzuweisen.',
};
