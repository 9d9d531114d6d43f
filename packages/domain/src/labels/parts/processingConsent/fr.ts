import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'processing.consent.intro':
    "Définissez comment les destinataires d'un compte expéditeur donnent leur consentement : les choix proposés par leur page, ses textes et ceux de l'e-mail de confirmation.",
  'processing.consent.account': 'Unité organisationnelle',
  'processing.consent.accountPlaceholder': 'Choisissez une unité organisationnelle',
  'processing.consent.noAccounts': "Vous n'administrez aucune unité organisationnelle.",
  'processing.consent.notSenderAccount':
    "{ou} n'est pas un compte expéditeur : ses destinataires ne peuvent pas encore choisir. Vous pouvez préparer les réglages ; ils s'appliqueront dès son activation.",
  'processing.consent.turnOn': 'Activer le compte expéditeur',
  'processing.consent.turnedOn': '{ou} est maintenant un compte expéditeur.',
  'processing.consent.loadError': "Les réglages du consentement n'ont pas pu être chargés.",
  'processing.consent.open': 'La page de consentement recueille les choix',
  'processing.consent.openHint':
    'Fermée, la page invite les destinataires à revenir plus tard ; les liens imprimés restent valables.',
  'processing.consent.choices': "Choix proposés, dans l'ordre affiché",
  'processing.consent.moveUp': 'Monter « {choice} »',
  'processing.consent.moveDown': 'Descendre « {choice} »',
  'processing.consent.introduction': 'Introduction de la page',
  'processing.consent.introductionHint': 'Texte brut affiché au-dessus des choix, {max} caractères au plus.',
  'processing.consent.qrText': 'Texte à côté du QR code sur les courriers',
  'processing.consent.qrTextHint':
    'Une ligne courte, par exemple « Scannez pour recevoir votre courrier par e-mail », {max} caractères au plus.',
  'processing.consent.mailSubject': "Objet de l'e-mail de confirmation",
  'processing.consent.mailBody': "Texte de l'e-mail de confirmation",
  'processing.consent.mailHint':
    'Vide : le texte standard, dans la langue du destinataire. Variables : {placeholders}. Le texte doit contenir {link}.',
  'processing.consent.defaults': "Ce sont les réglages par défaut : ils n'ont jamais été enregistrés.",
  'processing.consent.modified': 'Enregistré le {date} par {user}.',
  'processing.consent.save': 'Enregistrer les réglages',
  'processing.consent.saved': 'Les réglages du consentement sont enregistrés.',
  'processing.consent.preview': 'Aperçu de la page de consentement',
  'processing.consent.previewQr': 'Imprimé à côté du QR code : {text}',
  'processing.consent.sample': 'Exemple de lien de consentement',
  'processing.consent.sampleHint':
    'Le lien que porte un courrier à ce destinataire : qui le détient peut changer le choix du destinataire.',
  'processing.consent.sampleIdentifier': 'Identifiant du destinataire',
  'processing.consent.sampleShow': 'Afficher le lien',
  'processing.consent.issue.choicesRequired': 'Proposez au moins un choix.',
  'processing.consent.issue.choiceDuplicate': '« {choice} » est proposé deux fois.',
  'processing.consent.issue.tooLong': '{max} caractères au plus.',
  'processing.consent.issue.controlCharacters': 'Les caractères de contrôle ne sont pas autorisés.',
  'processing.consent.issue.singleLine': 'Écrivez-le sur une seule ligne.',
  'processing.consent.issue.linkRequired': "L'e-mail doit contenir le lien de confirmation {link}.",
  'processing.consent.issue.unknownPlaceholder': 'Variable inconnue {placeholder}.',
};
