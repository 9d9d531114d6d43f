import type { Translations } from '../define';
import type { en } from './en';

// German: exactly the keys of en.ts, the same {placeholders}.
export const de: Translations<typeof en> = {
  'settings.preferences.title': 'Einstellungen',
  'settings.preferences.displayMode': 'Die Startseite zeigt ihre Zahlen als',
  'settings.preferences.displayMode.tiles': 'Kacheln',
  'settings.preferences.displayMode.list': 'Liste',
  'settings.preferences.searchRange': 'Suchzeitraum (Tage)',
  'settings.preferences.searchRangeHint':
    'Listen und Zähler der Startseite beginnen mit so vielen letzten Tagen (1 bis 31).',
  'settings.preferences.searchRangeInvalid': 'Geben Sie eine ganze Zahl von Tagen zwischen 1 und 31 ein.',
  'settings.preferences.notifications': 'Desktop-Benachrichtigungen',
  'settings.preferences.validatedPushNotification': 'Wenn einer meiner Aufträge freigegeben wird',
  'settings.preferences.rejectedPushNotification': 'Wenn einer meiner Aufträge abgelehnt wird',
  'settings.preferences.pendingPushNotification': 'Wenn ein Auftrag auf meine Freigabe wartet',
  'settings.preferences.save': 'Einstellungen speichern',
  'settings.preferences.saved': 'Ihre Einstellungen sind gespeichert.',
};
