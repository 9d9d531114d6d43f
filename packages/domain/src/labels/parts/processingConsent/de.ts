import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'processing.consent.intro':
    'Legen Sie fest, wie die Empfänger eines Absenderkontos ihre Zustimmung geben: welche Auswahl ihre Seite anbietet, ihre Texte und die der Bestätigungs-E-Mail.',
  'processing.consent.account': 'Organisationseinheit',
  'processing.consent.accountPlaceholder': 'Organisationseinheit wählen',
  'processing.consent.noAccounts': 'Sie verwalten keine Organisationseinheit.',
  'processing.consent.notSenderAccount':
    '{ou} ist kein Absenderkonto: Seine Empfänger können noch nicht wählen. Sie können die Einstellungen vorbereiten; sie gelten, sobald es eingeschaltet ist.',
  'processing.consent.turnOn': 'Absenderkonto einschalten',
  'processing.consent.turnedOn': '{ou} ist jetzt ein Absenderkonto.',
  'processing.consent.loadError': 'Die Zustimmungseinstellungen konnten nicht geladen werden.',
  'processing.consent.open': 'Die Zustimmungsseite nimmt Auswahlen entgegen',
  'processing.consent.openHint':
    'Geschlossen bittet die Seite die Empfänger, später wiederzukommen; gedruckte Links bleiben gültig.',
  'processing.consent.choices': 'Angebotene Auswahl, in der angezeigten Reihenfolge',
  'processing.consent.moveUp': '„{choice}“ nach oben verschieben',
  'processing.consent.moveDown': '„{choice}“ nach unten verschieben',
  'processing.consent.introduction': 'Einleitung der Seite',
  'processing.consent.introductionHint': 'Reiner Text über der Auswahl, höchstens {max} Zeichen.',
  'processing.consent.qrText': 'Text neben dem QR-Code auf Briefen',
  'processing.consent.qrTextHint':
    'Eine kurze Zeile, zum Beispiel „Scannen, um Ihre Post per E-Mail zu erhalten“, höchstens {max} Zeichen.',
  'processing.consent.mailSubject': 'Betreff der Bestätigungs-E-Mail',
  'processing.consent.mailBody': 'Text der Bestätigungs-E-Mail',
  'processing.consent.mailHint':
    'Leer: der Standardtext in der Sprache des Empfängers. Platzhalter: {placeholders}. Der Text muss {link} enthalten.',
  'processing.consent.defaults': 'Dies sind die Standardeinstellungen: Sie wurden nie gespeichert.',
  'processing.consent.modified': 'Zuletzt gespeichert am {date} von {user}.',
  'processing.consent.save': 'Einstellungen speichern',
  'processing.consent.saved': 'Die Zustimmungseinstellungen sind gespeichert.',
  'processing.consent.preview': 'Vorschau der Zustimmungsseite',
  'processing.consent.previewQr': 'Neben dem QR-Code gedruckt: {text}',
  'processing.consent.sample': 'Beispiel-Zustimmungslink',
  'processing.consent.sampleHint':
    'Der Link, den ein Brief an diesen Empfänger trägt: Wer ihn besitzt, kann die Auswahl des Empfängers ändern.',
  'processing.consent.sampleIdentifier': 'Empfängerkennung',
  'processing.consent.sampleShow': 'Link anzeigen',
  'processing.consent.issue.choicesRequired': 'Bieten Sie mindestens eine Auswahl an.',
  'processing.consent.issue.choiceDuplicate': '„{choice}“ wird zweimal angeboten.',
  'processing.consent.issue.tooLong': 'Höchstens {max} Zeichen.',
  'processing.consent.issue.controlCharacters': 'Steuerzeichen sind nicht erlaubt.',
  'processing.consent.issue.singleLine': 'Schreiben Sie es in eine Zeile.',
  'processing.consent.issue.linkRequired': 'Die E-Mail muss den Bestätigungslink {link} enthalten.',
  'processing.consent.issue.unknownPlaceholder': 'Unbekannter Platzhalter {placeholder}.',
};
