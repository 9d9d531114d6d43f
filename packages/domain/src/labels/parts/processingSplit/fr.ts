import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'processing.split.intro':
    'Comment chaque PDF d’une case est découpé en lettres. Déposez un PDF d’exemple pour placer la zone sur ses pages et voir les lettres obtenues avant d’enregistrer.',
  'processing.split.noPdfBox':
    'Aucune case de ce service ne reçoit de fichiers PDF. Donnez à une case le type « Documents PDF » dans l’onglet Cases.',
  'processing.split.box': 'Case PDF',
  'processing.split.kind': 'Comment chaque fichier est découpé en lettres',
  'processing.split.kind.none': 'Chaque fichier est une lettre',
  'processing.split.kind.page': 'Une lettre toutes les quelques pages',
  'processing.split.kind.area': 'Une lettre commence sur chaque page qui montre un texte dans une zone',
  'processing.split.pagesPerPart': 'Pages par lettre',
  'processing.split.pagesPerPartRange': 'Saisissez un nombre entier de 1 à {max}.',
  'processing.split.value': 'Texte qui commence une lettre',
  'processing.split.valueHint':
    'Une expression régulière cherchée dans le texte de la zone, par exemple ^Page 1/. Vide : tout texte dans la zone commence une lettre.',
  'processing.split.area': 'Zone de découpage',
  'processing.split.preview.title': 'Lettres de l’exemple',
  'processing.split.preview.noSample':
    'Déposez un PDF d’exemple pour voir comment il est découpé en lettres.',
  'processing.split.preview.reading': 'Découpage de l’exemple…',
  'processing.split.preview.count': 'Lettres trouvées : {count}',
  'processing.split.preview.partPages': 'Lettre {n} : pages {from}–{to}',
  'processing.split.preview.partPage': 'Lettre {n} : page {page}',
  'processing.split.preview.truncated': 'Seules les {read} premières pages sur {count} ont été lues.',
  'processing.split.preview.pages': 'Texte de la zone, page par page',
  'processing.split.preview.page': 'Page',
  'processing.split.preview.text': 'Texte de la zone',
  'processing.split.preview.starts': 'Commence une lettre',
  'processing.split.preview.startsLetter': 'Lettre {n}',
  'processing.split.preview.noText': 'Aucun texte',
  'processing.split.picker.pageImage': 'Page {page} de l’exemple',
  'processing.split.picker.text': 'Texte de la zone en page {page}',
  'processing.split.picker.noText': 'Aucun texte dans la zone sur cette page.',
  'processing.split.picker.reading': 'Lecture de la zone…',
  'processing.split.picker.outside': 'La zone dépasse de la page, qui mesure {widthMm} × {heightMm} mm.',
  'processing.split.picker.typeArea':
    'Sans exemple, saisissez la zone en mm depuis le coin supérieur gauche de la page.',
  'processing.split.picker.lineTolerance': 'Lignes de texte',
  'processing.split.picker.lineTolerance.default':
    'Joindre les caractères un peu au-dessus ou au-dessous de la ligne',
  'processing.split.picker.lineTolerance.strict': 'Ne garder que les caractères exactement sur la ligne',
  'processing.split.picker.wordSpace': 'Espaces entre les mots',
  'processing.split.picker.wordSpace.standard': 'Aux écarts normaux',
  'processing.split.picker.wordSpace.narrow': 'Aussi aux écarts étroits',
  'processing.split.sample.title': 'PDF d’exemple',
  'processing.split.sample.drop':
    'Déposez un PDF ici ou choisissez-en un. Il sert seulement à essayer les réglages et n’est pas enregistré avec le service.',
  'processing.split.sample.choose': 'Choisir un PDF',
  'processing.split.sample.chosen': '{name} · pages : {count}',
  'processing.split.sample.replace': 'Remplacer',
  'processing.split.sample.remove': 'Retirer',
  'processing.split.sample.sending': 'Envoi de l’exemple…',
  'processing.split.sample.notPdf': '« {name} » n’est pas un PDF : choisissez un fichier PDF comme exemple.',
};
