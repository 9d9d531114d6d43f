import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'apiKey.tab': 'Clés d’API',
  'apiKey.intro':
    'Une clé permet à un autre système d’appeler l’API en tant qu’utilisateur technique de ce compte, avec les portées que vous choisissez. Envoyez-la comme Authorization: Bearer <clé>.',
  'apiKey.empty': 'Ce compte n’a aucune clé d’API.',
  'apiKey.loadError': 'Les clés d’API n’ont pas pu être chargées',
  'apiKey.newFirst': 'Enregistrez d’abord le compte ; vous pourrez ensuite créer ses clés d’API.',
  'apiKey.create': 'Nouvelle clé d’API',
  'apiKey.createSubmit': 'Créer la clé',
  'apiKey.cancel': 'Annuler',
  'apiKey.name': 'Nom',
  'apiKey.nameHelp':
    'Qui utilise la clé, par exemple le système de facturation. L’historique affiche ce nom.',
  'apiKey.nameRequired': 'Donnez un nom à la clé.',
  'apiKey.prefix': 'La clé commence par',
  'apiKey.scopes': 'Portées',
  'apiKey.scopesRequired': 'Choisissez au moins une portée.',
  'apiKey.scope.deposit': 'Déposer des fichiers',
  'apiKey.scope.order': 'Créer et annuler des commandes',
  'apiKey.scope.read': 'Lire les dépôts, commandes et envois du compte',
  'apiKey.scope.admin': 'Administrer le compte et ses services',
  'apiKey.scope.externalAuth': 'Connecter ses utilisateurs (authentification externe)',
  'apiKey.expiresAt': 'Expire le',
  'apiKey.expiresAtHelp': 'Facultatif : la clé cesse de fonctionner au début de ce jour.',
  'apiKey.noExpiry': 'Jamais',
  'apiKey.created': 'Créée',
  'apiKey.createdByAt': '{date} par {login}',
  'apiKey.lastUsed': 'Dernière utilisation',
  'apiKey.neverUsed': 'Pas encore',
  'apiKey.status': 'État',
  'apiKey.status.active': 'Active',
  'apiKey.status.expired': 'Expirée',
  'apiKey.status.revoked': 'Révoquée le {date} par {login}',
  'apiKey.revoke': 'Révoquer',
  'apiKey.revokeLabel': 'Révoquer la clé {name}',
  'apiKey.revokeTitle': 'Révoquer cette clé d’API ?',
  'apiKey.revokeConfirm': 'Tout appel fait avec {name} ({prefix}) sera refusé désormais. C’est irréversible.',
  'apiKey.revoked': 'La clé a été révoquée.',
  'apiKey.secretTitle': 'Votre nouvelle clé d’API',
  'apiKey.secretWarning':
    'Copiez la clé maintenant et gardez-la en lieu sûr : elle n’est affichée que cette fois et ne pourra plus être retrouvée. Qui la détient agit au nom de ce compte.',
  'apiKey.copy': 'Copier',
  'apiKey.copied': 'Copiée',
  'apiKey.done': 'J’ai copié la clé',
  'apiKey.error.scopesBeyondYours':
    'Vous ne pouvez pas donner ces portées : elles demandent des droits que vous n’avez pas vous-même.',
  'apiKey.error.externalTokenRefused':
    'Ce lien de connexion n’est plus valable. Rouvrez la page depuis votre application.',
  'apiKey.profile': 'Profil pour les dépôts',
  'apiKey.profileHelp': 'Un dépôt fait avec cette clé peut utiliser les services de ce profil.',
};
