import type { Translations } from '../define';
import type { en } from './en';

// Dutch: exactly the keys of en.ts, the same {placeholders}.
export const nl: Translations<typeof en> = {
  'settings.preferences.title': 'Voorkeuren',
  'settings.preferences.displayMode': 'De startpagina toont haar cijfers als',
  'settings.preferences.displayMode.tiles': 'Tegels',
  'settings.preferences.displayMode.list': 'Een lijst',
  'settings.preferences.searchRange': 'Zoekperiode (dagen)',
  'settings.preferences.searchRangeHint':
    'Lijsten en tellers op de startpagina beginnen met zoveel laatste dagen (1 tot 31).',
  'settings.preferences.searchRangeInvalid': 'Voer een geheel aantal dagen in van 1 tot 31.',
  'settings.preferences.notifications': 'Bureaubladmeldingen',
  'settings.preferences.validatedPushNotification': 'Als een van mijn orders is goedgekeurd',
  'settings.preferences.rejectedPushNotification': 'Als een van mijn orders is afgewezen',
  'settings.preferences.pendingPushNotification': 'Als een order op mijn goedkeuring wacht',
  'settings.preferences.save': 'Voorkeuren opslaan',
  'settings.preferences.saved': 'Uw voorkeuren zijn opgeslagen.',
};
