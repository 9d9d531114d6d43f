import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'system.home.intro': 'A teljes platform beállításai, minden fiókra.',
  'system.home.readOnly': 'Ezeket a beállításokat megtekintheti, de nem módosíthatja.',
  'system.home.brandings.hint':
    'Minden ügyfél megjelenése és neve: logó, színek, virtuális gép, saját stílus, hírek.',
  'system.home.channels.hint':
    'A kimenő utak (posta, e-mail, SMS…): naptárak, kimeneti fájlok, nyomtatott területek és szolgáltatók.',
  'system.home.options.hint': 'Az opciótípusok és az opciók, amelyekkel a küldeményeket megrendelik.',
  'system.home.locales.hint':
    'A felület összes szövege a nyolc nyelven: keresés, javítás, exportálás, importálás.',
  'system.home.security.hint':
    'Munkamenet időtartama, bejelentkezési korlátok, jelszószabályok, engedélyezett források, nyitott munkamenetek.',
  'system.locales.intro':
    'A felület összes szövege a nyolc nyelven. Az itt módosított szöveg azonnal, mindenki számára felváltja az eredetit.',
  'system.locales.readOnly': 'A fordításokat megtekintheti és exportálhatja, de nem módosíthatja.',
  'system.locales.search': 'Keresés a kulcsokban és a szövegekben',
  'system.locales.editedOnly': 'Csak a módosított szövegek',
  'system.locales.report': 'Az angollal azonos szöveg',
  'system.locales.report.all': 'Minden kulcs',
  'system.locales.report.option': '{language}: {count}',
  'system.locales.report.summary':
    '{count} kulcs szövege {language} nyelven ugyanaz, mint angolul: valószínűleg még nincs lefordítva.',
  'system.locales.count': '{count} kulcs',
  'system.locales.key': 'Kulcs',
  'system.locales.edited': 'Módosítva',
  'system.locales.edit': '{key} szövegeinek szerkesztése',
  'system.locales.stale': 'Nem látható: már nem illik az angol szöveghez',
  'system.locales.empty': 'Egy kulcs sem felel meg ezeknek a szűrőknek.',
  'system.locales.retry': 'Újra',
  'system.locales.export': 'Exportálás',
  'system.locales.import': 'Importálás',
  'system.locales.dialog.title': '{key} szövegei',
  'system.locales.dialog.english': 'Eredeti angol szöveg',
  'system.locales.dialog.placeholders': 'Tartsa meg ezeket a helyőrzőket minden nyelven: {placeholders}',
  'system.locales.dialog.original': 'Eredeti szöveg: {text}',
  'system.locales.dialog.editedBy': 'Módosította: {login}, {date}',
  'system.locales.dialog.reset': 'Vissza az eredeti szöveghez',
  'system.locales.dialog.save': 'Mentés',
  'system.locales.dialog.cancel': 'Mégse',
  'system.locales.dialog.close': 'Bezárás',
  'system.locales.saved': '{key} szövegei mentve.',
  'system.locales.issue.unknownKey': 'Ez a kulcs nem létezik ebben a verzióban.',
  'system.locales.issue.unknownLocale': '„{locale}” nem a nyolc nyelv egyike.',
  'system.locales.issue.blank': 'Írjon be egy szöveget, vagy térjen vissza az eredetihez.',
  'system.locales.issue.tooLong': 'Legfeljebb {max} karakter ({length} beírva).',
  'system.locales.issue.placeholderMissing': 'Tartsa meg az angol szöveg {placeholder} helyőrzőjét.',
  'system.locales.issue.placeholderUnknown': 'Az angol szövegben nincs {placeholder} helyőrző.',
  'system.locales.import.title': 'Szövegek importálása',
  'system.locales.import.text':
    'Erről a képernyőről exportált fájl. Minden bejegyzést ellenőrzünk; ha egyet elutasítunk, semmi sem mentődik.',
  'system.locales.import.file': 'Szövegfájl',
  'system.locales.import.submit': 'A fájl importálása',
  'system.locales.import.notJson': 'Ez a fájl nem szövegexport.',
  'system.locales.import.failed': '{count} bejegyzés elutasítva; semmi sem lett mentve.',
  'system.locales.import.entry': '{language}, {key}: {text}',
  'system.locales.import.done':
    'Szövegek importálva: {created} új, {updated} módosított, {removed} visszaállított, {unchanged} változatlan.',
};
