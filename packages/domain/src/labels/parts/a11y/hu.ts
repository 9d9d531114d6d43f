import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'shell.skipToContent': 'Ugrás a fő tartalomhoz',
  'common.clear': 'Törlés',
  'common.eyeDropper': 'Szín kiválasztása a képernyőről',
};
