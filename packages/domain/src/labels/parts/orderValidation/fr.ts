import type { Translations } from '../define';
import type { en } from './en';

// French: exactly the keys of en.ts, the same {placeholders}.
export const fr: Translations<typeof en> = {
  'home.quickLinks.validation': 'Examiner, valider ou refuser les commandes qui vous attendent.',
  'deposit.validation.openOrder': 'Valider ou refuser la commande {name}',
  'deposit.validation.selectAll': 'Sélectionner toutes les commandes',
  'deposit.validation.selectOne': 'Sélectionner la commande {name}',
  'deposit.validation.selected': 'Sélectionnées : {count}',
  'deposit.validation.validateSelected': 'Valider les commandes sélectionnées',
  'deposit.validation.rejectSelected': 'Refuser les commandes sélectionnées',
  'deposit.validation.rejectMany': 'Refuser {count} commandes',
  'deposit.validation.confirmRejectMany': 'Refuser les commandes',
  'deposit.validation.failed.validate': 'La commande {name} n’a pas pu être validée : {reason}',
  'deposit.validation.failed.reject': 'La commande {name} n’a pas pu être refusée : {reason}',
  'deposit.packGroups.column.preview': 'Première page',
  'deposit.packGroups.column.address': 'Adresse imprimée',
  'deposit.packGroups.identifier': 'Référence {identifier}',
  'deposit.packGroups.status.byHand': 'Corrigée à la main',
  'deposit.packGroups.reason.rewritten': 'Réécrite comme le demande la poste du pays de destination.',
  'deposit.packGroups.reason.destination': 'Destination : {country}',
  'deposit.packGroups.preview.open': 'Voir les pages du courrier {position}',
  'deposit.packGroups.preview.alt': 'Page {page} du courrier {position}',
  'deposit.packGroups.preview.deposited':
    'Les pages telles que déposées. Le BAT montre le courrier tel qu’il sera imprimé.',
  'deposit.packGroups.preview.failed': 'Pas d’aperçu',
  'deposit.packGroups.proof.button': 'BAT',
  'deposit.packGroups.proof.open': 'Faire le BAT du courrier {position}',
  'deposit.packGroups.proof.title': 'BAT du courrier {position}',
  'deposit.packGroups.proof.intro':
    'Le courrier {position} composé tel qu’il sera imprimé, avec les options de la commande, marqué comme BAT.',
  'deposit.split.starts': 'Un nouveau document commence à {marker}.',
  'deposit.split.ends': 'Un document se termine à {marker}.',
  'deposit.split.marker.any': 'chaque page qui porte un texte quelconque {where}',
  'deposit.split.marker.contains': 'chaque page où « {text} » apparaît {where}',
  'deposit.split.marker.startsWith': 'chaque page dont le texte {where} commence par « {text} »',
  'deposit.split.marker.endsWith': 'chaque page dont le texte {where} se termine par « {text} »',
  'deposit.split.marker.exact': 'chaque page dont le texte {where} est exactement « {text} »',
  'deposit.split.marker.pattern': 'chaque page dont le texte {where} correspond au motif {text}',
  'deposit.split.where.header': 'dans la zone d’en-tête',
  'deposit.split.where.footer': 'dans la zone de pied de page',
  'deposit.split.where.area': 'dans la zone marquée',
};
