import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'embedded.status.loading': 'Connexion…',
  'embedded.status.ready': 'En attente de la connexion par le portail.',
  'embedded.status.readyRefused': 'Le portail n’a pas pu vous connecter : {error}',
  'embedded.status.connecting': 'Connectez-vous pour continuer.',
  'embedded.status.connected': 'Vous êtes connecté. En attente d’un document du portail.',
  'embedded.status.creatingJob': 'Préparation du document…',
  'embedded.status.inDeposit': 'Un dépôt est en cours.',
  'embedded.status.deliveryCreated': 'Commande créée',
  'embedded.status.deliveryCreatedText': 'La commande {commandId} a été créée.',
  'embedded.status.jobCancelled': 'Le dépôt a été annulé',
  'embedded.status.waitingNext':
    'Envoyez un autre document depuis le portail pour commencer un nouveau dépôt.',
  'embedded.status.done': 'Cette session est terminée',
  'embedded.status.doneText': 'Rechargez la page du portail pour recommencer.',
  'embedded.error.missingToken': 'Aucun jeton n’a été fourni pour la connexion.',
  'embedded.error.jobNotFound': 'Le dépôt {jobId} n’existe pas ou ne vous appartient pas.',
  'embedded.error.jobFailed': 'Le dépôt n’a pas pu être traité.',
  'embedded.error.sessionEnded': 'Votre session est terminée.',
};
