import { findCountry } from './countries';
import { matchPostalLines, POSTAL_FORMAT_COUNTRIES } from './postal-formats';

/**
 * Default maximum number of address lines, country line included: the usual window-envelope limit
 * (UPU S42 / La Poste NF Z10-011 allow six lines in the address block).
 */
export const DEFAULT_MAX_ADDRESS_LINES = 6;

export interface ParsePostalAddressOptions {
  /** ISO alpha-2 code used when no country line is found (the OU's defaultMailCountry). */
  defaultCountry: string;
  /** Maximum non-empty lines, country line included (default 6, the window-envelope limit). */
  maxLines?: number;
}

export interface ParsedPostalAddress {
  /** Address lines without the country line: trimmed, whitespace collapsed, empty lines removed. */
  lines: string[];
  /** Named country, else the default country; null when neither is usable or the country line is unknown. */
  countryCode: string | null;
  /** True when the last line named the country (it was then removed from `lines`). */
  countryDetected: boolean;
  postalCode?: string;
  city?: string;
  /** The maxLines the address was parsed with (checked by checkPostalAddress). */
  maxLines: number;
  /** Number of non-empty lines of the text, country line included. */
  lineCount: number;
  /** A last line that looks like a country but is not a known one (see looksLikeCountryLine). */
  unknownCountryLine?: string;
}

/** Splits address text into clean lines (CR/LF, trimmed, inner whitespace collapsed, empty lines dropped). */
export function addressLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/**
 * Heuristic for a country we do not know: the last line has no digit, at most three words of letters, and the
 * line before it is a postcode/town line of some handled country, while the default country does not accept the
 * address as it is. 'ATLANTIS' after '75008 PARIS' is an unknown country; 'PARIS' after '12 rue X' is not.
 */
function looksLikeCountryLine(lines: readonly string[], defaultCountry: string | null): boolean {
  const last = lines.at(-1) ?? '';
  if (lines.length < 3 || !/^[\p{L}][\p{L} .'’-]{1,39}$/u.test(last) || last.split(' ').length > 3)
    return false;
  if (matchPostalLines(defaultCountry, lines)) return false;
  const before = lines.slice(0, -1);
  return POSTAL_FORMAT_COUNTRIES.some((code) => matchPostalLines(code, before) !== null);
}

/** Parses a postal address block: country from the last line or the default, then its postcode and town. */
export function parsePostalAddress(text: string, options: ParsePostalAddressOptions): ParsedPostalAddress {
  const maxLines = options.maxLines ?? DEFAULT_MAX_ADDRESS_LINES;
  const all = addressLines(text);
  const named = all.length > 0 ? findCountry(all.at(-1) ?? '') : null;
  const lines = named ? all.slice(0, -1) : all;
  const fallback = options.defaultCountry.trim().toUpperCase();
  const defaultCountry = /^[A-Z]{2}$/.test(fallback) ? fallback : null;
  const base = { lines, maxLines, lineCount: all.length };

  if (!named && looksLikeCountryLine(lines, defaultCountry)) {
    return { ...base, countryCode: null, countryDetected: false, unknownCountryLine: lines.at(-1) };
  }
  const countryCode = named ?? defaultCountry;
  const found = matchPostalLines(countryCode, lines);
  return {
    ...base,
    countryCode,
    countryDetected: named !== null,
    ...(found?.postalCode !== undefined && { postalCode: found.postalCode }),
    ...(found?.city !== undefined && { city: found.city }),
  };
}
