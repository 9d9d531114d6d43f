import { fr as systemBrandingsFr } from './parts/systemBrandings/fr';
import { fr as systemLocalesFr } from './parts/systemLocales/fr';
import { fr as depositPreflightFr } from './parts/depositPreflight/fr';
import { fr as preflightFr } from './parts/preflight/fr';
import { fr as printerFr } from './parts/printer/fr';
import { fr as printerScreenFr } from './parts/printerScreens/fr';
import { fr as ssoFr } from './parts/sso/fr';
import { fr as a11yFr } from './parts/a11y/fr';
import { fr as faceFr } from './parts/face/fr';
import { fr as apiKeyFr } from './parts/apiKeys/fr';
import { fr as webhooksFr } from './parts/webhooks/fr';
import { fr as ippPrintFr } from './parts/ippPrint/fr';
import { fr as costsFr } from './parts/costs/fr';
import { fr as smppFr } from './parts/smpp/fr';
import { fr as evidenceFr } from './parts/evidence/fr';
import { fr as mailDomainsFr } from './parts/mailDomains/fr';
import { fr as mailReturnsFr } from './parts/mailReturns/fr';
import { fr as escalationFr } from './parts/escalation/fr';
import { fr as embeddedFr } from './parts/embedded/fr';
import { fr as systemSecurityFr } from './parts/systemSecurity/fr';
import { fr as systemChannelsFr } from './parts/systemChannels/fr';
import { fr as systemAreasFr } from './parts/systemAreas/fr';
import { fr as systemOptionsFr } from './parts/systemOptions/fr';
import { fr as processingConsentFr } from './parts/processingConsent/fr';
import { fr as processingExpressionsFr } from './parts/processingExpressions/fr';
import { fr as processingRulesFr } from './parts/processingRules/fr';
import { fr as processingParserFr } from './parts/processingParser/fr';
import { fr as processingSplitFr } from './parts/processingSplit/fr';
import { fr as processingEditorFr } from './parts/processingEditor/fr';
import { fr as processingServicesFr } from './parts/processingServices/fr';
import { fr as settingsAccountFr } from './parts/settingsAccount/fr';
import { fr as adminAccessFr } from './parts/adminAccess/fr';
import { fr as adminUsersFr } from './parts/adminUsers/fr';
import { fr as adminAccountsFr } from './parts/adminAccounts/fr';
import { fr as settingsPreferencesFr } from './parts/settingsPreferences/fr';
import { fr as depositRequirementsFr } from './parts/depositRequirements/fr';
import { fr as depositUploadFr } from './parts/depositUpload/fr';
import { fr as depositPackGroupsFr } from './parts/depositPackGroups/fr';
import { fr as depositVisualsFr } from './parts/depositVisuals/fr';
import { fr as manageListsFr } from './parts/manageLists/fr';
import { fr as manageDetailsFr } from './parts/manageDetails/fr';
import { fr as homeLiveFr } from './parts/homeLive/fr';
import { fr as chartsFr } from './parts/charts/fr';
import { fr as orderValidationFr } from './parts/orderValidation/fr';
import { fr as statusFr } from './parts/statuses/fr';
import type { Labels } from './en';

// French labels: exactly the keys of en.ts (the test beside them checks keys and {placeholders}).
export const fr: Labels = {
  'app.name': 'Postbridge',
  'error.consentPageClosed':
    "L'expéditeur ne recueille pas de choix sur cette page pour le moment. Veuillez réessayer plus tard.",
  'error.consentChoiceNotOffered':
    "Ce choix n'est pas proposé par l'expéditeur. Veuillez choisir l'une des options affichées.",
  'error.invalidConsentLink':
    "Ce lien n'est pas valide. Vérifiez que vous avez saisi l'adresse complète imprimée sur votre courrier.",
  'error.invalidConsentConfirmation':
    "Ce lien de confirmation n'est pas valide, a déjà été utilisé ou a expiré. Ouvrez de nouveau le lien de votre courrier pour en demander un autre.",
  'error.recipientNotPending':
    "Le destinataire {identifier} n'a pas d'adresse e-mail en attente de confirmation.",
  'mail.consentConfirm.subject': 'Confirmez votre adresse e-mail pour {sender}',
  'mail.consentConfirm.text':
    "Bonjour,\n\nVous avez demandé à {sender} de vous envoyer vos courriers par e-mail à cette adresse. Ouvrez ce lien dans les {hours} heures pour la confirmer :\n\n{link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : cette adresse ne sera pas utilisée.",
  'mail.consentConfirm.html':
    '<p>Bonjour,</p><p>Vous avez demandé à <b>{sender}</b> de vous envoyer vos courriers par e-mail à cette adresse. Ouvrez ce lien dans les {hours} heures pour la confirmer :</p><p><a href="{link}">{link}</a></p><p>Si vous n\'êtes pas à l\'origine de cette demande, ignorez cet e-mail : cette adresse ne sera pas utilisée.</p>',
  'consent.title': "Votre préférence d'envoi",
  'consent.intro': '{sender} souhaite savoir comment vous préférez recevoir vos courriers.',
  'consent.reference': 'Votre référence : {identifier}',
  'consent.current.EMAIL': 'Choix actuel : par e-mail, à {email}.',
  'consent.current.EMAIL_PENDING': 'Choix actuel : par e-mail, à {email}, en attente de votre confirmation.',
  'consent.current.LETTER': 'Choix actuel : par courrier postal.',
  'consent.current.NONE': "Aucun choix enregistré pour l'instant.",
  'consent.question': 'Comment souhaitez-vous recevoir vos courriers ?',
  'consent.choice.EMAIL': 'Par e-mail',
  'consent.choice.LETTER': 'Par courrier postal',
  'consent.choice.NONE': 'Sans préférence',
  'consent.email': 'Votre adresse e-mail',
  'consent.submit': 'Enregistrer mon choix',
  'consent.saved.EMAIL':
    'Presque terminé : nous avons envoyé un lien de confirmation à {email}. Ouvrez-le dans les {hours} heures pour confirmer votre adresse.',
  'consent.saved.LETTER': 'Merci : {sender} vous enverra vos courriers par voie postale.',
  'consent.saved.NONE': 'Merci : votre choix est enregistré.',
  'consent.change': 'Modifier mon choix',
  'consent.confirm.title': 'Confirmez votre adresse e-mail',
  'consent.confirm.intro': 'Confirmez que vous souhaitez recevoir vos courriers par e-mail.',
  'consent.confirm.submit': 'Confirmer mon adresse',
  'consent.confirm.done':
    'Merci : votre adresse {email} est confirmée. {sender} vous enverra vos courriers par e-mail.',
  'issue.recipient.emailRequired': 'La préférence {preference} nécessite une adresse e-mail.',
  'issue.recipient.emailNotValid':
    'La préférence EMAIL nécessite une adresse qui fonctionne (emailValid true) ; utilisez EMAIL_PENDING pour une adresse à confirmer.',
  'issue.recipient.pendingEmailValid':
    "EMAIL_PENDING désigne une adresse non encore confirmée (emailValid false), qu'une liste de destinataires ne peut pas contenir.",
  'issue.recipient.listEmailValid':
    "Une liste de destinataires contient des adresses garanties par l'expéditeur : emailValid doit valoir true.",
  'issue.recipient.duplicate': 'Le destinataire {identifier} figure plusieurs fois.',
  'issue.recipient.senderAccountDisabled':
    "L'unité organisationnelle {ou} n'est pas un compte expéditeur : activez d'abord son compte expéditeur.",
  'error.generic': 'Une erreur inattendue est survenue.',
  'error.badRequest': "La requête n'est pas valide : {field} {reason}",
  'error.notFound': "L'élément demandé est introuvable.",
  'error.fileTooLarge': 'Le fichier dépasse les {limit} Mo autorisés.',
  'error.validationFailed': "{count} problème(s) doivent être corrigés avant l'enregistrement.",
  'error.jobCannotCancel': "Un dépôt à l'état {state} ne peut pas être annulé.",
  'error.filesPurged': 'Les fichiers de ce dépôt ont été supprimés à la fin de leur durée de conservation.',
  'error.depositLine': "La ligne {line} du dépôt n'est pas valide : {reason}",
  'error.serviceHasOpenJobs':
    'Le service a {openJobs} commandes en cours : confirmez pour continuer, ce qui rejettera leurs commandes en attente de validation.',
  'error.tooManyRequests': 'Trop de tentatives. Veuillez patienter {seconds} secondes puis réessayer.',
  'error.invalidCredentials': 'Identifiants invalides.',
  'error.sessionTimeout': 'Votre session a expiré... Veuillez vous reconnecter.',
  'error.unauthorized': "Vous n'êtes pas autorisé à effectuer cette opération.",
  'error.editionConflict':
    'Cet élément a été modifié par un autre utilisateur. Veuillez recommencer la modification.',
  'error.idempotencyKeyReused': 'Cette Idempotency-Key a déjà servi pour une autre requête.',
  'error.idempotencyKeyInProgress':
    "Une requête avec cette Idempotency-Key est encore en cours. Réessayez une fois qu'elle a répondu.",
  'error.passwordPolicy': 'Le mot de passe ne respecte pas la politique de sécurité...',
  'error.passwordTooShort':
    "Le mot de passe n'est pas conforme à la politique de sécurité... Il doit compter au moins {minimum} caractères.",
  'error.passwordBreached':
    "Le mot de passe n'est pas conforme à la politique de sécurité... Il fait partie des mots de passe divulgués par d'autres sites : choisissez-en un autre.",
  'error.passwordUnchanged': "Le mot de passe n'a pas changé...",
  'error.passwordTooSimilar':
    'Le mot de passe ne respecte pas la politique de sécurité... Il ressemble trop à votre identifiant, à votre nom ou à votre mot de passe précédent.',
  'error.invalidResetToken':
    'Ce lien de réinitialisation du mot de passe est invalide, déjà utilisé ou expiré.',
  'error.passwordExpired': 'Votre mot de passe a expiré. Veuillez le changer avant de continuer.',
  'error.invalidSignature': 'La signature de la requête est absente, erronée ou expirée.',
  'error.currentPasswordWrong': "Le mot de passe actuel n'est pas correct.",
  'mail.commandRejected.subject': '{appName} : votre commande « {jobName} » n’a pas été validée',
  'mail.commandRejected.text':
    'Votre commande « {jobName} » n’a pas été validée : {reason}\n\nOuvrez {appName} pour libérer ses destinataires et les commander à nouveau, ou annulez-la : {link}',
  'mail.commandRejected.html':
    '<p>Votre commande <strong>{jobName}</strong> n’a pas été validée : {reason}</p><p><a href="{link}">Ouvrez {appName}</a> pour libérer ses destinataires et les commander à nouveau, ou annulez-la.</p>',
  'mail.commandRejected.expired': 'aucun valideur n’a agi avant la fin du délai de validation.',
  'mail.commandRejected.noReason': 'aucun motif n’a été donné.',
  'mail.validatorSummary.subject': '{appName} : {count} commandes attendent votre validation',
  'mail.validatorSummary.text':
    '{count} commandes attendent votre validation. La première expire le {firstExpiry}.\n\nValidez-les ou rejetez-les dans {appName} : {link}',
  'mail.validatorSummary.html':
    '<p><strong>{count}</strong> commandes attendent votre validation. La première expire le {firstExpiry}.</p><p><a href="{link}">Validez-les ou rejetez-les dans {appName}</a>.</p>',
  'mail.lostPassword.subject': 'Réinitialisez votre mot de passe {appName}',
  'mail.lostPassword.text':
    "Bonjour {name},\n\nQuelqu'un a demandé la réinitialisation du mot de passe du compte {login}. Ouvrez ce lien dans les {minutes} minutes pour choisir un nouveau mot de passe :\n\n{link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  'mail.lostPassword.html':
    "<p>Bonjour {name},</p><p>Quelqu'un a demandé la réinitialisation du mot de passe du compte <b>{login}</b>. Ouvrez ce lien dans les {minutes} minutes pour choisir un nouveau mot de passe :</p><p><a href=\"{link}\">{link}</a></p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.</p>",
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  'common.close': 'Fermer',
  'common.backToSignIn': 'Retour à la connexion',
  'common.backToHome': "Retour à l'accueil",
  'field.required': 'Ce champ est obligatoire.',
  'field.invalidEmail': 'Saisissez une adresse e-mail valide.',
  'error.network': 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
  'error.passwordMismatch': 'Les mots de passe ne correspondent pas.',
  'error.workInProgress.title': 'Travaux en cours',
  'error.workInProgress.text':
    "Cette partie de l'application est en cours de réalisation. Veuillez réessayer plus tard.",
  'error.pageNotFound.title': 'Page introuvable',
  'error.pageNotFound.text': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'error.lazyTimeout': 'Cet écran met trop de temps à se charger. Vérifiez votre connexion puis réessayez.',
  'notification.passwordExpiry':
    'Votre mot de passe expirera dans {days} jours. Veuillez le changer dès maintenant.',
  'notification.passwordChanged': 'Votre mot de passe a été changé.',
  'shell.loading': "Chargement de l'application…",
  'shell.mainMenu': 'Menu principal',
  'shell.toggleMenu': 'Afficher ou masquer le menu',
  'shell.logoAlt': 'Logo de {appName}',
  'shell.notifications': 'Notifications (Alt+T)',
  'userMenu.open': 'Menu utilisateur de {name}',
  'userMenu.settings': 'Mes paramètres',
  'userMenu.version': 'Informations de version',
  'userMenu.signOut': 'Se déconnecter',
  'version.title': 'Informations de version',
  'version.client': 'Client web',
  'version.server': 'Serveur',
  'version.modules': 'Modules du serveur',
  'version.unavailable': 'Indisponible',
  'signIn.title': 'Connexion',
  'signIn.subtitle': 'Bienvenue sur {appName}',
  'signIn.login': 'Identifiant',
  'signIn.password': 'Mot de passe',
  'signIn.submit': 'Se connecter',
  'signIn.forgotPassword': 'Mot de passe oublié ?',
  'lostPassword.title': 'Mot de passe oublié ?',
  'lostPassword.intro':
    "Saisissez l'adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  'lostPassword.email': 'Adresse e-mail',
  'lostPassword.submit': 'Envoyer le lien',
  'lostPassword.sent':
    'Si un compte correspond à cette adresse, un e-mail contenant un lien pour choisir un nouveau mot de passe a été envoyé.',
  'password.current': 'Mot de passe actuel',
  'password.rule':
    'Au moins {minimum} caractères ; quelques mots sans rapport font un mot de passe solide et facile à retenir.',
  'password.new': 'Nouveau mot de passe',
  'password.confirm': 'Confirmez le nouveau mot de passe',
  'password.submit': 'Changer le mot de passe',
  'password.reveal': 'Afficher ou masquer les caractères saisis',
  'password.expired.title': 'Changez votre mot de passe',
  'password.expired.intro':
    'Votre mot de passe a expiré, ou c’est le mot de passe provisoire qui vous a été remis. Choisissez le vôtre pour continuer.',
  'resetPassword.title': 'Choisissez un nouveau mot de passe',
  'resetPassword.account': 'Compte : {login}',
  'resetPassword.done': 'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter.',
  'changePassword.title': 'Changer mon mot de passe',
  'home.welcome': 'Bienvenue, {name}',
  'home.counters': 'Activité',
  'home.range': 'Du {from} au {to}',
  'deposit.home.intro': 'Choisissez le service pour envoyer vos documents.',
  'deposit.home.noService': 'Aucun service ne vous est encore proposé. Adressez-vous à votre administrateur.',
  'deposit.backToServices': 'Retour aux services',
  'deposit.noServiceChosen': 'Aucun service n’a été choisi. Revenez aux services et choisissez-en un.',
  'deposit.box.choose': 'Choisir des fichiers',
  'deposit.box.dropHint': 'Déposez des fichiers PDF ici, ou choisissez-les.',
  'deposit.box.invalidType': 'Seuls les fichiers PDF sont acceptés ici. Non ajoutés : {names}',
  'deposit.box.empty': 'Aucun fichier pour l’instant.',
  'deposit.box.files': 'Fichiers de {box}',
  'deposit.box.file': '{name} ({size} Ko)',
  'deposit.box.remove': 'Retirer {name}',
  'deposit.jobName': 'Nom du dépôt',
  'deposit.send': 'Envoyer',
  'deposit.filesMissing': 'Ajoutez un fichier PDF dans chaque case pour envoyer.',
  'deposit.uploading': 'Envoi des fichiers : {percent} %',
  'deposit.uploadProgress': 'Progression de l’envoi',
  'deposit.job.processing': 'Vos documents sont en cours de traitement…',
  'deposit.job.timeout':
    'Le traitement prend plus de temps que prévu. Retrouvez ce dépôt plus tard dans Gérer.',
  'deposit.job.failed': 'Le dépôt n’a pas pu être traité',
  'deposit.job.cancelled': 'Le dépôt a été annulé',
  'deposit.order': 'Commander',
  'deposit.packGroups.title': 'Plis trouvés',
  'deposit.packGroups.summaryLabel': 'Bilan des contrôles d’adresse',
  'deposit.packGroups.total': 'Plis : {n}',
  'deposit.packGroups.countGood': 'Valides : {n}',
  'deposit.packGroups.countModified': 'Corrigées : {n}',
  'deposit.packGroups.countForced': 'Forcées : {n}',
  'deposit.packGroups.countBad': 'Invalides : {n}',
  'deposit.packGroups.position': 'N°',
  'deposit.packGroups.pages': 'Pages',
  'deposit.packGroups.pageRange': '{first}–{last} ({n} p.)',
  'deposit.packGroups.address': 'Adresse postale',
  'deposit.packGroups.check': 'Contrôle',
  'deposit.packGroups.actions': 'Actions',
  'deposit.packGroups.noAddress': 'Pas d’adresse',
  'deposit.packGroups.reject': 'Rejeter',
  'deposit.packGroups.rejectOne': 'Rejeter le pli {position}',
  'deposit.packGroups.rejected': 'Rejeté',
  'deposit.status.GOOD': 'Valide',
  'deposit.status.MODIFIED': 'Corrigée',
  'deposit.status.FORCED': 'Forcée',
  'deposit.status.BAD': 'Invalide',
  'home.countersError': "Les compteurs n'ont pas pu être chargés.",
  'counter.awaitingValidation': 'En attente de validation',
  'counter.errors': 'Erreurs',
  'counter.delivered': 'Distribués',
  'counter.processing': 'En cours de traitement',
  'counter.ordersRemaining': 'Commandes restantes',
  'counter.ordersProcessing': 'Commandes en traitement',
  'section.home': 'Accueil',
  'section.deposit': 'Envoyer',
  'section.manage': 'Gérer',
  'section.monitoring': 'Supervision',
  'section.processing': 'Traitement',
  'section.administration': 'Administration',
  'section.system': 'Système',
  'section.settings': 'Paramètres',
  'section.printer': 'Imprimante virtuelle',
  'screen.deposit.archive': "Dépôt d'archive",
  'screen.deposit.home': 'Envoyer des documents',
  'screen.deposit.delivery': "Options d'envoi",
  'screen.deposit.unique': 'Dépôt de document unique',
  'screen.deposit.split': 'Dépôt avec découpage',
  'screen.deposit.preprocessing': 'Dépôt avec prétraitement',
  'screen.deposit.form': 'Dépôt par formulaire',
  'screen.deposit.advanced': 'Dépôt avancé',
  'screen.deposit.validation': 'Validation des commandes',
  'screen.manage.home': 'Gérer',
  'screen.manage.deliveries': 'Envois',
  'screen.manage.deliveryDetail': "Détail de l'envoi",
  'screen.manage.orders': 'Dépôts',
  'screen.manage.orderDetail': 'Détail du dépôt',
  'screen.manage.documents': 'Documents',
  'screen.manage.documentsError': 'Documents en erreur',
  'screen.manage.recipientsChoice': 'Choix des destinataires',
  'screen.monitoring.home': 'Supervision',
  'screen.monitoring.deliveries': 'Supervision des envois',
  'screen.monitoring.jobs': 'Supervision des dépôts',
  'screen.monitoring.lateDeliveries': 'Envois en retard',
  'screen.monitoring.shipments': 'Supervision des plis',
  'screen.administration.home': 'Administration',
  'screen.administration.accounts': 'Comptes',
  'screen.administration.users': 'Utilisateurs',
  'screen.administration.groups': 'Groupes',
  'screen.administration.profiles': 'Profils',
  'screen.administration.permissions': 'Droits',
  'screen.system.home': 'Système',
  'screen.system.brandings': 'Marques blanches',
  'screen.system.channels': 'Canaux',
  'screen.system.locales': 'Langues',
  'screen.system.options': 'Options',
  'screen.system.security': 'Sécurité',
  'screen.processing.home': 'Traitement',
  'screen.processing.services': 'Services',
  'screen.processing.recipientsChoice': 'Consentement des destinataires',
  'screen.settings.home': 'Paramètres',
  'screen.settings.addressbox': "Carnet d'adresses",
  'screen.settings.library': 'Bibliothèque de documents',
  'screen.settings.user': 'Mon profil',
  'screen.embedded.home': 'Dépôt intégré',
  'screen.printer.config': "Configuration de l'imprimante",
  'screen.printer.home': 'Imprimante virtuelle',
  'screen.printer.manual': 'Impression manuelle',
  'screen.printer.automated': 'Impression automatique',
  'screen.printer.async': 'Envoyer un fichier imprimé',
  'issue.service.nameMandatory': 'Le service doit avoir un nom.',
  'issue.service.box.nameMandatory': 'Chaque case doit avoir un nom.',
  'issue.service.box.duplicateName': "Une autre case s'appelle déjà « {name} ».",
  'issue.service.box.labelMandatory': 'La case « {name} » doit avoir un libellé.',
  'issue.service.box.splitMinElements':
    "La case « {name} » découpe ses fichiers : son minimum doit être d'au moins 1 fichier.",
  'issue.service.box.minAboveMax':
    'La case « {name} » demande au moins {min} fichiers mais en accepte au plus {max}.',
  'issue.service.box.dataFileColumns':
    'La case de fichier de données « {name} » doit définir comment ses colonnes sont lues.',
  'issue.service.box.unknownParent': 'La case « {name} » a une case parente inconnue « {parent} ».',
  'issue.service.box.reconcileMandatory':
    'La case « {name} » doit avoir une condition qui rapproche ses documents de ceux de sa case parente.',
  'issue.service.box.unknownServiceFile':
    "La case « {name} » fait référence à un fichier du service qui n'existe pas.",
  'issue.service.metadata.nameMandatory': 'Chaque métadonnée doit avoir un nom.',
  'issue.service.metadata.duplicate': "Une autre métadonnée s'appelle déjà « {name} ».",
  'issue.service.requirement.invalidName':
    "Le nom d'exigence « {name} » est vide ou réservé. Choisissez un autre nom.",
  'issue.service.requirement.duplicate': "Une autre exigence s'appelle déjà « {name} ».",
  'issue.service.requirement.mandatory': 'Le canal « {label} » doit avoir au moins une exigence.',
  'issue.service.channel.labelMandatory': 'Chaque canal doit avoir un libellé.',
  'issue.service.channel.duplicateLabel': 'Un autre canal a déjà le libellé « {label} ».',
  'issue.service.channel.addressPageMissing':
    "Le canal « {label} » compose une page adresse, mais aucune case n'en a et le fichier de sortie n'en impose pas.",
  'issue.service.channel.unknown': 'Le canal « {id} » de « {label} » n’existe pas.',
  'issue.service.channel.notOffered':
    'Le canal « {name} » n’est pas proposé à cette unité organisationnelle.',
  'issue.service.channel.unknownOutputFile':
    'Le canal de « {label} » n’a pas de fichier de sortie « {outputFileId} ».',
  'issue.service.option.unknownType': 'Il n’existe pas de type d’option « {optionTypeId} ».',
  'issue.service.option.unknown': 'L’option « {optionId} » n’est pas une option du type « {optionTypeId} ».',
  'issue.service.option.notOffered': 'Le canal de « {label} » ne propose pas l’option « {optionId} ».',
  'issue.service.metadata.unknown':
    'Aucune métadonnée ne s’appelle « {name} » : définissez-la dans le service, une boîte ou un fichier de données.',
  'issue.service.strategy.channelRequired': "Le groupe d'envoi « {name} » doit avoir au moins un canal.",
  'issue.service.strategy.unknownChannel':
    "La stratégie d'envoi fait référence à un canal inconnu « {label} ».",
  'issue.service.pattern.invalid': "« {pattern} » n'est pas une expression régulière valide.",
  'issue.parser.encodingRequired': "Choisissez l'encodage du fichier de données.",
  'issue.parser.separatorRequired': 'Saisissez le séparateur de colonnes.',
  'issue.parser.mapping.empty': 'Associez au moins une colonne à une métadonnée.',
  'issue.parser.mapping.invalidColumnIndex':
    'La colonne « {column} » doit être un numéro de colonne (0 ou plus).',
  'issue.parser.mapping.targetBlank': 'Saisissez le nom de la métadonnée que cette colonne alimente.',
  'issue.parser.mapping.duplicateTarget': 'La métadonnée « {name} » est alimentée par plusieurs colonnes.',
  'issue.parser.fixedWidth.columnWidthsEmpty': "Saisissez la largeur d'au moins une colonne.",
  'issue.parser.fixedWidth.widthNotPositive': 'La largeur de la colonne {column} doit être supérieure à 0.',
  'issue.parser.fixedWidth.columnNotMapped': "La colonne {column} n'est associée à aucune métadonnée.",
  'issue.parser.delimited.columnNamesEmpty': 'Saisissez au moins un nom de colonne.',
  'issue.parser.delimited.columnNameBlank': 'Un nom de colonne ne peut pas être vide.',
  'issue.parser.delimited.headerRequired':
    "Les colonnes lues par leur nom nécessitent une ligne d'en-tête dans le fichier.",
  'issue.parser.delimited.duplicateColumnName': 'Le nom de colonne « {name} » est utilisé deux fois.',
  'issue.parser.json.globalMappingRequired':
    "Sans pointeur d'éléments, associez au moins une valeur de l'ensemble du fichier.",
  'issue.parser.json.mappingNotAllowed':
    "Sans pointeur d'éléments, les valeurs ne peuvent pas être associées par élément.",
  'issue.parser.json.invalidPointer': 'Le pointeur JSON « {pointer} » doit commencer par /.',
  'issue.parser.skipLines.negative': 'Le nombre de lignes à ignorer ne peut pas être négatif.',
  'issue.expression.columnRequired': 'Saisissez le nom de la colonne.',
  'issue.expression.keyRequired': 'Saisissez la clé de métadonnée PDF.',
  'issue.expression.metadataRequired': 'Choisissez la métadonnée.',
  'issue.expression.boxRequired': 'Choisissez la case, ou lisez dans la case principale.',
  'issue.expression.unknownBox': "Aucune case ne s'appelle « {name} ».",
  'issue.expression.identifierRequired': "Définissez comment l'identifiant du destinataire est calculé.",
  'issue.expression.operandRequired': 'Cette valeur est manquante.',
  'issue.expression.operandsEmpty': 'Ajoutez au moins une valeur.',
  'issue.expression.optionRequired': "Choisissez l'option.",
  'issue.job.notEnoughFiles':
    'Fichiers insuffisants : « {box} » demande au moins {min} fichiers ({count} fournis).',
  'issue.job.maxFileCount': '« {box} » accepte au plus {max} fichiers ({count} fournis).',
  'issue.job.noRoom':
    '« {file} » ne peut pas être ajouté : « {box} » contient déjà son maximum de {max} fichiers.',
  'issue.job.appositionTwice': '« {file} » est déjà ajouté à « {box} ».',
  'issue.job.invalidFileType': 'Le type de « {file} » ne convient pas à « {box} ».',
  'issue.job.unknownBox': "Cette case n'existe pas dans le service.",
  'issue.job.nameMandatory': 'Saisissez un nom pour le dépôt.',
  'issue.metadata.mandatory': '« {name} » est obligatoire.',
  'issue.metadata.pattern': "« {name} » n'a pas le format attendu.",
  'issue.metadata.maxLines': '« {name} » compte {lines} lignes ; {maxLines} au plus sont autorisées.',
  'issue.metadata.controlledValue': "« {value} » n'est pas une valeur autorisée pour « {name} ».",
  'issue.metadata.constantValue': '« {value} » ne fait pas partie des valeurs proposées pour « {name} ».',
  'issue.ou.idMissing': "Le compte n'a pas d'identifiant.",
  'issue.ou.delayInvalid': 'Un délai doit être un nombre entier de jours, 0 ou plus.',
  'issue.ou.delays':
    'Les délais doivent respecter gel ({freeze}) ≤ fichiers ({file}) ≤ données ({data}) jours.',
  'issue.ou.webhookInvalid': 'URL non valide',
  'issue.ou.webhookInsecure': 'Un lien sécurisé est recommandé (HTTPS)',
  'issue.ou.webhookCredentials':
    'Une adresse de webhook ne doit contenir ni identifiant ni mot de passe : les appels sont signés.',
  'issue.ou.brandDomain': '« {domain} » doit être un nom de domaine comme mail.example.com, pas une URL.',
  'issue.pageSelector.notAllowed':
    "Le sélecteur de pages « {selector} » n'est pas autorisé pour {kind} (autorisés : {allowed}).",
  'issue.channel.nameMandatory': 'Le canal doit avoir un nom.',
  'issue.channel.providerMandatory': 'Choisissez le prestataire qui achemine les sorties du canal.',
  'issue.channel.idInvalid':
    "L'identifiant de canal « {id} » ne peut contenir que des lettres, des chiffres, « . », « - » et « _ », et doit commencer par une lettre ou un chiffre.",
  'issue.channel.idTaken': "Un autre canal a déjà l'identifiant « {id} ».",
  'issue.channel.workingDaysEmpty': 'Choisissez au moins un jour ouvré.',
  'issue.channel.workingDayDuplicate': 'Le jour ouvré {day} figure deux fois.',
  'issue.channel.cutoffTimeInvalid': "L'heure limite « {time} » doit s'écrire HH:mm (de 00:00 à 23:59).",
  'issue.channel.timeZoneUnknown':
    "Le fuseau horaire « {timeZone} » est inconnu : l'heure limite sera ignorée et les jours comptés en UTC.",
  'issue.channel.fallbackStatusUnknown': "{code} n'est pas un statut d'envoi connu.",
  'issue.channel.fallbackStatusDuplicate': 'Le statut {code} figure deux fois.',
  'issue.channel.tracking.placeholderMissing':
    'Le lien de suivi doit contenir le marqueur « {placeholder} » à la place du numéro de suivi.',
  'issue.channel.tokenWithoutTrigger':
    'Seul un canal dont les fichiers de sortie sont récupérés par un système extérieur a un jeton de sortie externe.',
  'issue.channel.outputFile.nameMandatory': 'Chaque fichier de sortie doit avoir un nom.',
  'issue.channel.outputFile.duplicateName': "Un autre fichier de sortie s'appelle déjà « {name} ».",
  'issue.channel.outputFile.duplicateId': "Un autre fichier de sortie a déjà l'identifiant « {id} ».",
  'issue.channel.outputFile.mainCount': 'Un seul fichier de sortie doit être le principal ({count} le sont).',
  'issue.channel.area.outsidePage':
    'La zone dépasse de la page {format}, qui mesure {widthMm} × {heightMm} mm.',
  'issue.channel.area.contentMandatory': 'Indiquez ce que la zone {type} affiche.',
  'issue.channel.area.unknownFont': "La police « {font} » n'est pas disponible.",
  'issue.channel.area.colorInvalid':
    "« {color} » n'est pas une couleur écrite rgba(rouge,vert,bleu,opacité).",
  'issue.channel.option.unknownType': "Il n'existe pas de type d'option « {optionTypeId} ».",
  'issue.channel.option.unknown': "L'option « {optionId} » n'est pas une option du type « {optionTypeId} ».",
  'issue.channel.option.groupEmpty': 'Proposez au moins une option du type « {optionTypeId} ».',
  'issue.channel.option.duplicate': "L'option « {optionId} » est proposée deux fois.",
  'issue.channel.option.duplicateType': "Le type d'option « {optionTypeId} » figure deux fois.",
  'issue.channel.option.multipleDefaults':
    'Une seule option du type « {optionTypeId} » peut être celle par défaut.',
  'issue.option.type.nameMandatory': "Le type d'option doit avoir un nom.",
  'issue.option.type.duplicateName': "Un autre type d'option s'appelle déjà « {name} ».",
  'issue.option.valueMandatory': "L'option doit avoir une valeur.",
  'issue.option.duplicateValue': "Ce type d'option a déjà une option « {value} ».",
  'error.optionTypeInUse':
    "Le type d'option « {name} » ne peut pas être supprimé : {options} options lui appartiennent encore et {users} canaux ou services l'utilisent.",
  'error.optionInUse':
    "L'option « {value} » ne peut pas être supprimée : {users} canaux ou services l'utilisent.",
  'issue.address.notExtracted': "Aucune adresse n'a été trouvée dans le document.",
  'issue.address.invalidFormat': "L'adresse n'a pas de ligne code postal et ville valide pour son pays.",
  'issue.address.tooManyLines': "L'adresse comporte trop de lignes.",
  'issue.address.unknownCountry': "Le pays de l'adresse n'est pas connu.",
  'issue.address.countryNotHandled': "Le pays de l'adresse n'est pas pris en charge par ce canal.",
  'issue.address.countryUndetected': "Le pays de l'adresse n'a pas pu être détecté.",
  'issue.address.incomplete':
    "L'adresse est incomplète : il lui faut au moins une ligne de nom ou de voie et une ligne code postal et ville.",
  'issue.address.postcodeCountryMismatch':
    'La ligne code postal et ville ne correspond pas au pays indiqué sur la dernière ligne.',
  'issue.address.twoCountryLines':
    "L'adresse indique un pays sur deux lignes : ne gardez que le pays de destination, en dernière ligne.",
  'issue.address.lineTooLong': "Une ligne de l'adresse est trop longue.",
  'issue.email.empty': "Aucune adresse e-mail n'a été trouvée.",
  'issue.email.invalidFormat': "L'adresse e-mail n'est pas valide.",
  'issue.email.tooLong': "L'adresse e-mail est trop longue.",
  'issue.phone.empty': "Aucun numéro de téléphone n'a été trouvé.",
  'issue.phone.invalidFormat': "Le numéro de téléphone n'est pas valide.",
  'issue.phone.countryNotHandled': "Le numéro de téléphone appartient à un pays qui n'est pas accepté ici.",
  'issue.phone.countryUndetected':
    "Le pays du numéro de téléphone n'a pas pu être détecté : écrivez-le avec son indicatif international (+…).",
  'issue.pdf.areaOutsidePage':
    'La zone à lire est hors de la page {page}, qui mesure {widthMm} × {heightMm} mm.',
  'issue.requirement.unknown': "Le service n'a pas d'exigence nommée « {name} ».",
  'issue.requirement.notPdfArea': "L'exigence « {name} » n'est pas lue dans une zone du PDF.",
  'issue.pdf.encrypted': 'Le document est chiffré ou protégé.',
  'issue.pdf.invalid': "Le fichier n'est pas un document PDF lisible.",
  'issue.pdf.pageOutOfRange': 'La page demandée est hors du document, qui compte {pageCount} pages.',
  'issue.pdf.tooComplex':
    'Ce document est trop complexe à traiter : il a demandé plus de temps ou de mémoire que permis.',
  'issue.pdf.invalidArea': 'La zone à lire doit avoir une largeur et une hauteur positives.',
  'issue.pdf.invalidThumbnailWidth': 'Un aperçu de {widthPx} pixels de large ne peut pas être créé.',
  'issue.split.invalidConfig': 'Les paramètres de découpage du document ne sont pas valides.',
  'issue.data.config': 'Les paramètres du fichier de données ne sont pas valides.',
  'issue.data.encoding':
    "Ligne {line} : le texte n'est pas en {encoding} valide. Vérifiez l'encodage choisi pour le fichier de données.",
  'issue.data.lineTooLong': 'La ligne {line} est trop longue.',
  'issue.data.columnCount': 'Ligne {line} : {found} colonnes trouvées, {expected} attendues.',
  'issue.data.lineLength': 'La ligne {line} ne correspond pas aux largeurs de colonnes.',
  'issue.data.missingColumn':
    'Ligne {line} : une colonne utilisée par les paramètres manque dans le fichier.',
  'issue.data.syntax': 'Ligne {line} : les données ne peuvent pas être lues (erreur de syntaxe).',
  'issue.data.jsonPointer': 'Le pointeur JSON « {pointer} » ne mène à aucune donnée utilisable.',
  'issue.data.tooLarge': 'Le fichier de données est trop volumineux pour être lu ({limit} octets au plus).',
  'issue.archive.invalid': "Le fichier n'est pas une archive ZIP lisible, ou il est endommagé.",
  'issue.archive.tooManyEntries': "L'archive contient {count} fichiers ; {limit} au plus sont autorisés.",
  'issue.archive.tooLarge': "Une fois extraite, l'archive dépasserait {limit} octets.",
  'issue.archive.compressionRatio':
    "« {name} » dans l'archive est trop compressé pour être extrait sans risque.",
  'issue.archive.pathTraversal': "Le nom « {name} » dans l'archive pointe hors du dossier de l'archive.",
  'issue.archive.absolutePath': "Le nom « {name} » dans l'archive est un chemin absolu.",
  'issue.archive.backslash': "Le nom « {name} » dans l'archive contient une barre oblique inverse (\\).",
  'issue.archive.invalidName':
    "Un nom de fichier de l'archive est vide ou contient des caractères de contrôle.",
  'issue.archive.duplicateName':
    "L'archive contient « {name} » et « {previous} », qui porteraient le même nom une fois extraits.",
  'issue.archive.symlink': "« {name} » dans l'archive est un lien symbolique, ce qui n'est pas accepté.",
  'issue.archive.encrypted': "« {name} » dans l'archive est chiffré ou protégé.",
  'issue.archive.unsupportedCompression':
    "« {name} » dans l'archive utilise une méthode de compression non prise en charge.",
  'issue.archive.sizeMismatch':
    "La taille de « {name} » dans l'archive ne correspond pas à la taille déclarée.",
  'issue.job.noPackGroups':
    "Aucun document n'a pu être produit à partir de ce dépôt : il ne contient aucun PDF à découper.",
  'issue.job.unknownService': "Le service de ce dépôt n'existe plus.",
  'issue.job.processingFailed':
    "Ce dépôt n'a pas pu être traité. Réessayez plus tard ou contactez votre administrateur.",
  'issue.job.processingCrashed':
    'Le traitement de ce dépôt a arrêté le processus de travail plusieurs fois ; il a été mis de côté pour que les autres dépôts continuent. Vérifiez ses fichiers (un PDF endommagé ou très complexe) ou contactez votre administrateur.',
  'issue.service.file.unknown': "Le service n'a pas de fichier nommé « {name} ».",
  'issue.service.file.unknownBox': "Ce fichier est envoyé pour une case que le service n'a pas.",
  'issue.schema.invalid': "Cette valeur n'a pas la bonne forme : {reason}",
  'error.packGroupsAlreadyOrdered':
    '{count} de ces destinataires sont déjà commandés, rejetés ou modifiés : actualisez la liste et commandez à nouveau.',
  'error.command.alreadyValidated': 'Votre envoi a déjà été validé.',
  'error.command.notPending': 'Cette commande d’envoi n’attend plus de validation.',
  'error.command.cannotFree':
    'Seuls les destinataires d’une commande rejetée ou expirée peuvent être libérés.',
  'error.command.cannotCancel': 'Cette commande d’envoi ne peut plus être annulée.',
  'deposit.delivery.proof.watermark': 'BAT',
  'deposit.delivery.noPackGroups': "Ce dépôt n'a plus de courrier à commander.",
  'deposit.delivery.channels': 'Canaux',
  'deposit.delivery.channel.recipients': '{count} destinataires',
  'deposit.delivery.channel.postDates': 'Date de dépôt entre le {earliest} et le {latest}',
  'deposit.delivery.noChannel': 'Aucun canal ne peut envoyer ces courriers.',
  'deposit.delivery.notEligible.title': "Courriers qu'aucun canal ne peut acheminer",
  'deposit.delivery.notEligible.item': '{recipient} : {reasons}',
  'deposit.delivery.postDate.label': 'Date de dépôt souhaitée',
  'deposit.delivery.postDate.description': 'Facultative, au format aaaa-MM-jj (yyyy-MM-dd).',
  'deposit.delivery.postDate.invalid': 'Saisissez une date au format yyyy-MM-dd.',
  'deposit.delivery.postDate.planned': 'Date de dépôt prévue : {date}',
  'deposit.delivery.cutoff.passed':
    "L'heure limite du jour est passée : les courriers partiront le prochain jour possible.",
  'deposit.delivery.cutoff.soon':
    "L'heure limite du jour est dans {minutes} minutes : commandez maintenant pour un dépôt aujourd'hui.",
  'deposit.delivery.proof.button': 'BAT',
  'deposit.delivery.proof.title': 'Bons à tirer',
  'deposit.delivery.proof.loading': 'Préparation des BAT',
  'deposit.delivery.proof.download': 'Télécharger le BAT {name} (pages : {pages})',
  'deposit.delivery.order.button': 'Commander',
  'deposit.delivery.ordered.AWAIT_VALIDATION': 'Votre commande est en attente de validation.',
  'deposit.delivery.ordered.VALIDATED': 'Votre commande est validée : le traitement a commencé.',
  'deposit.delivery.ordered.other': 'Votre commande est enregistrée (état {state}).',
  'deposit.delivery.backHome': 'Retour aux dépôts',
  'deposit.validation.empty': "Aucune commande n'attend de validation.",
  'deposit.validation.column.job': 'Dépôt',
  'deposit.validation.column.owner': 'Propriétaire',
  'deposit.validation.column.recipients': 'Destinataires',
  'deposit.validation.column.channels': 'Canaux',
  'deposit.validation.column.postDate': 'Date de dépôt',
  'deposit.validation.column.actions': 'Actions',
  'deposit.validation.validate': 'Valider',
  'deposit.validation.reject': 'Refuser',
  'deposit.validation.validateJob': 'Valider la commande {name}',
  'deposit.validation.rejectJob': 'Refuser la commande {name}',
  'deposit.validation.reason': 'Motif',
  'deposit.validation.reasonRequired': 'Indiquez le motif du refus.',
  'deposit.validation.cancel': 'Annuler',
  'deposit.validation.confirmReject': 'Refuser la commande',
  'deposit.validation.validated': 'La commande {name} est validée.',
  'deposit.validation.rejected': 'La commande {name} est refusée.',
  'issue.delivery.option.notOffered': 'Le canal « {channel} » ne propose pas l’option « {optionId} ».',
  'issue.delivery.channel.unknown': 'Le service n’a pas de canal « {channel} ».',
  'issue.delivery.postDate.notAllowed':
    'Le {date} n’est pas une date de dépôt possible pour {channel} : choisissez un jour ouvré du {earliest} au {latest}.',
  'issue.delivery.nothingToSend': 'Aucun de ces destinataires ne peut être envoyé par un canal du service.',
  'issue.delivery.noChannel': 'Aucun canal du service ne peut envoyer à ce destinataire.',
  'issue.job.archiveEntryUnplaced':
    "Un fichier de l'archive ne convient à aucune boîte du service (par son type, son nom ou le nombre de fichiers permis).",
  'issue.archive.tooDeep':
    "L'archive contient des archives imbriquées trop profondément pour être extraites.",
  'issue.job.orphan.noMatch':
    'Ce document ne correspond à aucun destinataire du dépôt : il ne sera pas envoyé.',
  'issue.job.orphan.duplicate':
    'Ce destinataire a déjà un enregistrement de ce fichier de données : celui-ci ne sera pas utilisé.',
  'issue.job.recordCountMismatch':
    'Le fichier de données ne contient pas un enregistrement par document : ses enregistrements et les documents du PDF doivent se correspondre un à un.',
  ...depositUploadFr,
  ...depositPackGroupsFr,
  ...depositVisualsFr,
  ...manageListsFr,
  ...manageDetailsFr,
  ...homeLiveFr,
  ...chartsFr,
  ...orderValidationFr,
  ...statusFr,
  ...depositRequirementsFr,
  ...settingsPreferencesFr,
  ...settingsAccountFr,
  ...processingEditorFr,
  ...processingConsentFr,
  ...systemBrandingsFr,
  ...systemLocalesFr,
  ...depositPreflightFr,
  ...preflightFr,
  ...printerFr,
  ...printerScreenFr,
  ...ssoFr,
  ...a11yFr,
  ...faceFr,
  ...apiKeyFr,
  ...webhooksFr,
  ...ippPrintFr,
  ...costsFr,
  ...smppFr,
  ...evidenceFr,
  ...mailDomainsFr,
  ...mailReturnsFr,
  ...escalationFr,
  ...embeddedFr,
  ...systemSecurityFr,
  ...systemChannelsFr,
  ...systemAreasFr,
  ...systemOptionsFr,
  ...processingExpressionsFr,
  ...processingRulesFr,
  ...processingParserFr,
  ...processingSplitFr,
  ...processingServicesFr,
  ...adminAccessFr,
  ...adminUsersFr,
  ...adminAccountsFr,
};
