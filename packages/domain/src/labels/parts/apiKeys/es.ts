import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'apiKey.tab': 'Claves de API',
  'apiKey.intro':
    'Una clave permite que otro sistema llame a la API como usuario técnico de esta cuenta, con los ámbitos que elija. Envíela como Authorization: Bearer <clave>.',
  'apiKey.empty': 'Esta cuenta no tiene claves de API.',
  'apiKey.loadError': 'No se pudieron cargar las claves de API',
  'apiKey.newFirst': 'Guarde primero la cuenta; después podrá crear sus claves de API.',
  'apiKey.create': 'Nueva clave de API',
  'apiKey.createSubmit': 'Crear la clave',
  'apiKey.cancel': 'Cancelar',
  'apiKey.name': 'Nombre',
  'apiKey.nameHelp':
    'Quién usa la clave, por ejemplo el sistema de facturación. El historial muestra este nombre.',
  'apiKey.nameRequired': 'Dé un nombre a la clave.',
  'apiKey.prefix': 'La clave empieza por',
  'apiKey.scopes': 'Ámbitos',
  'apiKey.scopesRequired': 'Elija al menos un ámbito.',
  'apiKey.scope.deposit': 'Depositar archivos',
  'apiKey.scope.order': 'Crear y cancelar pedidos',
  'apiKey.scope.read': 'Leer los depósitos, pedidos y envíos de la cuenta',
  'apiKey.scope.admin': 'Administrar la cuenta y sus servicios',
  'apiKey.scope.externalAuth': 'Iniciar sesión de sus usuarios (autenticación externa)',
  'apiKey.expiresAt': 'Caduca el',
  'apiKey.expiresAtHelp': 'Opcional: la clave deja de funcionar al comienzo de este día.',
  'apiKey.noExpiry': 'Nunca',
  'apiKey.created': 'Creada',
  'apiKey.createdByAt': '{date} por {login}',
  'apiKey.lastUsed': 'Último uso',
  'apiKey.neverUsed': 'Todavía no',
  'apiKey.status': 'Estado',
  'apiKey.status.active': 'Activa',
  'apiKey.status.expired': 'Caducada',
  'apiKey.status.revoked': 'Revocada el {date} por {login}',
  'apiKey.revoke': 'Revocar',
  'apiKey.revokeLabel': 'Revocar la clave {name}',
  'apiKey.revokeTitle': '¿Revocar esta clave de API?',
  'apiKey.revokeConfirm':
    'A partir de ahora se rechazará toda llamada hecha con {name} ({prefix}). No se puede deshacer.',
  'apiKey.revoked': 'La clave ha sido revocada.',
  'apiKey.secretTitle': 'Su nueva clave de API',
  'apiKey.secretWarning':
    'Copie la clave ahora y guárdela en un lugar seguro: solo se muestra esta vez y no se puede recuperar. Quien la tenga actúa como esta cuenta.',
  'apiKey.copy': 'Copiar',
  'apiKey.copied': 'Copiada',
  'apiKey.done': 'He copiado la clave',
  'apiKey.error.scopesBeyondYours': 'No puede conceder estos ámbitos: requieren permisos que usted no tiene.',
  'apiKey.error.externalTokenRefused':
    'Este enlace de inicio de sesión ya no es válido. Vuelva a abrir la página desde su aplicación.',
  'apiKey.profile': 'Perfil para depósitos',
  'apiKey.profileHelp': 'Un depósito hecho con esta clave puede usar los servicios de este perfil.',
};
