import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'system.security.intro':
    'Ajustes que se aplican a toda la instancia y las sesiones abiertas ahora mismo. Los cambios se aplican en pocos segundos, sin reiniciar.',
  'system.security.settings.title': 'Ajustes de la instancia',
  'system.security.readOnly': 'Puede leer estos ajustes; solo un superadministrador puede cambiarlos.',
  'system.security.loadError': 'No se pudieron leer los ajustes de seguridad.',
  'system.security.allDefaults': 'Cada ajuste tiene su valor por defecto de la configuración del servidor.',
  'system.security.modified': 'Último cambio el {date} por {user}.',
  'system.security.group.sessions': 'Sesiones',
  'system.security.group.signIn': 'Límites de inicio de sesión',
  'system.security.group.passwords': 'Política de contraseñas por defecto',
  'system.security.group.origins': 'Orígenes permitidos',
  'system.security.field.sessionTtlMinutes':
    'Tiempo de inactividad antes de que termine una sesión (minutos)',
  'system.security.field.sessionMaxHours': 'Sesión más larga, aunque esté activa (horas)',
  'system.security.field.loginPerAccount': 'Inicios de sesión fallidos por usuario',
  'system.security.field.loginPerAddress': 'Inicios de sesión fallidos por dirección',
  'system.security.field.loginWindowMinutes': 'Periodo de recuento (minutos)',
  'system.security.field.minPasswordEntropy': 'Fuerza mínima de la contraseña (bits)',
  'system.security.field.maxPasswordValidityDays': 'Validez de la contraseña (días)',
  'system.security.hint.sessionTtlMinutes': 'Cada uso la prolonga. De {min} a {max}.',
  'system.security.hint.sessionMaxHours':
    'Contado desde el inicio de sesión; vacío significa sin límite. De {min} a {max}.',
  'system.security.hint.loginPerAccount':
    'Desde una dirección antes de que se rechace para ese usuario; desde cualquier lugar antes de ralentizar los intentos. De {min} a {max}.',
  'system.security.hint.loginPerAddress':
    'Desde una dirección de cliente antes de que se rechace para todos los usuarios. De {min} a {max}.',
  'system.security.hint.loginWindowMinutes':
    'El periodo durante el que se cuentan los fallos. De {min} a {max}.',
  'system.security.hint.minPasswordEntropy':
    'Para las cuentas cuyas unidades no fijan ninguna; 0 significa sin mínimo. De {min} a {max}.',
  'system.security.hint.maxPasswordValidityDays':
    'Para las cuentas cuyas unidades no fijan ninguna; vacío significa que las contraseñas nunca caducan. De {min} a {max}.',
  'system.security.default': 'Por defecto: {value}.',
  'system.security.none': 'Ninguno',
  'system.security.reset': 'Restablecer el valor por defecto',
  'system.security.resetField': 'Restablecer «{field}» a su valor por defecto',
  'system.security.origins.hint':
    'Las páginas web de estos orígenes pueden llamar a la API desde un navegador con un token de sesión (nunca con cookies). Escriba cada uno como https://host o https://host:puerto; http solo para localhost.',
  'system.security.origins.empty':
    'Ningún origen: solo las páginas de esta aplicación pueden llamar a la API desde un navegador.',
  'system.security.origins.item': 'Origen {number}',
  'system.security.origins.remove': 'Quitar {origin}',
  'system.security.origins.add': 'Añadir un origen',
  'system.security.origins.reset': 'Restablecer los orígenes por defecto',
  'system.security.issue.notInteger': 'Introduzca un número entero.',
  'system.security.issue.outOfRange': 'Introduzca un número de {min} a {max}.',
  'system.security.issue.originInvalid':
    'Escriba solo un origen: https://host o https://host:puerto, sin ruta.',
  'system.security.issue.originInsecure': '{origin} no es seguro: use https (http solo para localhost).',
  'system.security.issue.originDuplicate': '{origin} ya está en la lista.',
  'system.security.issue.tooManyOrigins': 'Como máximo {max} orígenes.',
  'system.security.fixFields': 'Algunos valores han sido rechazados: vea los campos marcados en rojo.',
  'system.security.reload': 'Volver a cargar los ajustes',
  'system.security.save': 'Guardar los ajustes',
  'system.security.saved': 'Los ajustes de seguridad están guardados.',
  'system.security.cancel': 'Cancelar',
  'system.security.sessions.title': 'Sesiones activas',
  'system.security.sessions.intro':
    'Usuarios conectados ahora mismo, primero los más recientemente activos. Terminar una sesión desconecta a su usuario en su próxima acción.',
  'system.security.sessions.filter': 'Filtrar por usuario',
  'system.security.sessions.empty': 'Ninguna sesión activa.',
  'system.security.sessions.overflow':
    'Solo se muestran las {max} más recientemente activas: filtre por usuario.',
  'system.security.sessions.user': 'Usuario',
  'system.security.sessions.account': 'Cuenta',
  'system.security.sessions.created': 'Conectado',
  'system.security.sessions.lastSeen': 'Última actividad',
  'system.security.sessions.expires': 'Termina',
  'system.security.sessions.address': 'Dirección',
  'system.security.sessions.browser': 'Navegador',
  'system.security.sessions.you': 'Es usted',
  'system.security.sessions.end': 'Terminar la sesión',
  'system.security.sessions.endAll': 'Terminar todas sus sesiones',
  'system.security.sessions.confirmAll':
    '¿Terminar todas las sesiones de {user}? Se cerrarán en todas partes y tendrá que volver a iniciar sesión.',
  'system.security.sessions.endedAll': '{count} sesiones de {user} terminadas.',
  'system.security.sessions.confirm': '¿Terminar la sesión de {user}? Tendrá que volver a iniciar sesión.',
  'system.security.sessions.confirmOwn': 'Es su propia sesión: terminarla le desconecta. ¿Terminarla?',
  'system.security.sessions.ended': 'La sesión de {user} ha terminado.',
};
