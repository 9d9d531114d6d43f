import { englishLabels, isLocaleCode, type LabelKey } from './index';

// Label overrides edited in System > Languages (issue 15; docs/product.md §7 "save translations for a key"): a text
// that replaces one label of one locale over the catalogue bundled with the release. The rules here are shared by
// the server (which refuses) and the web (which says why under the field).

/** The longest text an override may have. */
export const LABEL_TEXT_MAX_LENGTH = 2000;

/** What an export file of the overrides says it is (`GET /i18n/overrides/export`, `POST /i18n/overrides/import`). */
export const LABEL_OVERRIDES_FORMAT = 'postbridge-labels';
export const LABEL_OVERRIDES_VERSION = 1;

/** Why a translation is refused; the web's text of each is `system.locales.issue.<name>`. */
export const LABEL_ISSUE_KEYS = [
  'label.unknownKey',
  'label.unknownLocale',
  'label.blank',
  'label.tooLong',
  'label.placeholderMissing',
  'label.placeholderUnknown',
] as const;
export type LabelIssueKey = (typeof LABEL_ISSUE_KEYS)[number];

/** One refused translation: the shape of an API issue (envelope `issues`), `path` naming the field. */
export type LabelIssue = {
  key: LabelIssueKey;
  path: string;
  severity: 'error';
  params?: Record<string, string | number>;
};

function issue(key: LabelIssueKey, path: string, params?: LabelIssue['params']): LabelIssue {
  return params ? { key, path, severity: 'error', params } : { key, path, severity: 'error' };
}

/** Whether `key` is a label of the bundled catalogue (every locale has the English keys). */
export function isLabelKey(key: string): key is LabelKey {
  return Object.hasOwn(englishLabels, key);
}

/** The `{name}` placeholders of a text, each once, in order of first use (formatLabel's syntax). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))];
}

/**
 * The problems of one translation of a label whose English text is `english`: blank, longer than
 * LABEL_TEXT_MAX_LENGTH, a placeholder of the English text left out (the screen would lose the value it shows), or
 * one the English text does not have (nothing would fill it: the reader would see `{name}`).
 */
export function checkLabelText(text: string, english: string, path: string): LabelIssue[] {
  if (text.trim() === '') return [issue('label.blank', path)];
  if (text.length > LABEL_TEXT_MAX_LENGTH) {
    return [issue('label.tooLong', path, { max: LABEL_TEXT_MAX_LENGTH, length: text.length })];
  }
  const own = placeholdersOf(text);
  const expected = placeholdersOf(english);
  return [
    ...expected
      .filter((name) => !own.includes(name))
      .map((name) => issue('label.placeholderMissing', path, { placeholder: `{${name}}` })),
    ...own
      .filter((name) => !expected.includes(name))
      .map((name) => issue('label.placeholderUnknown', path, { placeholder: `{${name}}` })),
  ];
}

/**
 * The problems of the translations saved for one key (`POST /i18n/translations/:key`): the key must be a label,
 * each locale one of the eight, each text (null = back to the bundled text, never refused) pass checkLabelText
 * against the bundled English text, which the code's placeholders follow.
 */
export function checkTranslations(
  key: string,
  translations: Readonly<Record<string, string | null | undefined>>,
): LabelIssue[] {
  if (!isLabelKey(key)) return [issue('label.unknownKey', 'key', { key })];
  const english = englishLabels[key];
  return Object.entries(translations).flatMap(([locale, text]) => {
    const path = `translations.${locale}`;
    if (!isLocaleCode(locale)) return [issue('label.unknownLocale', path, { locale })];
    return text == null ? [] : checkLabelText(text, english, path);
  });
}

/**
 * The problems of an imported file's overrides (`{ fr: { key: text } }`), every entry checked like an edit and
 * each refusal naming its locale and key (path `overrides.fr["key"]`, params `locale` and `key`).
 */
export function checkOverrides(
  overrides: Readonly<Record<string, Readonly<Record<string, string>>>>,
): LabelIssue[] {
  return Object.entries(overrides).flatMap(([locale, texts]) => {
    if (!isLocaleCode(locale)) return [issue('label.unknownLocale', `overrides.${locale}`, { locale })];
    return Object.entries(texts).flatMap(([key, text]) => {
      const path = `overrides.${locale}[${JSON.stringify(key)}]`;
      if (!isLabelKey(key)) return [issue('label.unknownKey', path, { locale, key })];
      return checkLabelText(text, englishLabels[key], path).map((found) => ({
        ...found,
        params: { ...found.params, locale, key },
      }));
    });
  });
}

/** Whether an override still fits its label: the key exists and the text passes the checks (after an upgrade). */
export function overrideFits(key: string, text: string): boolean {
  return isLabelKey(key) && checkLabelText(text, englishLabels[key], '').length === 0;
}
