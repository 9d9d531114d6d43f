import type { Translations } from '../define';
import type { en } from './en';

// French: exactly the keys of en.ts, the same {placeholders}.
export const fr: Translations<typeof en> = {
  'settings.preferences.title': 'Préférences',
  'settings.preferences.displayMode': "L'accueil présente ses chiffres en",
  'settings.preferences.displayMode.tiles': 'Tuiles',
  'settings.preferences.displayMode.list': 'Liste',
  'settings.preferences.searchRange': 'Période de recherche (jours)',
  'settings.preferences.searchRangeHint':
    "Les listes et les compteurs de l'accueil partent de ce nombre de derniers jours (1 à 31).",
  'settings.preferences.searchRangeInvalid': 'Saisissez un nombre entier de jours entre 1 et 31.',
  'settings.preferences.notifications': 'Notifications de bureau',
  'settings.preferences.validatedPushNotification': "Quand l'une de mes commandes est validée",
  'settings.preferences.rejectedPushNotification': "Quand l'une de mes commandes est refusée",
  'settings.preferences.pendingPushNotification': 'Quand une commande attend ma validation',
  'settings.preferences.save': 'Enregistrer les préférences',
  'settings.preferences.saved': 'Vos préférences sont enregistrées.',
};
