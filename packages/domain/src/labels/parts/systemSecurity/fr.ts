import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'system.security.intro':
    'Les réglages qui valent pour toute l’instance, et les sessions ouvertes en ce moment. Les changements s’appliquent en quelques secondes, sans redémarrage.',
  'system.security.settings.title': 'Réglages de l’instance',
  'system.security.readOnly':
    'Vous pouvez lire ces réglages ; seul un super administrateur peut les modifier.',
  'system.security.loadError': 'Les réglages de sécurité n’ont pas pu être lus.',
  'system.security.allDefaults':
    'Chaque réglage a sa valeur par défaut, issue de la configuration du serveur.',
  'system.security.modified': 'Modifié le {date} par {user}.',
  'system.security.group.sessions': 'Sessions',
  'system.security.group.signIn': 'Limites de connexion',
  'system.security.group.passwords': 'Politique de mot de passe par défaut',
  'system.security.group.origins': 'Origines autorisées',
  'system.security.field.sessionTtlMinutes': 'Inactivité avant la fin d’une session (minutes)',
  'system.security.field.sessionMaxHours': 'Session la plus longue, même active (heures)',
  'system.security.field.loginPerAccount': 'Échecs de connexion par identifiant',
  'system.security.field.loginPerAddress': 'Échecs de connexion par adresse',
  'system.security.field.loginWindowMinutes': 'Période de comptage (minutes)',
  'system.security.field.minPasswordEntropy': 'Force minimale du mot de passe (bits)',
  'system.security.field.maxPasswordValidityDays': 'Validité du mot de passe (jours)',
  'system.security.hint.sessionTtlMinutes': 'Chaque utilisation la prolonge. De {min} à {max}.',
  'system.security.hint.sessionMaxHours':
    'Comptée depuis la connexion ; vide signifie sans limite. De {min} à {max}.',
  'system.security.hint.loginPerAccount':
    'Depuis une adresse avant qu’elle soit refusée pour cet identifiant ; de partout avant que les tentatives soient ralenties. De {min} à {max}.',
  'system.security.hint.loginPerAddress':
    'Depuis une adresse cliente avant qu’elle soit refusée pour tout identifiant. De {min} à {max}.',
  'system.security.hint.loginWindowMinutes':
    'La période sur laquelle les échecs sont comptés. De {min} à {max}.',
  'system.security.hint.minPasswordEntropy':
    'Pour les comptes dont les unités n’en fixent pas ; 0 signifie aucun minimum. De {min} à {max}.',
  'system.security.hint.maxPasswordValidityDays':
    'Pour les comptes dont les unités n’en fixent pas ; vide signifie que les mots de passe n’expirent jamais. De {min} à {max}.',
  'system.security.default': 'Par défaut : {value}.',
  'system.security.none': 'Aucune',
  'system.security.reset': 'Revenir à la valeur par défaut',
  'system.security.resetField': 'Remettre « {field} » à sa valeur par défaut',
  'system.security.origins.hint':
    'Les pages web de ces origines peuvent appeler l’API depuis un navigateur avec un jeton de session (jamais avec des cookies). Écrivez chacune sous la forme https://hôte ou https://hôte:port ; http seulement pour localhost.',
  'system.security.origins.empty':
    'Aucune origine : seules les pages de cette application peuvent appeler l’API depuis un navigateur.',
  'system.security.origins.item': 'Origine {number}',
  'system.security.origins.remove': 'Retirer {origin}',
  'system.security.origins.add': 'Ajouter une origine',
  'system.security.origins.reset': 'Revenir aux origines par défaut',
  'system.security.issue.notInteger': 'Saisissez un nombre entier.',
  'system.security.issue.outOfRange': 'Saisissez un nombre de {min} à {max}.',
  'system.security.issue.originInvalid':
    'Écrivez seulement une origine : https://hôte ou https://hôte:port, sans chemin.',
  'system.security.issue.originInsecure':
    '{origin} n’est pas sûre : utilisez https (http seulement pour localhost).',
  'system.security.issue.originDuplicate': '{origin} est déjà dans la liste.',
  'system.security.issue.tooManyOrigins': 'Au plus {max} origines.',
  'system.security.fixFields': 'Certaines valeurs sont refusées : voyez les champs marqués en rouge.',
  'system.security.reload': 'Recharger les réglages',
  'system.security.save': 'Enregistrer les réglages',
  'system.security.saved': 'Les réglages de sécurité sont enregistrés.',
  'system.security.cancel': 'Annuler',
  'system.security.sessions.title': 'Sessions actives',
  'system.security.sessions.intro':
    'Les utilisateurs connectés en ce moment, les plus récemment actifs d’abord. Terminer une session déconnecte son utilisateur à sa prochaine action.',
  'system.security.sessions.filter': 'Filtrer par identifiant',
  'system.security.sessions.empty': 'Aucune session active.',
  'system.security.sessions.overflow':
    'Seules les {max} plus récemment actives sont affichées : filtrez par identifiant.',
  'system.security.sessions.user': 'Utilisateur',
  'system.security.sessions.account': 'Compte',
  'system.security.sessions.created': 'Connecté le',
  'system.security.sessions.lastSeen': 'Dernière activité',
  'system.security.sessions.expires': 'Fin',
  'system.security.sessions.address': 'Adresse',
  'system.security.sessions.browser': 'Navigateur',
  'system.security.sessions.you': 'C’est vous',
  'system.security.sessions.end': 'Terminer la session',
  'system.security.sessions.endAll': 'Terminer toutes ses sessions',
  'system.security.sessions.confirmAll':
    'Terminer toutes les sessions de {user} ? Il sera déconnecté partout et devra se reconnecter.',
  'system.security.sessions.endedAll': '{count} sessions de {user} terminées.',
  'system.security.sessions.confirm': 'Terminer la session de {user} ? Il lui faudra se reconnecter.',
  'system.security.sessions.confirmOwn':
    'C’est votre propre session : la terminer vous déconnecte. La terminer ?',
  'system.security.sessions.ended': 'La session de {user} est terminée.',
};
