import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'system.options.intro':
    'Les choix avec lesquels un envoi est commandé (couleur, impression, enveloppe…) : types d’option et leurs valeurs.',
  'system.options.readOnly': 'Vous pouvez consulter les options mais pas les modifier.',
  'system.options.loadError': 'Les options n’ont pas pu être chargées.',
  'system.options.retry': 'Réessayer',
  'system.options.types': 'Types d’option',
  'system.options.newType': 'Nouveau type d’option',
  'system.options.noTypes': 'Aucun type d’option pour l’instant.',
  'system.options.recomputeBadge': 'Recalcul',
  'system.options.typeName': 'Nom',
  'system.options.recompute': 'Recalculer l’envoi quand cette option change',
  'system.options.recomputeHint':
    'Pour les options qui modifient les documents eux-mêmes, comme l’impression recto verso.',
  'system.options.typeFormNew': 'Nouveau type d’option',
  'system.options.typeFormEdit': 'Type d’option {name}',
  'system.options.values': 'Valeurs de {name}',
  'system.options.pickType': 'Choisissez un type d’option pour voir ses valeurs.',
  'system.options.newValue': 'Nouvelle valeur',
  'system.options.noValues': 'Ce type d’option n’a encore aucune valeur.',
  'system.options.value': 'Valeur',
  'system.options.rank': 'Rang',
  'system.options.best': 'Recommandée',
  'system.options.bestHint': 'Présentée comme le choix recommandé.',
  'system.options.default': 'Par défaut',
  'system.options.defaultHint':
    'Présélectionnée. Les autres valeurs de ce type cessent d’être la valeur par défaut.',
  'system.options.properties': 'Propriétés',
  'system.options.noProperties': 'Aucune propriété.',
  'system.options.propertyKey': 'Clé',
  'system.options.propertyValue': 'Valeur de la propriété',
  'system.options.addProperty': 'Ajouter une propriété',
  'system.options.removeProperty': 'Retirer la propriété {key}',
  'system.options.valueFormNew': 'Nouvelle valeur de {name}',
  'system.options.valueFormEdit': 'Valeur {name}',
  'system.options.yes': 'Oui',
  'system.options.no': 'Non',
  'system.options.save': 'Enregistrer',
  'system.options.cancel': 'Annuler',
  'system.options.edit': 'Modifier',
  'system.options.view': 'Voir',
  'system.options.delete': 'Supprimer',
  'system.options.select': 'Afficher les valeurs de {name}',
  'system.options.deleteTypeConfirm': 'Supprimer le type d’option {name} ?',
  'system.options.deleteValueConfirm': 'Supprimer la valeur {name} ?',
  'system.options.typeSaved': 'Type d’option enregistré.',
  'system.options.valueSaved': 'Valeur enregistrée.',
  'system.options.typeDeleted': 'Type d’option supprimé.',
  'system.options.valueDeleted': 'Valeur supprimée.',
  'system.options.error.nameRequired': 'Le type d’option doit avoir un nom.',
  'system.options.error.valueRequired': 'La valeur doit avoir un texte.',
  'system.options.error.keyRequired': 'Chaque propriété doit avoir une clé.',
  'system.options.error.duplicateKey': 'La clé {key} est donnée deux fois.',
  'system.options.error.rank': 'Le rang est un nombre entier.',
  'system.provider.title': 'Prestataire',
  'system.provider.name': 'Prestataire',
  'system.provider.about.simulator':
    'Simulateur : rien ne part ; les statuts sont inventés au fil du temps. Pour les essais et les démonstrations.',
  'system.provider.about.smtp':
    'E-mail : chaque courrier est envoyé en e-mail par le serveur de messagerie configuré.',
  'system.provider.about.print-drop':
    'Dépôt d’impression : les fichiers d’impression sont écrits dans un dossier ou sur un serveur SFTP que l’imprimeur relève.',
  'system.provider.about.on-premise':
    'Impression sur site : un système d’impression du client récupère les fichiers produits avec le jeton du canal.',
  'system.provider.about.http-provider':
    'Prestataire JSON/HTTP : chaque envoi est posté, signé, à l’adresse du prestataire (SMS, e-mail recommandé, coffre-fort numérique).',
  'system.provider.about.other':
    'Un prestataire que ce serveur ne connaît pas : les envois de ce canal échoueront.',
  'system.provider.saveFirst':
    'Enregistrez d’abord le canal : son adresse et son secret pourront ensuite être définis ici.',
  'system.provider.loadError': 'Les réglages du prestataire n’ont pas pu être chargés.',
  'system.provider.endpoint': 'Adresse du prestataire',
  'system.provider.endpointHint':
    'L’adresse https du prestataire ; les envois y sont postés suivie de /shipments. Vide : celle de la configuration du serveur.',
  'system.provider.saveEndpoint': 'Enregistrer l’adresse',
  'system.provider.removeEndpoint': 'Retirer l’adresse',
  'system.provider.source.endpoint.system': 'Utilisée : l’adresse définie ici.',
  'system.provider.source.endpoint.configuration': 'Utilisée : l’adresse de la configuration du serveur.',
  'system.provider.source.endpoint.none': 'Aucune adresse : un prestataire JSON/HTTP ne peut pas être joint.',
  'system.provider.secret': 'Secret',
  'system.provider.secretSet': 'Ce canal a son propre secret, défini le {date}.',
  'system.provider.secretNotSet':
    'Pas de secret propre : le secret du prestataire dans la configuration du serveur est utilisé.',
  'system.provider.secretNone': 'Aucun secret : les appels signés de ce prestataire sont refusés.',
  'system.provider.secretHint':
    'Les deux parties signent leurs appels avec. Il est stocké chiffré et ne peut pas être relu.',
  'system.provider.newSecret': 'Nouveau secret',
  'system.provider.setSecret': 'Définir le secret',
  'system.provider.generate': 'Générer un secret',
  'system.provider.removeSecret': 'Retirer le secret',
  'system.provider.generatedOnce':
    'Copiez ce secret maintenant et transmettez-le au prestataire : il ne sera plus affiché.',
  'system.provider.copy': 'Copier',
  'system.provider.copied': 'Copié',
  'system.provider.trackingUrl': 'Le prestataire signale les événements de suivi à cette adresse :',
  'system.provider.saved': 'Réglages du prestataire enregistrés.',
  'system.provider.error.endpointUrl': 'Ce n’est pas une adresse web.',
  'system.provider.error.endpointHttps':
    'L’adresse doit commencer par https:// (http:// seulement pour localhost ou 127.0.0.1).',
  'system.provider.error.endpointCredentials':
    'L’adresse ne doit contenir ni nom d’utilisateur ni mot de passe.',
  'system.provider.error.endpointQuery': 'L’adresse ne doit contenir ni requête (?…) ni fragment (#…).',
  'system.provider.error.secretShort': 'Le secret doit compter au moins {min} caractères.',
};
