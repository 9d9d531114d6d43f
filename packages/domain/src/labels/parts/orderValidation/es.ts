import type { Translations } from '../define';
import type { en } from './en';

// Spanish: exactly the keys of en.ts, the same {placeholders}.
export const es: Translations<typeof en> = {
  'home.quickLinks.validation': 'Revisar, validar o rechazar los pedidos que le esperan.',
  'validation.openOrder': 'Validar o rechazar el pedido {name}',
  'validation.selectAll': 'Seleccionar todos los pedidos',
  'validation.selectOne': 'Seleccionar el pedido {name}',
  'validation.selected': 'Seleccionados: {count}',
  'validation.validateSelected': 'Validar los pedidos seleccionados',
  'validation.rejectSelected': 'Rechazar los pedidos seleccionados',
  'validation.rejectMany': 'Rechazar {count} pedidos',
  'validation.confirmRejectMany': 'Rechazar los pedidos',
  'validation.failed.validate': 'No se ha podido validar el pedido {name}: {reason}',
  'validation.failed.reject': 'No se ha podido rechazar el pedido {name}: {reason}',
  'letters.column.preview': 'Primera página',
  'letters.column.address': 'Dirección impresa',
  'letters.identifier': 'Referencia {identifier}',
  'letters.status.byHand': 'Corregida a mano',
  'letters.reason.rewritten': 'Reescrita como lo pide el correo del país de destino.',
  'letters.reason.destination': 'Destino: {country}',
  'letters.preview.open': 'Ver las páginas de la carta {position}',
  'letters.preview.alt': 'Página {page} de la carta {position}',
  'letters.preview.deposited':
    'Las páginas tal como se depositaron. La prueba muestra la carta tal como se imprimirá.',
  'letters.preview.failed': 'Sin vista previa',
  'letters.proof.button': 'Prueba',
  'letters.proof.open': 'Hacer la prueba de la carta {position}',
  'letters.proof.title': 'Prueba de la carta {position}',
  'letters.proof.intro':
    'La carta {position} compuesta tal como se imprimirá, con las opciones del pedido, marcada como prueba.',
  'send.split.starts': 'Un documento nuevo empieza en {marker}.',
  'send.split.ends': 'Un documento termina en {marker}.',
  'send.split.marker.any': 'cada página con cualquier texto {where}',
  'send.split.marker.contains': 'cada página que muestra «{text}» {where}',
  'send.split.marker.startsWith': 'cada página cuyo texto {where} empieza por «{text}»',
  'send.split.marker.endsWith': 'cada página cuyo texto {where} termina en «{text}»',
  'send.split.marker.exact': 'cada página cuyo texto {where} es exactamente «{text}»',
  'send.split.marker.pattern': 'cada página cuyo texto {where} coincide con el patrón {text}',
  'send.split.where.header': 'en la zona del encabezado',
  'send.split.where.footer': 'en la zona del pie de página',
  'send.split.where.area': 'en la zona marcada',
};
