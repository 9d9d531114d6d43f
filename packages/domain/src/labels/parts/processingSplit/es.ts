import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'processing.split.intro':
    'Cómo se corta en cartas cada PDF de una casilla. Deposite un PDF de ejemplo para colocar la zona en sus páginas y ver las cartas que resultan antes de guardar.',
  'processing.split.noPdfBox':
    'Ninguna casilla de este servicio recibe archivos PDF. Dé a una casilla el tipo «Documentos PDF» en la pestaña Casillas.',
  'processing.split.box': 'Casilla PDF',
  'processing.split.kind': 'Cómo se corta cada archivo en cartas',
  'processing.split.kind.none': 'Cada archivo es una carta',
  'processing.split.kind.page': 'Una carta cada cierto número de páginas',
  'processing.split.kind.area': 'Una carta empieza en cada página que muestra un texto en una zona',
  'processing.split.pagesPerPart': 'Páginas por carta',
  'processing.split.pagesPerPartRange': 'Escriba un número entero de 1 a {max}.',
  'processing.split.value': 'Texto que empieza una carta',
  'processing.split.valueHint':
    'Una expresión regular buscada en el texto de la zona, por ejemplo ^Page 1/. Vacía: cualquier texto en la zona empieza una carta.',
  'processing.split.area': 'Zona de corte',
  'processing.split.preview.title': 'Cartas del ejemplo',
  'processing.split.preview.noSample': 'Deposite un PDF de ejemplo para ver cómo se corta en cartas.',
  'processing.split.preview.reading': 'Cortando el ejemplo…',
  'processing.split.preview.count': 'Cartas encontradas: {count}',
  'processing.split.preview.partPages': 'Carta {n}: páginas {from}–{to}',
  'processing.split.preview.partPage': 'Carta {n}: página {page}',
  'processing.split.preview.truncated': 'Solo se leyeron las primeras {read} páginas de {count}.',
  'processing.split.preview.pages': 'Texto de la zona, página por página',
  'processing.split.preview.page': 'Página',
  'processing.split.preview.text': 'Texto de la zona',
  'processing.split.preview.starts': 'Empieza una carta',
  'processing.split.preview.startsLetter': 'Carta {n}',
  'processing.split.preview.noText': 'Sin texto',
  'processing.split.picker.pageImage': 'Página {page} del ejemplo',
  'processing.split.picker.text': 'Texto de la zona en la página {page}',
  'processing.split.picker.noText': 'No hay texto en la zona de esta página.',
  'processing.split.picker.reading': 'Leyendo la zona…',
  'processing.split.picker.outside': 'La zona sobrepasa la página, que mide {widthMm} × {heightMm} mm.',
  'processing.split.picker.typeArea':
    'Sin ejemplo, escriba la zona en mm desde la esquina superior izquierda de la página.',
  'processing.split.picker.lineTolerance': 'Líneas de texto',
  'processing.split.picker.lineTolerance.default':
    'Unir los caracteres un poco por encima o por debajo de la línea',
  'processing.split.picker.lineTolerance.strict': 'Conservar solo los caracteres exactamente en la línea',
  'processing.split.picker.wordSpace': 'Espacios entre palabras',
  'processing.split.picker.wordSpace.standard': 'En separaciones normales',
  'processing.split.picker.wordSpace.narrow': 'También en separaciones estrechas',
  'processing.split.sample.title': 'PDF de ejemplo',
  'processing.split.sample.drop':
    'Deposite aquí un PDF o elija uno. Solo sirve para probar los ajustes y no se guarda con el servicio.',
  'processing.split.sample.choose': 'Elegir un PDF',
  'processing.split.sample.chosen': '{name} · páginas: {count}',
  'processing.split.sample.replace': 'Reemplazar',
  'processing.split.sample.remove': 'Quitar',
  'processing.split.sample.sending': 'Enviando el ejemplo…',
  'processing.split.sample.notPdf': '«{name}» no es un PDF: elija un archivo PDF como ejemplo.',
};
