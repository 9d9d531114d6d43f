import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'preflight.pageSize':
    'Die Seite misst {width} × {height} mm; der Kanal druckt auf {format}. Bringen Sie die Seite auf {format}.',
  'preflight.orientation':
    'Die Seite ist im Querformat; der Kanal druckt auf {format} im Hochformat. Drehen Sie die Seite ins Hochformat.',
  'preflight.unprintableEdge':
    'Etwas wird weniger als {edge} mm vom Seitenrand gedruckt, wo Drucker nicht drucken können.',
  'preflight.addressWindow':
    'Im oder nahe am Sichtfenster des Umschlags erscheint etwas anderes als die Anschrift (ein Logo, eine Linie, zu naher Text). Der Zusteller kann die Anschrift womöglich nicht lesen.',
  'preflight.technicalArea':
    'Die Seite hat Inhalt dort, wo der Kanal seinen Bereich {type} druckt: Er würde überdruckt.',
  'preflight.fontNotEmbedded':
    'Die Schrift {font} ist nicht eingebettet; sie wird mit {substitute} gedruckt, die dieselben Buchstabenbreiten hat.',
  'preflight.fontNotSubstitutable':
    'Die Schrift {font} ist nicht eingebettet, und keine Schrift mit denselben Buchstabenbreiten kann sie ersetzen: Der Text würde nicht wie geschrieben gedruckt.',
  'preflight.type3Font':
    'Die Schrift {font} ist eine Type-3-Schrift (gezeichnete Buchstaben, oft Bilder), die Drucker schlecht wiedergeben.',
  'preflight.lowResolution':
    'Ein Bild hat in Druckgröße {dpi} dpi; erst ab {minimum} dpi wird es scharf gedruckt.',
  'preflight.colourOnBlackAndWhite':
    'Die Seite ist farbig; der Kanal druckt schwarzweiß. Wählen Sie eine Farboption, um sie farbig zu drucken (das kostet mehr).',
  'preflight.envelopeCapacity':
    'Der Brief umfasst {sheets} Blätter; ein Umschlag {envelope} fasst {capacity}. Wählen Sie einen größeren Umschlag oder teilen Sie den Brief.',
  'preflight.code.pageSize': 'Seitenformat',
  'preflight.code.orientation': 'Ausrichtung',
  'preflight.code.unprintableEdge': 'Nicht druckbarer Rand',
  'preflight.code.addressWindow': 'Anschriftfenster',
  'preflight.code.technicalArea': 'Technische Bereiche',
  'preflight.code.fontNotEmbedded': 'Schrift nicht eingebettet',
  'preflight.code.fontNotSubstitutable': 'Nicht ersetzbare Schrift',
  'preflight.code.type3Font': 'Type-3-Schrift',
  'preflight.code.lowResolution': 'Bildauflösung',
  'preflight.code.colourOnBlackAndWhite': 'Farbe auf Schwarzweiß',
  'preflight.code.envelopeCapacity': 'Umschlagkapazität',
  'preflight.severity.refuse': 'Abgelehnt',
  'preflight.severity.warn': 'Warnung',
};
