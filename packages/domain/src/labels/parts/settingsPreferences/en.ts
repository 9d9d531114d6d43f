// The user's own display and notification preferences (settings).
// English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'settings.preferences.title': 'Preferences',
  'settings.preferences.displayMode': 'Home shows its figures as',
  'settings.preferences.displayMode.tiles': 'Tiles',
  'settings.preferences.displayMode.list': 'A list',
  'settings.preferences.searchRange': 'Search range (days)',
  'settings.preferences.searchRangeHint':
    'The lists and home counters start with this many last days (1 to 31).',
  'settings.preferences.searchRangeInvalid': 'Enter a whole number of days from 1 to 31.',
  'settings.preferences.notifications': 'Desktop notifications',
  'settings.preferences.validatedPushNotification': 'When one of my orders is validated',
  'settings.preferences.rejectedPushNotification': 'When one of my orders is rejected',
  'settings.preferences.pendingPushNotification': 'When an order waits for my validation',
  'settings.preferences.save': 'Save the preferences',
  'settings.preferences.saved': 'Your preferences are saved.',
};
