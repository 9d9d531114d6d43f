import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'issue.service.channel.escalationDays':
    'Le canal « {label} » attend de {min} à {max} jours ouvrés l’ouverture avant d’escalader.',
  'issue.service.channel.escalationNoNext':
    'Le canal « {label} » escalade, mais aucun canal ne le suit dans la stratégie d’envoi.',
  'issue.service.channel.escalationNotDigital':
    'Seul un canal e-mail ou e-mail recommandé peut escalader faute d’ouverture : « {label} » ne le peut pas.',
  'processing.escalation.title': 'Numérique d’abord',
  'processing.escalation.enabled': 'Envoyer par le canal suivant si non ouvert',
  'processing.escalation.days': 'Jours ouvrés d’attente de l’ouverture',
  'processing.escalation.help':
    'Non ouvert dans ces jours ouvrés du canal, rejeté, non distribué ou désabonné : le document repart par le canal suivant de la stratégie d’envoi, par exemple une lettre recommandée. Un destinataire qui a confirmé l’e-mail comme choix n’est pas escaladé pour un e-mail non ouvert ; celui qui a choisi le courrier reçoit la lettre aussitôt.',
  'details.escalation.waiting': 'Escalade vers {channel} le {date} si non ouvert.',
  'details.history.action.escalationSkipped': 'Non escaladé : le destinataire a choisi l’e-mail',
};
