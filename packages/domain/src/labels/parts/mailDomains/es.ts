import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'screen.system.mail': 'Correo electrónico',
  'system.home.mail.hint': 'Dominios remitentes, sus claves DKIM y los registros DNS que publicar.',
  'system.mail.intro':
    'Los correos de una unidad organizativa salen de su propia dirección cuando su dominio es aquí un dominio remitente, y se firman con la clave DKIM de ese dominio. Publique los registros indicados en la zona DNS del dominio. Tras una rotación, mantenga el registro de la clave anterior durante {days} días.',
  'system.mail.readOnly': 'Puede consultar estos ajustes; solo un superadministrador puede cambiarlos.',
  'system.mail.loadError': 'No se pudieron cargar los dominios remitentes.',
  'system.mail.defaultFrom': 'Los demás correos salen de {from}.',
  'system.mail.none': 'Aún no hay ningún dominio remitente: los correos no se firman.',
  'system.mail.domain': 'Dominio',
  'system.mail.domain.hint': 'Un nombre DNS, por ejemplo example.org.',
  'system.mail.add': 'Añadir el dominio',
  'system.mail.added': '{name} se añadió con una nueva clave DKIM.',
  'system.mail.error.empty': 'Introduzca un nombre de dominio.',
  'system.mail.error.tooLong': 'Un nombre de dominio tiene como máximo 253 caracteres.',
  'system.mail.error.invalid':
    'Introduzca un nombre de dominio como example.org (letras, cifras y guiones; un nombre internacionalizado en su forma xn--).',
  'system.mail.error.exists': '{name} ya es un dominio remitente.',
  'system.mail.createdBy': 'Añadido el {date} por {user}.',
  'system.mail.checkDns': 'Comprobar el DNS',
  'system.mail.rotate': 'Rotar la clave DKIM',
  'system.mail.rotated': 'Nueva clave DKIM: selector {selector}. Publique ya su registro.',
  'system.mail.remove': 'Quitar',
  'system.mail.remove.confirm':
    '¿Quitar el dominio remitente {name}? Sus correos saldrán del remitente por defecto, sin firmar.',
  'system.mail.remove.cancel': 'Cancelar',
  'system.mail.records': 'Registros DNS de {name}',
  'system.mail.records.hint':
    'Copie cada registro en la zona DNS del dominio (tipo TXT o MX, nombre y valor tal como se muestran).',
  'system.mail.record.purpose': 'Finalidad',
  'system.mail.record.name': 'Nombre',
  'system.mail.record.type': 'Tipo',
  'system.mail.record.value': 'Valor',
  'system.mail.record.dkim': 'Clave DKIM',
  'system.mail.record.spf': 'SPF (sugerido)',
  'system.mail.record.dmarc': 'DMARC (sugerido)',
  'system.mail.record.bounceMx': 'MX de rebotes',
  'system.mail.key.active': 'Firma',
  'system.mail.key.retiring': 'En retirada: mantener hasta el {date}',
  'system.mail.copy': 'Copiar',
  'system.mail.copied': 'Copiado',
  'system.mail.copyName': 'Copiar el nombre {name}',
  'system.mail.copyValue': 'Copiar el valor de {name}',
  'system.mail.dns.found': 'Encontrado en el DNS',
  'system.mail.dns.missing': 'No está en el DNS',
  'system.mail.dns.different': 'Distinto en el DNS',
  'system.mail.dns.unavailable': 'Sin comprobar',
  'system.mail.dns.noResolver':
    'Ningún servidor DNS respondió a este servidor: no se pudieron comprobar los registros. Aun así pueden estar bien publicados.',
};
