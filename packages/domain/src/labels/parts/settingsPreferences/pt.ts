import type { Translations } from '../define';
import type { en } from './en';

// Portuguese: exactly the keys of en.ts, the same {placeholders}.
export const pt: Translations<typeof en> = {
  'settings.preferences.title': 'Preferências',
  'settings.preferences.displayMode': 'A página inicial mostra os números como',
  'settings.preferences.displayMode.tiles': 'Mosaicos',
  'settings.preferences.displayMode.list': 'Uma lista',
  'settings.preferences.searchRange': 'Período de pesquisa (dias)',
  'settings.preferences.searchRangeHint':
    'As listas e os contadores da página inicial começam com estes últimos dias (1 a 31).',
  'settings.preferences.searchRangeInvalid': 'Introduza um número inteiro de dias entre 1 e 31.',
  'settings.preferences.notifications': 'Notificações no ambiente de trabalho',
  'settings.preferences.validatedPushNotification': 'Quando uma das minhas encomendas é validada',
  'settings.preferences.rejectedPushNotification': 'Quando uma das minhas encomendas é rejeitada',
  'settings.preferences.pendingPushNotification': 'Quando uma encomenda aguarda a minha validação',
  'settings.preferences.save': 'Guardar as preferências',
  'settings.preferences.saved': 'As suas preferências foram guardadas.',
};
