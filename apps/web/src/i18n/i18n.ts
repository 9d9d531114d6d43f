import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { englishLabels, localeDirection, resolveLocale } from '@postbridge/domain';

const NAMESPACE = 'translation';

/**
 * An i18next instance with the bundled English labels, ready synchronously. Labels use `{name}`
 * placeholders and dotted flat keys, so nesting and namespace separators are off.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { [NAMESPACE]: englishLabels } },
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * Loads the server's labels for a locale and switches to it. Any failure keeps the bundled English
 * labels (spec §8 "Unexpected errors on init fall back to default English labels").
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

/** The browser's preferred language, used before anyone signs in. */
export function browserLocale(): string {
  return navigator.languages?.[0] ?? navigator.language ?? 'en';
}
