import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'shell.skipToContent': 'Naar de hoofdinhoud',
  'common.clear': 'Wissen',
  'common.eyeDropper': 'Een kleur van het scherm kiezen',
};
