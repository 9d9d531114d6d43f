import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'processing.split.intro':
    'Hoe elke pdf van een vak in brieven wordt gesplitst. Zet een voorbeeld-pdf neer om het gebied op de pagina’s te plaatsen en vóór het opslaan de brieven te zien die het oplevert.',
  'processing.split.noPdfBox':
    'Geen vak van deze dienst ontvangt pdf-bestanden. Geef een vak het type "PDF-documenten" op het tabblad Vakken.',
  'processing.split.box': 'Pdf-vak',
  'processing.split.kind': 'Hoe elk bestand in brieven wordt gesplitst',
  'processing.split.kind.none': 'Elk bestand is één brief',
  'processing.split.kind.page': 'Een brief per aantal pagina’s',
  'processing.split.kind.area': 'Een brief begint op elke pagina met een tekst in een gebied',
  'processing.split.pagesPerPart': 'Pagina’s per brief',
  'processing.split.pagesPerPartRange': 'Typ een geheel getal van 1 tot {max}.',
  'processing.split.value': 'Tekst waarmee een brief begint',
  'processing.split.valueHint':
    'Een reguliere expressie die in de tekst van het gebied wordt gezocht, bijvoorbeeld ^Page 1/. Leeg: elke tekst in het gebied begint een brief.',
  'processing.split.area': 'Splitsgebied',
  'processing.split.preview.title': 'Brieven in het voorbeeld',
  'processing.split.preview.noSample':
    'Zet een voorbeeld-pdf neer om te zien hoe die in brieven wordt gesplitst.',
  'processing.split.preview.reading': 'Het voorbeeld wordt gesplitst…',
  'processing.split.preview.count': 'Gevonden brieven: {count}',
  'processing.split.preview.partPages': 'Brief {n}: pagina’s {from}–{to}',
  'processing.split.preview.partPage': 'Brief {n}: pagina {page}',
  'processing.split.preview.truncated': 'Alleen de eerste {read} van {count} pagina’s zijn gelezen.',
  'processing.split.preview.pages': 'Tekst in het gebied, per pagina',
  'processing.split.preview.page': 'Pagina',
  'processing.split.preview.text': 'Tekst in het gebied',
  'processing.split.preview.starts': 'Begint een brief',
  'processing.split.preview.startsLetter': 'Brief {n}',
  'processing.split.preview.noText': 'Geen tekst',
  'processing.split.picker.pageImage': 'Pagina {page} van het voorbeeld',
  'processing.split.picker.text': 'Tekst in het gebied op pagina {page}',
  'processing.split.picker.noText': 'Geen tekst in het gebied op deze pagina.',
  'processing.split.picker.reading': 'Het gebied wordt gelezen…',
  'processing.split.picker.outside':
    'Het gebied steekt buiten de pagina, die {widthMm} × {heightMm} mm meet.',
  'processing.split.picker.typeArea':
    'Zonder voorbeeld typt u het gebied in mm vanaf de linkerbovenhoek van de pagina.',
  'processing.split.picker.lineTolerance': 'Tekstregels',
  'processing.split.picker.lineTolerance.default': 'Tekens iets boven of onder de regel meenemen',
  'processing.split.picker.lineTolerance.strict': 'Alleen tekens precies op de regel houden',
  'processing.split.picker.wordSpace': 'Spaties tussen woorden',
  'processing.split.picker.wordSpace.standard': 'Bij normale tussenruimtes',
  'processing.split.picker.wordSpace.narrow': 'Ook bij smalle tussenruimtes',
  'processing.split.sample.title': 'Voorbeeld-pdf',
  'processing.split.sample.drop':
    'Zet hier een pdf neer of kies er een. Die dient alleen om de instellingen te proberen en wordt niet met de dienst opgeslagen.',
  'processing.split.sample.choose': 'Een pdf kiezen',
  'processing.split.sample.chosen': '{name} · pagina’s: {count}',
  'processing.split.sample.replace': 'Vervangen',
  'processing.split.sample.remove': 'Verwijderen',
  'processing.split.sample.sending': 'Het voorbeeld wordt verstuurd…',
  'processing.split.sample.notPdf': '"{name}" is geen pdf: kies een pdf-bestand als voorbeeld.',
};
