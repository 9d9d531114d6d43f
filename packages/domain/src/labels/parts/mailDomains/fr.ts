import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'screen.system.mail': 'E-mail',
  'system.home.mail.hint': 'Domaines d’expédition, leurs clés DKIM et les enregistrements DNS à publier.',
  'system.mail.intro':
    'Les e-mails d’une unité organisationnelle partent de sa propre adresse quand son domaine est ici un domaine d’expédition, et sont signés avec la clé DKIM de ce domaine. Publiez les enregistrements affichés dans la zone DNS du domaine. Après une rotation, gardez l’enregistrement de la clé précédente pendant {days} jours.',
  'system.mail.readOnly':
    'Vous pouvez consulter ces réglages ; seul un super-administrateur peut les modifier.',
  'system.mail.loadError': 'Les domaines d’expédition n’ont pas pu être chargés.',
  'system.mail.defaultFrom': 'Les autres e-mails partent de {from}.',
  'system.mail.none': 'Aucun domaine d’expédition : les e-mails ne sont pas signés.',
  'system.mail.domain': 'Domaine',
  'system.mail.domain.hint': 'Un nom DNS, par exemple example.org.',
  'system.mail.add': 'Ajouter le domaine',
  'system.mail.added': '{name} a été ajouté avec une nouvelle clé DKIM.',
  'system.mail.error.empty': 'Saisissez un nom de domaine.',
  'system.mail.error.tooLong': 'Un nom de domaine compte au plus 253 caractères.',
  'system.mail.error.invalid':
    'Saisissez un nom de domaine comme example.org (lettres, chiffres et tirets ; un nom internationalisé sous sa forme xn--).',
  'system.mail.error.exists': '{name} est déjà un domaine d’expédition.',
  'system.mail.createdBy': 'Ajouté le {date} par {user}.',
  'system.mail.checkDns': 'Vérifier le DNS',
  'system.mail.rotate': 'Changer la clé DKIM',
  'system.mail.rotated':
    'Nouvelle clé DKIM : sélecteur {selector}. Publiez son enregistrement dès maintenant.',
  'system.mail.remove': 'Retirer',
  'system.mail.remove.confirm':
    'Retirer le domaine d’expédition {name} ? Ses e-mails partiront de l’expéditeur par défaut, sans signature.',
  'system.mail.remove.cancel': 'Annuler',
  'system.mail.records': 'Enregistrements DNS de {name}',
  'system.mail.records.hint':
    'Copiez chaque enregistrement dans la zone DNS du domaine (type TXT ou MX, nom et valeur tels qu’affichés).',
  'system.mail.record.purpose': 'Rôle',
  'system.mail.record.name': 'Nom',
  'system.mail.record.type': 'Type',
  'system.mail.record.value': 'Valeur',
  'system.mail.record.dkim': 'Clé DKIM',
  'system.mail.record.spf': 'SPF (suggéré)',
  'system.mail.record.dmarc': 'DMARC (suggéré)',
  'system.mail.record.bounceMx': 'MX des retours',
  'system.mail.key.active': 'Signe',
  'system.mail.key.retiring': 'Remplacée : à garder jusqu’au {date}',
  'system.mail.copy': 'Copier',
  'system.mail.copied': 'Copié',
  'system.mail.copyName': 'Copier le nom {name}',
  'system.mail.copyValue': 'Copier la valeur de {name}',
  'system.mail.dns.found': 'Trouvé dans le DNS',
  'system.mail.dns.missing': 'Absent du DNS',
  'system.mail.dns.different': 'Différent dans le DNS',
  'system.mail.dns.unavailable': 'Non vérifié',
  'system.mail.dns.noResolver':
    'Aucun serveur DNS n’a répondu à ce serveur : les enregistrements n’ont pas pu être vérifiés. Ils sont peut-être bien publiés.',
};
