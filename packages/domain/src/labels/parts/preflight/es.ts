import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'preflight.pageSize':
    'La página mide {width} × {height} mm; el canal imprime en {format}. Ponga la página en {format}.',
  'preflight.orientation':
    'La página está en horizontal; el canal imprime en {format} en vertical. Ponga la página en vertical.',
  'preflight.unprintableEdge':
    'Hay algo impreso a menos de {edge} mm del borde de la página, donde las impresoras no imprimen.',
  'preflight.addressWindow':
    'Algo distinto de la dirección aparece en la ventana del sobre o muy cerca (un logotipo, una línea, texto demasiado próximo). El transportista podría no leer la dirección.',
  'preflight.technicalArea':
    'La página tiene contenido donde el canal imprime su zona {type}: quedaría tapado.',
  'preflight.fontNotEmbedded':
    'La fuente {font} no está incrustada; se imprimirá con {substitute}, que tiene los mismos anchos de letra.',
  'preflight.fontNotSubstitutable':
    'La fuente {font} no está incrustada y ninguna fuente con los mismos anchos de letra puede sustituirla: el texto no se imprimiría tal como se escribió.',
  'preflight.type3Font':
    'La fuente {font} es una fuente Type 3 (letras dibujadas, a menudo imágenes), que las impresoras reproducen mal.',
  'preflight.lowResolution':
    'Una imagen tiene {dpi} ppp a su tamaño impreso; se necesitan al menos {minimum} ppp para imprimirla nítida.',
  'preflight.colourOnBlackAndWhite':
    'La página está en color; el canal imprime en blanco y negro. Elija una opción de color para imprimirla en color (cuesta más).',
  'preflight.envelopeCapacity':
    'La carta ocupa {sheets} hojas; un sobre {envelope} admite {capacity}. Elija un sobre más grande o divida la carta.',
  'preflight.code.pageSize': 'Tamaño de página',
  'preflight.code.orientation': 'Orientación',
  'preflight.code.unprintableEdge': 'Borde no imprimible',
  'preflight.code.addressWindow': 'Ventana de dirección',
  'preflight.code.technicalArea': 'Zonas técnicas',
  'preflight.code.fontNotEmbedded': 'Fuente no incrustada',
  'preflight.code.fontNotSubstitutable': 'Fuente insustituible',
  'preflight.code.type3Font': 'Fuente Type 3',
  'preflight.code.lowResolution': 'Resolución de imagen',
  'preflight.code.colourOnBlackAndWhite': 'Color en blanco y negro',
  'preflight.code.envelopeCapacity': 'Capacidad del sobre',
  'preflight.severity.refuse': 'Rechazado',
  'preflight.severity.warn': 'Aviso',
};
