import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'shell.skipToContent': 'Saltar para o conteúdo principal',
  'common.clear': 'Limpar',
  'common.eyeDropper': 'Escolher uma cor do ecrã',
};
