import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'preflight.pageSize':
    'La page mesure {width} × {height} mm ; le canal imprime sur du {format}. Mettez la page au format {format}.',
  'preflight.orientation':
    'La page est en paysage ; le canal imprime sur du {format} en portrait. Redressez la page.',
  'preflight.unprintableEdge':
    "Un élément est imprimé à moins de {edge} mm du bord de la page, là où les imprimantes n'impriment pas.",
  'preflight.addressWindow':
    "Autre chose que l'adresse apparaît dans la fenêtre de l'enveloppe ou tout près (un logo, un trait, un texte trop proche). Le transporteur risque de ne pas lire l'adresse.",
  'preflight.technicalArea':
    'La page a du contenu là où le canal imprime sa zone {type} : il serait recouvert.',
  'preflight.fontNotEmbedded':
    "La police {font} n'est pas incorporée ; elle sera imprimée en {substitute}, qui a les mêmes largeurs de lettres.",
  'preflight.fontNotSubstitutable':
    "La police {font} n'est pas incorporée et aucune police aux mêmes largeurs de lettres ne peut la remplacer : le texte ne s'imprimerait pas tel qu'il a été écrit.",
  'preflight.type3Font':
    'La police {font} est une police Type 3 (lettres dessinées, souvent des images), que les imprimantes rendent mal.',
  'preflight.lowResolution':
    'Une image est à {dpi} dpi à sa taille imprimée ; il faut au moins {minimum} dpi pour une impression nette.',
  'preflight.colourOnBlackAndWhite':
    'La page est en couleur ; le canal imprime en noir et blanc. Choisissez une option couleur pour l’imprimer en couleur (elle coûte plus cher).',
  'preflight.envelopeCapacity':
    'La lettre fait {sheets} feuilles ; une enveloppe {envelope} en contient {capacity}. Choisissez une enveloppe plus grande ou séparez la lettre.',
  'preflight.code.pageSize': 'Format de page',
  'preflight.code.orientation': 'Orientation',
  'preflight.code.unprintableEdge': 'Bord non imprimable',
  'preflight.code.addressWindow': "Fenêtre d'adresse",
  'preflight.code.technicalArea': 'Zones techniques',
  'preflight.code.fontNotEmbedded': 'Police non incorporée',
  'preflight.code.fontNotSubstitutable': 'Police irremplaçable',
  'preflight.code.type3Font': 'Police Type 3',
  'preflight.code.lowResolution': "Résolution d'image",
  'preflight.code.colourOnBlackAndWhite': 'Couleur en noir et blanc',
  'preflight.code.envelopeCapacity': "Capacité de l'enveloppe",
  'preflight.severity.refuse': 'Refusé',
  'preflight.severity.warn': 'Avertissement',
};
