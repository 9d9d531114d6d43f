import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bootLabels, localeDirection, resolveLocale } from '@postbridge/domain';

const NAMESPACE = 'translation';

/**
 * An i18next instance, ready synchronously with the start-up words (`bootLabels`: the loader, the title) — or, in
 * tests, a whole catalogue. The catalogue of the interface's language comes from the server (`loadLocale`): the
 * first download holds no catalogue. Labels use `{name}` placeholders and dotted flat keys, so nesting and
 * namespace separators are off.
 */
export function createI18n(initial: Readonly<Record<string, string>> = bootLabels): I18n {
  const instance = i18next.createInstance();
  let fallbackAsked = false;
  void instance.use(initReactI18next).init({
    // A copy: loading a locale merges into the store, which must not write into the given catalogue itself.
    resources: { en: { [NAMESPACE]: { ...initial } } },
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    // A key the loaded catalogue lacks (a server older than this app): the built-in English is fetched once and
    // laid under what is loaded, key by key; the screens re-render when it arrives.
    saveMissing: true,
    missingKeyHandler: () => {
      if (fallbackAsked) return;
      fallbackAsked = true;
      void builtInEnglish().then((english) =>
        instance.addResourceBundle('en', NAMESPACE, english, true, false),
      );
    },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}

/** The English catalogue built into the app, loaded only when the server's labels cannot be had. */
async function builtInEnglish(): Promise<Record<string, string>> {
  const { en } = await import('@postbridge/domain/labels/en.ts');
  return en;
}

/**
 * Loads the server's labels for a locale and switches to it. Any failure falls back to the built-in English
 * labels (docs/product.md §8 "Unexpected errors on init fall back to default English labels").
 */
export async function loadLocale(
  i18n: I18n,
  requested: string | null | undefined,
  fetchLabels: (locale: string) => Promise<Record<string, string>>,
): Promise<string> {
  const locale = resolveLocale(requested);
  try {
    const labels = await fetchLabels(locale);
    i18n.addResourceBundle(locale, NAMESPACE, labels, true, true);
    await i18n.changeLanguage(locale);
    applyDocumentLocale(locale);
    return locale;
  } catch (error) {
    console.warn(`Labels for "${locale}" could not be loaded; using English.`, error);
    i18n.addResourceBundle('en', NAMESPACE, await builtInEnglish(), true, true);
    await i18n.changeLanguage('en');
    applyDocumentLocale('en');
    return 'en';
  }
}

/** `<html lang dir>` follow the interface language (Hebrew is right to left). */
function applyDocumentLocale(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}

/** Where the language chosen before sign-in (the sign-in page's switcher, or one's profile) is remembered. */
const LOCALE_STORAGE_KEY = 'locale';

/** Remembers the interface language in this browser, for the screens shown before anyone signs in. */
export function rememberLocale(locale: string): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}

function rememberedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language before anyone signs in: the one last chosen in this browser, else the browser's preferred one.
 * Once signed in, the account's language wins (docs/administration.md "Settings").
 */
export function browserLocale(): string {
  return rememberedLocale() ?? navigator.languages?.[0] ?? navigator.language ?? 'en';
}

/**
 * Reads the labels of the interface's language again and applies them, without reloading the page: after a label
 * was changed in System > Languages (the server answers its overrides over the bundled texts).
 */
export function reloadLabels(
  i18n: I18n,
  fetchLabels: (locale: string) => Promise<Record<string, string>>,
): Promise<string> {
  return loadLocale(i18n, i18n.language, fetchLabels);
}
