import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'printer.status.waiting': 'En attente',
  'printer.status.deposited': 'Déposé',
  'printer.status.ordered': 'Commandé',
  'printer.status.failed': 'Arrêté',
  'printer.mode.manual': 'Manuel',
  'printer.mode.automated': 'Automatique',
  'printer.mode.async': 'Envoi de fichier seul',
  'printer.files.facts': '{pages} pages, {size}',
  'printer.files.deposit': 'Déposer {name}',
  'printer.files.openLetters': 'Ouvrir ses courriers',
  'printer.files.openOrder': 'Ouvrir sa commande',
  'printer.files.delete': 'Supprimer {name}',
  'printer.files.confirmDelete': 'Supprimer le fichier imprimé {name} ?',
  'printer.files.deleteConfirm': 'Supprimer',
  'printer.files.keep': 'Le garder',
  'printer.files.deleted': '{name} a été supprimé.',
  'printer.files.ofMode': 'Fichiers imprimés en mode {mode}',
  'printer.home.intro':
    "Imprimez depuis n'importe quel programme vers l'imprimante Postbridge : ce que vous imprimez arrive ici, prêt à être envoyé.",
  'printer.home.mode': "Mode de l'imprimante : {mode}.",
  'printer.home.change': 'Modifier',
  'printer.home.notInstalled': "Votre imprimante n'est pas encore installée",
  'printer.home.notInstalledHint':
    "Créez votre jeton d'imprimante et ajoutez l'imprimante à votre ordinateur : cela prend une minute.",
  'printer.home.install': "Installer l'imprimante",
  'printer.home.waiting': 'En attente',
  'printer.home.noneWaiting': "Rien n'attend : imprimez un document sur l'imprimante Postbridge.",
  'printer.home.latest': 'Derniers',
  'printer.home.noneLatest': "Aucun fichier imprimé n'a encore été déposé.",
  'printer.modeElsewhere':
    "Votre imprimante est maintenant en mode {mode} : ce que vous imprimerez n'arrivera pas ici.",
  'printer.manual.intro':
    'Ce que vous imprimez attend ici : choisissez un fichier, son service, et continuez comme pour tout dépôt.',
  'printer.manual.empty': "Aucun fichier n'a été imprimé en mode manuel.",
  'printer.automated.intro':
    'Ce que vous imprimez part directement dans le service choisi et est commandé avec ses options par défaut, sans écran.',
  'printer.automated.empty': "Aucun fichier n'a été imprimé en mode automatique.",
  'printer.automated.service': 'Les fichiers imprimés vont au service {service}.',
  'printer.async.intro':
    'Ce que vous imprimez est seulement conservé, et vous êtes prévenu de son arrivée ; envoyez-le quand vous le souhaitez.',
  'printer.async.empty': "Aucun fichier n'a été imprimé en mode envoi de fichier seul.",
  'printer.config.intro':
    "Ajoutez l'imprimante Postbridge à votre ordinateur et choisissez ce que devient ce que vous imprimez.",
  'printer.config.installTitle': "Installer l'imprimante",
  'printer.config.address': "Adresse de l'imprimante",
  'printer.config.httpAddress': 'Les systèmes qui demandent une adresse web prennent celle-ci :',
  'printer.config.httpAddressLabel': "Adresse web de l'imprimante",
  'printer.config.basic':
    "Les systèmes qui demandent un nom d'utilisateur et un mot de passe peuvent utiliser {url} à la place, avec votre identifiant et votre jeton d'imprimante comme mot de passe.",
  'printer.config.token': "Jeton d'imprimante",
  'printer.config.tokenSet': "Votre jeton d'imprimante commence par {prefix} (créé le {date}).",
  'printer.config.noToken':
    "Vous n'avez pas encore de jeton d'imprimante : créez-en un pour installer l'imprimante.",
  'printer.config.lastUsed': 'Dernière impression : {date}.',
  'printer.config.tokenHint':
    "Le jeton n'appartient qu'à vous : qui le détient imprime en votre nom. Un nouveau jeton remplace l'ancien, et les ordinateurs installés avec l'ancien doivent être réinstallés.",
  'printer.config.shownOnce':
    "Voici l'adresse de l'imprimante avec votre nouveau jeton. Copiez-la maintenant : elle n'est affichée que cette fois.",
  'printer.config.makeToken': "Créer mon jeton d'imprimante",
  'printer.config.newToken': 'Créer un nouveau jeton',
  'printer.config.revoke': 'Révoquer le jeton',
  'printer.config.revoked':
    "Votre jeton d'imprimante a été révoqué : l'imprimante refuse vos impressions jusqu'à ce que vous en créiez un nouveau.",
  'printer.config.copy': 'Copier : {what}',
  'printer.config.copyShort': 'Copier',
  'printer.config.copied': 'Copié',
  'printer.config.systems': 'Installation sur chaque système',
  'printer.install.windows.1':
    'Ouvrez Paramètres, Bluetooth et appareils, Imprimantes et scanners, puis Ajouter un appareil et Ajouter manuellement.',
  'printer.install.windows.2': 'Choisissez « Sélectionner une imprimante partagée par nom » et collez {url}.',
  'printer.install.windows.3':
    "Prenez le « Microsoft IPP Class Driver » si Windows demande un pilote, et nommez l'imprimante.",
  'printer.install.macos.1':
    'Ouvrez Réglages Système, Imprimantes et scanners, puis Ajouter une imprimante, un scanner ou un fax.',
  'printer.install.macos.2':
    "Dans l'onglet IP, choisissez le protocole IPP et collez l'adresse de l'imprimante : {url}.",
  'printer.install.macos.3':
    'Gardez « AirPrint sécurisé » ou « Imprimante PDF générique » comme pilote, et ajoutez-la.',
  'printer.install.linux.1':
    "Ouvrez un terminal sur l'ordinateur (CUPS est installé sur la plupart des distributions).",
  'printer.install.linux.2': 'Lancez : lpadmin -p Postbridge -E -v {url} -m everywhere',
  'printer.install.linux.3': "Imprimez une page d'essai : lp -d Postbridge un-fichier.pdf",
  'printer.config.modeTitle': 'Ce que devient ce que vous imprimez',
  'printer.config.service': 'Service',
  'printer.config.serviceHint':
    "Le service dans lequel l'impression automatique dépose, avec ses options par défaut.",
  'printer.config.serviceRequired': "Choisissez le service dans lequel l'impression automatique dépose.",
  'printer.config.noService': "Aucun service n'est ouvert à vos dépôts.",
  'printer.config.save': 'Enregistrer',
  'printer.config.saved': 'Les réglages de votre imprimante ont été enregistrés.',
};
