import type { Translations } from '../define';
import type { en } from './en';

// Spanish: exactly the keys of en.ts, the same {placeholders}.
export const es: Translations<typeof en> = {
  'home.quickLinks.validation': 'Revisar, validar o rechazar los pedidos que le esperan.',
  'deposit.validation.openOrder': 'Validar o rechazar el pedido {name}',
  'deposit.validation.selectAll': 'Seleccionar todos los pedidos',
  'deposit.validation.selectOne': 'Seleccionar el pedido {name}',
  'deposit.validation.selected': 'Seleccionados: {count}',
  'deposit.validation.validateSelected': 'Validar los pedidos seleccionados',
  'deposit.validation.rejectSelected': 'Rechazar los pedidos seleccionados',
  'deposit.validation.rejectMany': 'Rechazar {count} pedidos',
  'deposit.validation.confirmRejectMany': 'Rechazar los pedidos',
  'deposit.validation.failed.validate': 'No se ha podido validar el pedido {name}: {reason}',
  'deposit.validation.failed.reject': 'No se ha podido rechazar el pedido {name}: {reason}',
  'deposit.packGroups.column.preview': 'Primera página',
  'deposit.packGroups.column.address': 'Dirección impresa',
  'deposit.packGroups.identifier': 'Referencia {identifier}',
  'deposit.packGroups.status.byHand': 'Corregida a mano',
  'deposit.packGroups.reason.rewritten': 'Reescrita como lo pide el correo del país de destino.',
  'deposit.packGroups.reason.destination': 'Destino: {country}',
  'deposit.packGroups.preview.open': 'Ver las páginas de la carta {position}',
  'deposit.packGroups.preview.alt': 'Página {page} de la carta {position}',
  'deposit.packGroups.preview.deposited':
    'Las páginas tal como se depositaron. La prueba muestra la carta tal como se imprimirá.',
  'deposit.packGroups.preview.failed': 'Sin vista previa',
  'deposit.packGroups.proof.button': 'Prueba',
  'deposit.packGroups.proof.open': 'Hacer la prueba de la carta {position}',
  'deposit.packGroups.proof.title': 'Prueba de la carta {position}',
  'deposit.packGroups.proof.intro':
    'La carta {position} compuesta tal como se imprimirá, con las opciones del pedido, marcada como prueba.',
  'deposit.split.starts': 'Un documento nuevo empieza en {marker}.',
  'deposit.split.ends': 'Un documento termina en {marker}.',
  'deposit.split.marker.any': 'cada página con cualquier texto {where}',
  'deposit.split.marker.contains': 'cada página que muestra «{text}» {where}',
  'deposit.split.marker.startsWith': 'cada página cuyo texto {where} empieza por «{text}»',
  'deposit.split.marker.endsWith': 'cada página cuyo texto {where} termina en «{text}»',
  'deposit.split.marker.exact': 'cada página cuyo texto {where} es exactamente «{text}»',
  'deposit.split.marker.pattern': 'cada página cuyo texto {where} coincide con el patrón {text}',
  'deposit.split.where.header': 'en la zona del encabezado',
  'deposit.split.where.footer': 'en la zona del pie de página',
  'deposit.split.where.area': 'en la zona marcada',
};
