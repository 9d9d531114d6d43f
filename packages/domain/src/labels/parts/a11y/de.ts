import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'shell.skipToContent': 'Zum Hauptinhalt springen',
  'common.clear': 'Leeren',
  'common.eyeDropper': 'Farbe vom Bildschirm übernehmen',
};
