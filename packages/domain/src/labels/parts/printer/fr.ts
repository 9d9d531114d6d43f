import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'printer.error.fileNotFound': 'Ce fichier imprimé est introuvable.',
  'printer.error.alreadyOrdered':
    'Ce fichier imprimé a déjà été commandé : il ne peut pas être déposé à nouveau.',
  'printer.error.stillDeposited': 'Ce fichier imprimé appartient à un dépôt : il ne peut pas être supprimé.',
  'printer.error.noCompatibleBox':
    'Le service de l’imprimante n’a aucun emplacement de fichier qui accepte un PDF.',
  'printer.error.uploadError': 'Le document imprimé n’a pas pu être reçu. Veuillez l’imprimer à nouveau.',
  'printer.error.noService':
    'L’impression automatique a besoin d’un service : choisissez-le dans les réglages de l’imprimante.',
  'printer.error.processingFailed': 'Le document imprimé n’a pas pu être découpé en lettres.',
  'printer.error.lettersRefused': 'Certaines lettres du document imprimé ne peuvent pas être envoyées.',
  'printer.error.orderRefused': 'La commande du document imprimé a été refusée.',
  'printer.notification.printed.subject': '{appName} : « {name} » a été imprimé',
  'printer.notification.printed.text':
    'Votre document « {name} » ({pages} pages) est arrivé sur l’imprimante virtuelle. Ouvrez {appName} pour l’envoyer : {link}',
  'printer.notification.printed.html':
    '<p>Votre document <strong>{name}</strong> ({pages} pages) est arrivé sur l’imprimante virtuelle.</p><p><a href="{link}">Ouvrez {appName}</a> pour l’envoyer.</p>',
  'printer.notification.failed.subject': '{appName} : « {name} » n’a pas pu être envoyé',
  'printer.notification.failed.text':
    'Votre document imprimé « {name} » n’a pas pu être envoyé automatiquement : {reason}\n\nOuvrez {appName} pour le voir : {link}',
  'printer.notification.failed.html':
    '<p>Votre document imprimé <strong>{name}</strong> n’a pas pu être envoyé automatiquement : {reason}</p><p><a href="{link}">Ouvrez {appName}</a> pour le voir.</p>',
};
