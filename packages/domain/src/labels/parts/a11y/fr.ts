import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'shell.skipToContent': 'Aller au contenu principal',
  'common.clear': 'Effacer',
  'common.eyeDropper': 'Prendre une couleur à l’écran',
};
