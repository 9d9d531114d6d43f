import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'processing.home.intro':
    'Configurez ce que vos utilisateurs déposent et la façon dont leurs courriers sont envoyés.',
  'processing.home.services.hint':
    'Créez, copiez, activez, exportez et importez les services que suivent les dépôts : bacs, découpage, fichiers de données, exigences et canaux.',
  'processing.home.recipientsChoice.hint':
    'Ce que les destinataires peuvent choisir sur la façon de recevoir leur courrier, et les textes qui le leur demandent.',
  'processing.services.intro':
    'Les services proposés à une unité organisationnelle : les siens et ceux des unités au-dessus d’elle.',
  'processing.services.filter.ou': 'Unité organisationnelle',
  'processing.services.filter.text': 'Rechercher par nom ou description',
  'processing.services.filter.type': 'Type',
  'processing.services.filter.status': 'État',
  'processing.services.filter.any': 'Tous',
  'processing.services.status.enabled': 'Activé',
  'processing.services.status.disabled': 'Désactivé',
  'processing.services.inconsistent': 'Incohérent',
  'processing.services.inconsistent.hint':
    'Un canal, une option, un fichier de sortie ou une métadonnée que nomme ce service n’existe plus ou n’est plus proposé : modifiez le service pour le corriger.',
  'processing.services.inherited': 'De {ou}',
  'processing.services.inheritedAbove': 'D’une unité au-dessus de la vôtre : lecture seule.',
  'processing.services.type.SIMPLE_UNIQUE': 'Document unique',
  'processing.services.type.SIMPLE_MULTIPLE': 'Documents découpés en courriers',
  'processing.services.type.ARCHIVE': 'Archive',
  'processing.services.type.PREPROCESSING': 'Documents et fichiers de données',
  'processing.services.type.PREPROCESSING_UNIQUE': 'Document unique et fichiers de données',
  'processing.services.type.ADVANCED': 'Avancé',
  'processing.services.typeHint.SIMPLE_UNIQUE':
    'Un PDF par dépôt ; ses valeurs sont vérifiées avant que le dépôt soit fait.',
  'processing.services.typeHint.SIMPLE_MULTIPLE':
    'Des PDF découpés en courriers par nombre de pages ou par un repère.',
  'processing.services.typeHint.ARCHIVE': 'Une archive ZIP dont les fichiers vont dans les bacs.',
  'processing.services.typeHint.PREPROCESSING':
    'Des documents rapprochés des enregistrements de fichiers de données (CSV, largeur fixe, JSON).',
  'processing.services.typeHint.PREPROCESSING_UNIQUE':
    'Un document dans le bac principal, rapproché des enregistrements de fichiers de données.',
  'processing.services.typeHint.ADVANCED': 'Toute combinaison de bacs, de parents et d’appositions.',
  'processing.services.column.name': 'Nom',
  'processing.services.column.type': 'Type',
  'processing.services.column.status': 'État',
  'processing.services.column.updated': 'Dernière modification',
  'processing.services.column.actions': 'Actions',
  'processing.services.count': '{count} services',
  'processing.services.empty': 'Aucun service ne correspond à ces filtres.',
  'processing.services.none': 'Aucun service n’est encore proposé à cette unité.',
  'processing.services.new': 'Nouveau service',
  'processing.services.new.title': 'Type du nouveau service',
  'processing.services.new.intro':
    'Le type décide des bacs d’un dépôt et de la façon dont ses fichiers deviennent des courriers.',
  'processing.services.import': 'Importer un service',
  'processing.services.actions': 'Actions sur {name}',
  'processing.services.edit': 'Modifier',
  'processing.services.copy': 'Copier',
  'processing.services.enable': 'Activer',
  'processing.services.disable': 'Désactiver',
  'processing.services.export': 'Exporter',
  'processing.services.delete': 'Supprimer',
  'processing.services.enabled.done': 'Le service {name} est activé.',
  'processing.services.disabled.done': 'Le service {name} est désactivé.',
  'processing.services.exportFailed': 'Le service {name} n’a pas pu être exporté.',
  'processing.services.cancel': 'Annuler',
  'processing.services.close': 'Fermer',
  'processing.services.delete.title': 'Supprimer le service {name}',
  'processing.services.delete.text':
    'Les utilisateurs ne pourront plus déposer dans ce service. Les dépôts déjà faits gardent leur historique.',
  'processing.services.delete.submit': 'Supprimer le service',
  'processing.services.delete.openJobs':
    'Ce service a {openJobs} dépôts en cours et {pendingOrders} commandes en attente de validation.',
  'processing.services.delete.effect':
    'Le supprimer quand même rejette ces {pendingOrders} commandes en attente de validation ; les dépôts restent tels quels.',
  'processing.services.delete.force': 'Supprimer quand même',
  'processing.services.delete.done': 'Le service {name} a été supprimé.',
  'processing.services.delete.doneRejected':
    'Le service {name} a été supprimé ; {count} commandes en attente de validation ont été rejetées.',
  'processing.services.import.title': 'Importer un service',
  'processing.services.import.text':
    'Un fichier exporté depuis cet écran. Le service est créé dans {ou} ; les fichiers joints à ses bacs ne sont pas dans le fichier et doivent être ajoutés de nouveau.',
  'processing.services.import.file': 'Fichier du service',
  'processing.services.import.submit': 'Importer le service',
  'processing.services.import.failed': 'Rien n’a été importé : {count} problèmes à corriger.',
  'processing.services.import.at': '{path} : {text}',
  'processing.services.import.done': 'Le service {name} a été importé.',
};
