import type { Translations } from '../define';
import type { en } from './en';

// Hungarian: exactly the keys of en.ts, the same {placeholders}.
export const hu: Translations<typeof en> = {
  'settings.preferences.title': 'Beállítások',
  'settings.preferences.displayMode': 'A kezdőlap így mutatja a számokat:',
  'settings.preferences.displayMode.tiles': 'Csempék',
  'settings.preferences.displayMode.list': 'Lista',
  'settings.preferences.searchRange': 'Keresési időszak (nap)',
  'settings.preferences.searchRangeHint':
    'A listák és a kezdőlap számlálói ennyi utolsó nappal indulnak (1–31).',
  'settings.preferences.searchRangeInvalid': 'Adjon meg egy egész számot 1 és 31 között.',
  'settings.preferences.notifications': 'Asztali értesítések',
  'settings.preferences.validatedPushNotification': 'Amikor valamelyik megrendelésemet jóváhagyják',
  'settings.preferences.rejectedPushNotification': 'Amikor valamelyik megrendelésemet elutasítják',
  'settings.preferences.pendingPushNotification': 'Amikor egy megrendelés a jóváhagyásomra vár',
  'settings.preferences.save': 'Beállítások mentése',
  'settings.preferences.saved': 'A beállításait mentettük.',
};
