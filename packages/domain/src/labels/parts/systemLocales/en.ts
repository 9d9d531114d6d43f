// System: the label catalogue, its translations and the server-side overrides.
// English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'system.home.intro': 'The settings of the whole platform, for every account.',
  'system.home.readOnly': 'You can read these settings but not change them.',
  'system.home.brandings.hint':
    "Each customer's look and name: logo, colours, virtual host, custom style, news.",
  'system.home.channels.hint':
    'The ways out (postal mail, e-mail, SMS…): calendars, output files, printed areas and providers.',
  'system.home.options.hint': 'The option types and the options deliveries are ordered with.',
  'system.home.locales.hint':
    'Every text of the interface in the eight languages: search, correct, export, import.',
  'system.home.security.hint':
    'Session lifetime, sign-in limits, password rules, allowed origins, open sessions.',
  'system.locales.intro':
    'Every text of the interface in the eight languages. A text changed here replaces the original one at once, for everyone.',
  'system.locales.readOnly': 'You can read and export the translations but not change them.',
  'system.locales.search': 'Search keys and texts',
  'system.locales.editedOnly': 'Changed texts only',
  'system.locales.report': 'Same text as English',
  'system.locales.report.all': 'Every key',
  'system.locales.report.option': '{language}: {count}',
  'system.locales.report.summary':
    '{count} keys have the same text in {language} as in English: probably not translated yet.',
  'system.locales.count': '{count} keys',
  'system.locales.key': 'Key',
  'system.locales.edited': 'Changed',
  'system.locales.edit': 'Edit the texts of {key}',
  'system.locales.stale': 'Not shown: no longer fits the English text',
  'system.locales.empty': 'No key matches these filters.',
  'system.locales.retry': 'Retry',
  'system.locales.export': 'Export',
  'system.locales.import': 'Import',
  'system.locales.dialog.title': 'Texts of {key}',
  'system.locales.dialog.english': 'Original English text',
  'system.locales.dialog.placeholders': 'Keep these placeholders in every language: {placeholders}',
  'system.locales.dialog.original': 'Original text: {text}',
  'system.locales.dialog.editedBy': 'Changed by {login} on {date}',
  'system.locales.dialog.reset': 'Back to the original text',
  'system.locales.dialog.save': 'Save',
  'system.locales.dialog.cancel': 'Cancel',
  'system.locales.dialog.close': 'Close',
  'system.locales.saved': 'The texts of {key} are saved.',
  'system.locales.issue.unknownKey': 'This key does not exist in this version.',
  'system.locales.issue.unknownLocale': '"{locale}" is not one of the eight languages.',
  'system.locales.issue.blank': 'Enter a text, or go back to the original one.',
  'system.locales.issue.tooLong': 'At most {max} characters ({length} entered).',
  'system.locales.issue.placeholderMissing': 'Keep the placeholder {placeholder} of the English text.',
  'system.locales.issue.placeholderUnknown': 'The English text has no placeholder {placeholder}.',
  'system.locales.import.title': 'Import texts',
  'system.locales.import.text':
    'A file exported from this screen. Every entry is checked; if one is refused, nothing is saved.',
  'system.locales.import.file': 'Texts file',
  'system.locales.import.submit': 'Import the file',
  'system.locales.import.notJson': 'This file is not an export of texts.',
  'system.locales.import.failed': '{count} entries refused; nothing was saved.',
  'system.locales.import.entry': '{language}, {key}: {text}',
  'system.locales.import.done':
    'Texts imported: {created} added, {updated} changed, {removed} back to the original, {unchanged} unchanged.',
} as const;
