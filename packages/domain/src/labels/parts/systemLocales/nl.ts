import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'system.home.intro': 'De instellingen van het hele platform, voor alle accounts.',
  'system.home.readOnly': 'U kunt deze instellingen bekijken, maar niet wijzigen.',
  'system.home.brandings.hint':
    'Uiterlijk en naam van elke klant: logo, kleuren, virtuele host, eigen stijl, nieuws.',
  'system.home.channels.hint':
    'De verzendwegen (post, e-mail, sms…): kalenders, uitvoerbestanden, bedrukte zones en leveranciers.',
  'system.home.options.hint': 'De optietypen en de opties waarmee zendingen worden besteld.',
  'system.home.locales.hint':
    'Alle teksten van de interface in de acht talen: zoeken, verbeteren, exporteren, importeren.',
  'system.home.security.hint':
    'Sessieduur, aanmeldlimieten, wachtwoordregels, toegestane oorsprongen, open sessies.',
  'system.locales.intro':
    'Alle teksten van de interface in de acht talen. Een hier gewijzigde tekst vervangt de oorspronkelijke meteen, voor iedereen.',
  'system.locales.readOnly': 'U kunt de vertalingen bekijken en exporteren, maar niet wijzigen.',
  'system.locales.search': 'Zoeken in sleutels en teksten',
  'system.locales.editedOnly': 'Alleen gewijzigde teksten',
  'system.locales.report': 'Zelfde tekst als Engels',
  'system.locales.report.all': 'Alle sleutels',
  'system.locales.report.option': '{language}: {count}',
  'system.locales.report.summary':
    '{count} sleutels hebben in het {language} dezelfde tekst als in het Engels: waarschijnlijk nog niet vertaald.',
  'system.locales.count': '{count} sleutels',
  'system.locales.key': 'Sleutel',
  'system.locales.edited': 'Gewijzigd',
  'system.locales.edit': 'De teksten van {key} bewerken',
  'system.locales.stale': 'Niet getoond: past niet meer bij de Engelse tekst',
  'system.locales.empty': 'Geen sleutel past bij deze filters.',
  'system.locales.retry': 'Opnieuw proberen',
  'system.locales.export': 'Exporteren',
  'system.locales.import': 'Importeren',
  'system.locales.dialog.title': 'Teksten van {key}',
  'system.locales.dialog.english': 'Oorspronkelijke Engelse tekst',
  'system.locales.dialog.placeholders': 'Behoud deze plaatshouders in elke taal: {placeholders}',
  'system.locales.dialog.original': 'Oorspronkelijke tekst: {text}',
  'system.locales.dialog.editedBy': 'Gewijzigd door {login} op {date}',
  'system.locales.dialog.reset': 'Terug naar de oorspronkelijke tekst',
  'system.locales.dialog.save': 'Opslaan',
  'system.locales.dialog.cancel': 'Annuleren',
  'system.locales.dialog.close': 'Sluiten',
  'system.locales.saved': 'De teksten van {key} zijn opgeslagen.',
  'system.locales.issue.unknownKey': 'Deze sleutel bestaat niet in deze versie.',
  'system.locales.issue.unknownLocale': '"{locale}" is niet een van de acht talen.',
  'system.locales.issue.blank': 'Voer een tekst in, of ga terug naar de oorspronkelijke.',
  'system.locales.issue.tooLong': 'Hoogstens {max} tekens ({length} ingevoerd).',
  'system.locales.issue.placeholderMissing': 'Behoud de plaatshouder {placeholder} van de Engelse tekst.',
  'system.locales.issue.placeholderUnknown': 'De Engelse tekst heeft geen plaatshouder {placeholder}.',
  'system.locales.import.title': 'Teksten importeren',
  'system.locales.import.text':
    'Een bestand dat vanuit dit scherm is geëxporteerd. Elke regel wordt gecontroleerd; wordt er één geweigerd, dan wordt niets opgeslagen.',
  'system.locales.import.file': 'Tekstbestand',
  'system.locales.import.submit': 'Bestand importeren',
  'system.locales.import.notJson': 'Dit bestand is geen export van teksten.',
  'system.locales.import.failed': '{count} regels geweigerd; er is niets opgeslagen.',
  'system.locales.import.entry': '{language}, {key}: {text}',
  'system.locales.import.done':
    'Teksten geïmporteerd: {created} toegevoegd, {updated} gewijzigd, {removed} terug naar het origineel, {unchanged} ongewijzigd.',
};
