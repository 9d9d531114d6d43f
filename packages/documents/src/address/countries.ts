import { createRequire } from 'node:module';
import type { ICountry, TCountryCode } from 'countries-list';
import type * as IsoCountries from 'i18n-iso-countries';

// Country names come from maintained data (docs/domain-decisions.md "Address data"): every name and alias that
// i18n-iso-countries knows in each of its languages, the native names and aliases of countries-list, and the
// ISO alpha-2 and alpha-3 codes. countries-list also tells which languages a country writes (the sender's
// country line, UPU: in the language of the country of posting).

const load = createRequire(import.meta.url);

// Both datasets are loaded on first use, not with the module: a domestic letter ends with its postcode line and
// never needs them, and every work thread would otherwise hold some 80 languages of names.
let isoModule: typeof IsoCountries | undefined;
const isoCountries = (): typeof IsoCountries =>
  (isoModule ??= load('i18n-iso-countries') as typeof IsoCountries);
let facts: Partial<Record<TCountryCode, ICountry>> | undefined;
const countryFacts = (): Partial<Record<TCountryCode, ICountry>> =>
  (facts ??= (load('countries-list') as { countries: Record<TCountryCode, ICountry> }).countries);

/**
 * A few spellings post offices see on letters that neither dataset lists as a name of the whole country, in the
 * languages of their neighbours or in English and French: recognised, and kept as a country line.
 */
const EXTRA_NAMES: Readonly<Record<string, readonly string[]>> = {
  GB: ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Grande-Bretagne', 'Angleterre', 'Nagy-Britannia'],
  US: ['États-Unis', 'Estados Unidos de América'],
  NL: ['Holland', 'Hollande', 'Holanda'],
  DE: ['Bundesrepublik Deutschland', 'BRD'],
  CH: ['Helvetia', 'Confoederatio Helvetica'],
};

/**
 * Upper case, no dots, hyphens/commas/apostrophes as spaces, spaces collapsed: the matching key. Accents are dropped
 * from Latin, Greek and Cyrillic letters only ('MAGYARORSZAG' is 'Magyarország'): the vowel signs of other scripts
 * are letters of the word, and dropping them would make different names equal.
 */
export function countryKey(text: string): string {
  // eslint-disable-next-line no-control-regex -- plain ASCII has no accent to drop
  const plain = /^[\x00-\x7f]*$/.test(text)
    ? text
    : text
        .normalize('NFD')
        .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, '$1')
        .normalize('NFC');
  return plain
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/[-‐–,'’()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type CountryIndex = {
  /** Key → ISO alpha-2 code; a key naming two countries ('Congo') is left out: it names neither for sure. */
  byKey: Map<string, string>;
  codes: ReadonlySet<string>;
};

let index: CountryIndex | undefined;

/** Built on first use: it reads the names of some 80 languages (about 12,000 spellings, a few milliseconds). */
function countryIndex(): CountryIndex {
  if (index) return index;
  const iso = isoCountries();
  const languages = iso.langs();
  // Node's entry of the package registers every language itself; another entry would not.
  for (const language of languages) {
    if (!iso.getName('FR', language)) iso.registerLocale(load(`i18n-iso-countries/langs/${language}.json`));
  }
  const codes = new Set(Object.keys(iso.getAlpha2Codes()));
  const owners = new Map<string, Set<string>>();
  const add = (name: string, code: string) => {
    const key = countryKey(name);
    if (!key) return;
    const set = owners.get(key) ?? new Set<string>();
    set.add(code);
    owners.set(key, set);
  };
  for (const language of languages) {
    for (const [code, names] of Object.entries(iso.getNames(language, { select: 'all' }))) {
      for (const name of names) add(name, code);
    }
  }
  for (const code of codes) {
    add(code, code);
    const alpha3 = iso.alpha2ToAlpha3(code);
    if (alpha3) add(alpha3, code);
    const known = countryFacts()[code as TCountryCode];
    if (known) for (const name of [known.name, known.native, ...(known.alias ?? [])]) add(name, code);
    for (const name of EXTRA_NAMES[code] ?? []) add(name, code);
  }
  const byKey = new Map<string, string>();
  for (const [key, set] of owners) if (set.size === 1) byKey.set(key, [...set][0]!);
  index = { byKey, codes };
  return index;
}

/** ISO alpha-2 code named by a line (a name in any language the data knows, an alias, an alpha-2 or alpha-3 code). */
export function findCountry(line: string): string | null {
  // No country's name or code has a digit: a postcode/town line is never one (and needs no index built).
  if (/\d/.test(line)) return null;
  return countryIndex().byKey.get(countryKey(line)) ?? null;
}

/** Whether this is an ISO 3166-1 alpha-2 code. */
export function isKnownCountryCode(code: string): boolean {
  return countryIndex().codes.has(code.trim().toUpperCase());
}

/** Every ISO 3166-1 alpha-2 code. */
export function knownCountryCodes(): string[] {
  return [...countryIndex().codes];
}

/** The country's name in a language ('de', 'fr-CH'), in English when the data has none in that language. */
export function countryName(code: string, language: string = 'en'): string | null {
  const alpha2 = code.trim().toUpperCase();
  if (!isKnownCountryCode(alpha2)) return null;
  const lang = language.slice(0, 2).toLowerCase();
  return isoCountries().getName(alpha2, lang) ?? isoCountries().getName(alpha2, 'en') ?? null;
}

/** The languages a country writes (ISO 639-1, the first its main one); English when the data says nothing. */
export function countryLanguages(code: string): string[] {
  countryIndex();
  const languages = countryFacts()[code.trim().toUpperCase() as TCountryCode]?.languages ?? [];
  const named = languages.filter((lang) => isoCountries().getName(code, lang) !== undefined);
  return named.length ? named : ['en'];
}

// UPU Convention, Letter Post Regulations: the destination country is written last, in capitals, in the language
// of the country of posting; English and French, the languages every exchange office reads, are accepted too (the
// postal operators of the Union accept them, e.g. Deutsche Post "in Deutsch, Englisch oder Französisch").
const INTERNATIONAL_LANGUAGES = ['en', 'fr'];

/**
 * The country line of a letter posted in `senderCountry` to `destination`: its name in the sender country's
 * main language, in capitals ('FRANKREICH' from Germany, 'ALLEMAGNE' from France).
 */
export function internationalCountryLine(destination: string, senderCountry: string): string {
  const language = countryLanguages(senderCountry)[0] ?? 'en';
  return (countryName(destination, language) ?? destination).toLocaleUpperCase(language);
}

/**
 * Whether a written country line is one a letter posted in `senderCountry` may carry for `destination`: a name
 * of it in a language of the sending country, in English or in French (case and accents aside). A name in the
 * destination's own language ('POLSKA' posted in Germany) or an ISO code is not one the sorting office reads.
 */
export function isAcceptedCountryLine(line: string, destination: string, senderCountry: string): boolean {
  const key = countryKey(line);
  const languages = [...countryLanguages(senderCountry), ...INTERNATIONAL_LANGUAGES];
  const names = [
    ...languages.flatMap(
      (language) => isoCountries().getName(destination, language, { select: 'all' }) ?? [],
    ),
    ...(EXTRA_NAMES[destination] ?? []),
  ];
  return names.some((name) => countryKey(name) === key);
}
