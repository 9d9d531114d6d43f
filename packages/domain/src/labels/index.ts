import { en, type LabelKey, type Labels } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';

export { en as englishLabels };
export { bootLabels } from './boot';
export type { LabelKey, Labels };

export type LocaleCode = 'en' | 'de' | 'es' | 'fr' | 'he' | 'hu' | 'nl' | 'pt';

/**
 * The eight interface languages of docs/product.md §1; English is the default and the fallback for missing
 * text.
 */
export const LOCALES: readonly { code: LocaleCode; name: string; nativeName: string; dir: 'ltr' | 'rtl' }[] =
  [
    { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' },
    { code: 'de', name: 'German', nativeName: 'Deutsch', dir: 'ltr' },
    { code: 'es', name: 'Spanish', nativeName: 'Español', dir: 'ltr' },
    { code: 'fr', name: 'French', nativeName: 'Français', dir: 'ltr' },
    { code: 'he', name: 'Hebrew', nativeName: 'עברית', dir: 'rtl' },
    { code: 'hu', name: 'Hungarian', nativeName: 'Magyar', dir: 'ltr' },
    { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', dir: 'ltr' },
    { code: 'pt', name: 'Portuguese', nativeName: 'Português', dir: 'ltr' },
  ];
export const DEFAULT_LOCALE: LocaleCode = 'en';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && LOCALES.some((l) => l.code === value);
}

/** Picks the best supported locale for a requested tag such as `fr-CA`; unknown tags fall back to English. */
export function resolveLocale(requested: string | null | undefined): LocaleCode {
  const base = (requested ?? '').toLowerCase().split(/[-_]/)[0];
  return isLocaleCode(base) ? base : DEFAULT_LOCALE;
}

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return LOCALES.find((l) => l.code === resolveLocale(locale))?.dir ?? 'ltr';
}

/** Replaces `{name}` placeholders; unknown placeholders are left visible so a missing parameter is noticed. */
export function formatLabel(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translate(labels: Labels, key: LabelKey, params?: Record<string, string | number>): string {
  return formatLabel(labels[key], params);
}

const CATALOG: Record<LocaleCode, Labels> = { en, de, es, fr, he, hu, nl, pt };

/** The full label set of a locale (unknown locales get English). */
export function labelsFor(locale: string | null | undefined): Labels {
  return CATALOG[resolveLocale(locale)];
}
