import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'admin.users.title': 'Utilisateurs',
  'admin.users.new': 'Nouvel utilisateur',
  'admin.users.importButton': 'Importer depuis un CSV',
  'admin.users.exportName': 'les utilisateurs (CSV)',
  'admin.users.filter.text': 'Rechercher par identifiant, nom ou e-mail',
  'admin.users.filter.ou': 'Dans le compte',
  'admin.users.filter.profile': 'Avec le profil',
  'admin.users.filter.group': 'Dans le groupe',
  'admin.users.filter.status': 'État',
  'admin.users.filter.any': 'Tous',
  'admin.users.count': '{count} utilisateurs',
  'admin.users.empty': 'Aucun utilisateur ne correspond à ces filtres.',
  'admin.users.column.login': 'Identifiant',
  'admin.users.column.name': 'Nom',
  'admin.users.column.email': 'E-mail',
  'admin.users.column.ou': 'Compte',
  'admin.users.column.profile': 'Profil',
  'admin.users.column.group': 'Groupe',
  'admin.users.column.status': 'État',
  'admin.users.column.created': 'Créé le',
  'admin.users.status.enabled': 'Actif',
  'admin.users.status.disabled': 'Désactivé',
  'admin.users.open': "Ouvrir l'utilisateur {login}",
  'admin.users.drawer.create': 'Nouvel utilisateur',
  'admin.users.drawer.edit': 'Utilisateur {login}',
  'admin.users.field.login': 'Identifiant',
  'admin.users.field.title': 'Civilité',
  'admin.users.field.firstName': 'Prénom',
  'admin.users.field.lastName': 'Nom de famille',
  'admin.users.field.email': 'Adresse e-mail',
  'admin.users.field.phone': 'Téléphone',
  'admin.users.field.mobile': 'Mobile',
  'admin.users.field.locale': 'Langue',
  'admin.users.field.ou': 'Compte',
  'admin.users.field.profile': 'Profil',
  'admin.users.field.group': 'Groupe',
  'admin.users.field.noGroup': 'Aucun groupe',
  'admin.users.field.enabled': 'Peut se connecter',
  'admin.users.field.addressRanges': "Plages d'adresses autorisées",
  'admin.users.field.addressRangesHint':
    'Une plage par ligne en notation CIDR, par exemple 192.168.0.0/24. Vide : toute adresse.',
  'admin.users.field.created': 'Créé le {date}',
  'admin.users.field.mustChangePassword': "N'a pas encore remplacé le mot de passe provisoire.",
  'admin.users.save': "Enregistrer l'utilisateur",
  'admin.users.cancel': 'Annuler',
  'admin.users.close': 'Fermer',
  'admin.users.enable': 'Activer',
  'admin.users.disable': 'Désactiver',
  'admin.users.resetPassword': 'Envoyer un e-mail de réinitialisation du mot de passe',
  'admin.users.delete': 'Supprimer',
  'admin.users.deleteConfirm.title': 'Supprimer cet utilisateur ?',
  'admin.users.deleteConfirm.text':
    '{login} ne pourra plus se connecter. Ses dépôts et commandes sont conservés.',
  'admin.users.deleteConfirm.confirm': "Supprimer l'utilisateur",
  'admin.users.saved': "L'utilisateur {login} a été enregistré.",
  'admin.users.deleted': "L'utilisateur {login} a été supprimé.",
  'admin.users.enabledDone': "L'utilisateur {login} peut de nouveau se connecter.",
  'admin.users.disabledDone': "L'utilisateur {login} ne peut plus se connecter.",
  'admin.users.resetSent': 'Un e-mail de réinitialisation du mot de passe a été envoyé à {email}.',
  'admin.users.tempPassword.title': 'Mot de passe provisoire',
  'admin.users.tempPassword.text':
    "Donnez ce mot de passe provisoire à {login} : il choisira le sien à sa première connexion. Il n'est affiché qu'une fois.",
  'admin.users.tempPassword.done': 'Terminé',
  'admin.users.ownPermissions.title': 'Réduire vos propres droits ?',
  'admin.users.ownPermissions.text':
    "Ce profil vous donne moins de droits que maintenant : vous pourriez perdre l'accès à des écrans que vous utilisez, et seul un autre administrateur pourrait vous les rendre.",
  'admin.users.ownPermissions.confirm': 'Enregistrer quand même',
  'admin.users.readOnly': 'Vous pouvez consulter les utilisateurs mais pas les modifier.',
  'admin.users.error.duplicateLogin':
    "L'utilisateur existe déjà dans le système. Choisissez un autre identifiant.",
  'admin.users.error.insufficientPermissions':
    "Vos droits ne suffisent pas pour modifier cet utilisateur : son profil accorde des droits que vous n'avez pas.",
  'admin.users.error.profileOfOtherOu':
    "Ce profil appartient à un autre compte : choisissez-en un du compte de l'utilisateur ou d'un compte au-dessus.",
  'admin.users.error.groupOfOtherOu':
    "Ce groupe appartient à un autre compte : choisissez-en un du compte de l'utilisateur ou d'un compte au-dessus.",
  'admin.users.error.ownPermissionsReduced':
    "Ce profil vous donne moins de droits que maintenant : confirmez pour l'enregistrer.",
  'admin.users.error.deleteSelf': 'Vous ne pouvez pas supprimer votre propre compte.',
  'admin.users.error.disableSelf': 'Vous ne pouvez pas désactiver votre propre compte.',
  'admin.users.error.lastSuperAdmin':
    "C'est le dernier super administrateur qui peut se connecter : donnez d'abord ce rôle à un autre utilisateur.",
  'admin.users.error.addressNotAllowed': "La connexion à ce compte n'est pas autorisée depuis cette adresse.",
  'admin.users.error.phoneInvalid':
    "Numéro de téléphone invalide : saisissez un numéro de son pays, avec l'indicatif international depuis l'étranger.",
  'admin.users.error.emailInvalid': 'Adresse e-mail invalide.',
  'admin.users.error.noEmail':
    "Cet utilisateur n'a pas d'adresse e-mail : aucun e-mail de réinitialisation ne peut être envoyé.",
  'admin.users.error.mailFailed': "L'e-mail n'a pas pu être envoyé. Réessayez plus tard.",
  'admin.users.import.title': 'Importer des utilisateurs',
  'admin.users.import.file': 'Fichier CSV',
  'admin.users.import.ou': 'Dans le compte cible',
  'admin.users.import.columns':
    "Une ligne d'en-tête, puis un utilisateur par ligne, champs séparés par des points-virgules, en UTF-8 ou ISO-8859-1. Colonnes : {columns}. Profils par nom, groupes par code, enabled à true ou false, plages d'adresses séparées par des espaces.",
  'admin.users.import.submit': 'Importer les utilisateurs',
  'admin.users.import.failed': "Rien n'a été importé : {count} problèmes à corriger.",
  'admin.users.import.done': '{count} utilisateurs importés.',
  'admin.users.import.passwords': 'Mots de passe provisoires, affichés une seule fois :',
  'admin.users.importIssue.header': 'Ligne 1 : les colonnes doivent être exactement {expected}.',
  'admin.users.importIssue.columnCount': 'Ligne {line} : {count} champs au lieu de {expected}.',
  'admin.users.importIssue.required': 'Ligne {line} : {field} est obligatoire.',
  'admin.users.importIssue.invalid': "Ligne {line} : {field} n'est pas valide ({value}).",
  'admin.users.importIssue.duplicateLogin': "Ligne {line} : l'identifiant {value} existe déjà.",
  'admin.users.importIssue.duplicateInFile':
    "Ligne {line} : l'identifiant {value} figure aussi sur une autre ligne.",
  'admin.users.importIssue.profileUnknown':
    'Ligne {line} : aucun profil nommé {value} dans ce compte ou au-dessus.',
  'admin.users.importIssue.profileNotAllowed':
    'Ligne {line} : vos droits ne permettent pas de donner le profil {value}.',
  'admin.users.importIssue.groupUnknown':
    'Ligne {line} : aucun groupe de code {value} dans ce compte ou au-dessus.',
  'admin.users.importIssue.empty': 'Le fichier ne contient aucun utilisateur.',
  'admin.users.importIssue.tooManyLines':
    'Le fichier contient {count} utilisateurs ; au plus {max} sont importés à la fois.',
};
