import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'system.home.intro': 'Les réglages de toute la plateforme, pour tous les comptes.',
  'system.home.readOnly': 'Vous pouvez consulter ces réglages, mais pas les modifier.',
  'system.home.brandings.hint':
    "L'apparence et le nom de chaque client : logo, couleurs, hôte virtuel, style personnalisé, actualités.",
  'system.home.channels.hint':
    'Les voies de sortie (courrier, e-mail, SMS…) : calendriers, fichiers produits, zones imprimées et prestataires.',
  'system.home.options.hint': 'Les types d’options et les options avec lesquelles les envois sont commandés.',
  'system.home.locales.hint':
    "Tous les textes de l'interface dans les huit langues : rechercher, corriger, exporter, importer.",
  'system.home.security.hint':
    'Durée des sessions, limites de connexion, règles des mots de passe, origines autorisées, sessions ouvertes.',
  'system.locales.intro':
    "Tous les textes de l'interface dans les huit langues. Un texte modifié ici remplace aussitôt le texte d'origine, pour tout le monde.",
  'system.locales.readOnly': 'Vous pouvez consulter et exporter les traductions, mais pas les modifier.',
  'system.locales.search': 'Rechercher dans les clés et les textes',
  'system.locales.editedOnly': 'Textes modifiés uniquement',
  'system.locales.report': "Même texte qu'en anglais",
  'system.locales.report.all': 'Toutes les clés',
  'system.locales.report.option': '{language} : {count}',
  'system.locales.report.summary':
    "{count} clés ont en {language} le même texte qu'en anglais : sans doute pas encore traduites.",
  'system.locales.count': '{count} clés',
  'system.locales.key': 'Clé',
  'system.locales.edited': 'Modifié',
  'system.locales.edit': 'Modifier les textes de {key}',
  'system.locales.stale': 'Non affiché : ne correspond plus au texte anglais',
  'system.locales.empty': 'Aucune clé ne correspond à ces filtres.',
  'system.locales.retry': 'Réessayer',
  'system.locales.export': 'Exporter',
  'system.locales.import': 'Importer',
  'system.locales.dialog.title': 'Textes de {key}',
  'system.locales.dialog.english': "Texte anglais d'origine",
  'system.locales.dialog.placeholders': 'Gardez ces paramètres dans chaque langue : {placeholders}',
  'system.locales.dialog.original': "Texte d'origine : {text}",
  'system.locales.dialog.editedBy': 'Modifié par {login} le {date}',
  'system.locales.dialog.reset': "Revenir au texte d'origine",
  'system.locales.dialog.save': 'Enregistrer',
  'system.locales.dialog.cancel': 'Annuler',
  'system.locales.dialog.close': 'Fermer',
  'system.locales.saved': 'Les textes de {key} sont enregistrés.',
  'system.locales.issue.unknownKey': "Cette clé n'existe pas dans cette version.",
  'system.locales.issue.unknownLocale': "« {locale} » n'est pas l'une des huit langues.",
  'system.locales.issue.blank': "Saisissez un texte, ou revenez au texte d'origine.",
  'system.locales.issue.tooLong': '{max} caractères au plus ({length} saisis).',
  'system.locales.issue.placeholderMissing': 'Gardez le paramètre {placeholder} du texte anglais.',
  'system.locales.issue.placeholderUnknown': "Le texte anglais n'a pas de paramètre {placeholder}.",
  'system.locales.import.title': 'Importer des textes',
  'system.locales.import.text':
    'Un fichier exporté depuis cet écran. Chaque entrée est vérifiée ; si une seule est refusée, rien n’est enregistré.',
  'system.locales.import.file': 'Fichier de textes',
  'system.locales.import.submit': 'Importer le fichier',
  'system.locales.import.notJson': "Ce fichier n'est pas un export de textes.",
  'system.locales.import.failed': "{count} entrées refusées ; rien n'a été enregistré.",
  'system.locales.import.entry': '{language}, {key} : {text}',
  'system.locales.import.done':
    "Textes importés : {created} ajoutés, {updated} modifiés, {removed} revenus à l'origine, {unchanged} inchangés.",
};
