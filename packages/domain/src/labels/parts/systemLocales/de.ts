import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'system.home.intro': 'Die Einstellungen der ganzen Plattform, für alle Konten.',
  'system.home.readOnly': 'Sie können diese Einstellungen lesen, aber nicht ändern.',
  'system.home.brandings.hint':
    'Aussehen und Name jedes Kunden: Logo, Farben, virtueller Host, eigener Stil, Neuigkeiten.',
  'system.home.channels.hint':
    'Die Versandwege (Post, E-Mail, SMS…): Kalender, Ausgabedateien, gedruckte Bereiche und Dienstleister.',
  'system.home.options.hint': 'Die Optionstypen und die Optionen, mit denen Sendungen bestellt werden.',
  'system.home.locales.hint':
    'Alle Texte der Oberfläche in den acht Sprachen: suchen, korrigieren, exportieren, importieren.',
  'system.home.security.hint':
    'Sitzungsdauer, Anmeldegrenzen, Passwortregeln, erlaubte Ursprünge, offene Sitzungen.',
  'system.locales.intro':
    'Alle Texte der Oberfläche in den acht Sprachen. Ein hier geänderter Text ersetzt den ursprünglichen sofort, für alle.',
  'system.locales.readOnly': 'Sie können die Übersetzungen lesen und exportieren, aber nicht ändern.',
  'system.locales.search': 'Schlüssel und Texte durchsuchen',
  'system.locales.editedOnly': 'Nur geänderte Texte',
  'system.locales.report': 'Gleicher Text wie Englisch',
  'system.locales.report.all': 'Alle Schlüssel',
  'system.locales.report.option': '{language}: {count}',
  'system.locales.report.summary':
    '{count} Schlüssel haben auf {language} denselben Text wie auf Englisch: wohl noch nicht übersetzt.',
  'system.locales.count': '{count} Schlüssel',
  'system.locales.key': 'Schlüssel',
  'system.locales.edited': 'Geändert',
  'system.locales.edit': 'Texte von {key} bearbeiten',
  'system.locales.stale': 'Nicht angezeigt: passt nicht mehr zum englischen Text',
  'system.locales.empty': 'Kein Schlüssel entspricht diesen Filtern.',
  'system.locales.retry': 'Erneut versuchen',
  'system.locales.export': 'Exportieren',
  'system.locales.import': 'Importieren',
  'system.locales.dialog.title': 'Texte von {key}',
  'system.locales.dialog.english': 'Ursprünglicher englischer Text',
  'system.locales.dialog.placeholders': 'Behalten Sie diese Platzhalter in jeder Sprache: {placeholders}',
  'system.locales.dialog.original': 'Ursprünglicher Text: {text}',
  'system.locales.dialog.editedBy': 'Geändert von {login} am {date}',
  'system.locales.dialog.reset': 'Zurück zum ursprünglichen Text',
  'system.locales.dialog.save': 'Speichern',
  'system.locales.dialog.cancel': 'Abbrechen',
  'system.locales.dialog.close': 'Schließen',
  'system.locales.saved': 'Die Texte von {key} sind gespeichert.',
  'system.locales.issue.unknownKey': 'Diesen Schlüssel gibt es in dieser Version nicht.',
  'system.locales.issue.unknownLocale': '„{locale}“ ist keine der acht Sprachen.',
  'system.locales.issue.blank': 'Geben Sie einen Text ein oder kehren Sie zum ursprünglichen zurück.',
  'system.locales.issue.tooLong': 'Höchstens {max} Zeichen ({length} eingegeben).',
  'system.locales.issue.placeholderMissing':
    'Behalten Sie den Platzhalter {placeholder} des englischen Textes.',
  'system.locales.issue.placeholderUnknown': 'Der englische Text hat keinen Platzhalter {placeholder}.',
  'system.locales.import.title': 'Texte importieren',
  'system.locales.import.text':
    'Eine aus dieser Ansicht exportierte Datei. Jeder Eintrag wird geprüft; wird einer abgelehnt, wird nichts gespeichert.',
  'system.locales.import.file': 'Textdatei',
  'system.locales.import.submit': 'Datei importieren',
  'system.locales.import.notJson': 'Diese Datei ist kein Export von Texten.',
  'system.locales.import.failed': '{count} Einträge abgelehnt; nichts wurde gespeichert.',
  'system.locales.import.entry': '{language}, {key}: {text}',
  'system.locales.import.done':
    'Texte importiert: {created} hinzugefügt, {updated} geändert, {removed} zurück zum Original, {unchanged} unverändert.',
};
