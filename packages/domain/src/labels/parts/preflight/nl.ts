import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'preflight.pageSize':
    'De pagina is {width} × {height} mm; het kanaal drukt op {format}. Maak de pagina {format}.',
  'preflight.orientation':
    'De pagina staat liggend; het kanaal drukt op {format} staand. Zet de pagina rechtop.',
  'preflight.unprintableEdge':
    'Er staat iets binnen {edge} mm van de rand van de pagina, waar printers niet kunnen printen.',
  'preflight.addressWindow':
    'In of vlak bij het venster van de envelop is iets anders dan het adres te zien (een logo, een lijn, tekst te dichtbij). De bezorger kan het adres mogelijk niet lezen.',
  'preflight.technicalArea':
    'De pagina heeft inhoud waar het kanaal zijn {type}-zone drukt: die zou overdrukt worden.',
  'preflight.fontNotEmbedded':
    'Het lettertype {font} is niet ingesloten; het wordt gedrukt met {substitute}, dat dezelfde letterbreedtes heeft.',
  'preflight.fontNotSubstitutable':
    'Het lettertype {font} is niet ingesloten en geen lettertype met dezelfde letterbreedtes kan het vervangen: de tekst zou niet gedrukt worden zoals geschreven.',
  'preflight.type3Font':
    'Het lettertype {font} is een Type 3-lettertype (getekende letters, vaak afbeeldingen), dat printers slecht weergeven.',
  'preflight.lowResolution':
    'Een afbeelding is {dpi} dpi op drukformaat; pas vanaf {minimum} dpi wordt ze scherp gedrukt.',
  'preflight.colourOnBlackAndWhite':
    'De pagina is in kleur; het kanaal drukt in zwart-wit. Kies een kleuroptie om haar in kleur te drukken (dat kost meer).',
  'preflight.envelopeCapacity':
    'De brief telt {sheets} vellen; een {envelope}-envelop bevat er {capacity}. Kies een grotere envelop of splits de brief.',
  'preflight.code.pageSize': 'Paginaformaat',
  'preflight.code.orientation': 'Stand',
  'preflight.code.unprintableEdge': 'Onbedrukbare rand',
  'preflight.code.addressWindow': 'Adresvenster',
  'preflight.code.technicalArea': 'Technische zones',
  'preflight.code.fontNotEmbedded': 'Lettertype niet ingesloten',
  'preflight.code.fontNotSubstitutable': 'Onvervangbaar lettertype',
  'preflight.code.type3Font': 'Type 3-lettertype',
  'preflight.code.lowResolution': 'Beeldresolutie',
  'preflight.code.colourOnBlackAndWhite': 'Kleur op zwart-wit',
  'preflight.code.envelopeCapacity': 'Capaciteit van de envelop',
  'preflight.severity.refuse': 'Geweigerd',
  'preflight.severity.warn': 'Waarschuwing',
};
