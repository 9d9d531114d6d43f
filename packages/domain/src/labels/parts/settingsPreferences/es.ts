import type { Translations } from '../define';
import type { en } from './en';

// Spanish: exactly the keys of en.ts, the same {placeholders}.
export const es: Translations<typeof en> = {
  'settings.preferences.title': 'Preferencias',
  'settings.preferences.displayMode': 'El inicio muestra sus cifras como',
  'settings.preferences.displayMode.tiles': 'Mosaicos',
  'settings.preferences.displayMode.list': 'Una lista',
  'settings.preferences.searchRange': 'Periodo de búsqueda (días)',
  'settings.preferences.searchRangeHint':
    'Las listas y los contadores del inicio empiezan con estos últimos días (de 1 a 31).',
  'settings.preferences.searchRangeInvalid': 'Introduzca un número entero de días entre 1 y 31.',
  'settings.preferences.notifications': 'Notificaciones de escritorio',
  'settings.preferences.validatedPushNotification': 'Cuando se valida uno de mis pedidos',
  'settings.preferences.rejectedPushNotification': 'Cuando se rechaza uno de mis pedidos',
  'settings.preferences.pendingPushNotification': 'Cuando un pedido espera mi validación',
  'settings.preferences.save': 'Guardar las preferencias',
  'settings.preferences.saved': 'Sus preferencias se han guardado.',
};
