import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'shell.skipToContent': 'Saltar al contenido principal',
  'common.clear': 'Borrar',
  'common.eyeDropper': 'Tomar un color de la pantalla',
};
