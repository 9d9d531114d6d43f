import { findCountry } from './countries';
import { countriesFittingPostalLines, matchPostalLines } from './postal-formats';

/**
 * Default maximum number of address lines, country line included: the usual window-envelope limit
 * (UPU S42 / La Poste NF Z10-011 allow six lines in the address block).
 */
export const DEFAULT_MAX_ADDRESS_LINES = 6;

export interface ParsePostalAddressOptions {
  /**
   * ISO alpha-2 code of the sending account's country (the OU's defaultMailCountry, inherited down the OU tree):
   * the country of an address without a country line; '' when the account has none.
   */
  defaultCountry: string;
  /** Maximum non-empty lines, country line included (default 6, the window-envelope limit). */
  maxLines?: number;
}

export interface ParsedPostalAddress {
  /** Address lines without the country line: trimmed, whitespace collapsed, empty lines removed. */
  lines: string[];
  /** The same lines with their inner white space as written (the wide gaps some post offices write). */
  rawLines: string[];
  /** Named country, else the sender's country; null when neither is usable or the country line is unknown. */
  countryCode: string | null;
  /** True when the last line named the country (it was then removed from `lines`). */
  countryDetected: boolean;
  /** The country line as written, when there is one. */
  countryLine?: string;
  /** The sending account's country, null when it has none. */
  senderCountry: string | null;
  postalCode?: string;
  city?: string;
  /** The maxLines the address was parsed with (checked by checkPostalAddress). */
  maxLines: number;
  /** Number of non-empty lines of the text, country line included. */
  lineCount: number;
  /** A last line that looks like a country but is not a known one (see looksLikeCountryLine). */
  unknownCountryLine?: string;
  /** A line above the country line that names a country too ('FRANCE' then 'FRANKREICH'). */
  secondCountryLine?: string;
}

// Bidirectional controls (LRM, RLM, embeddings, isolates) are invisible: they steer how right-to-left text is shown,
// are no part of what the carrier reads, and would keep a postcode or a country name from being recognised.
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Splits address text into clean lines (CR/LF, trimmed, inner whitespace collapsed, empty lines dropped). */
export function addressLines(text: string): string[] {
  return rawAddressLines(text).map((line) => line.replace(/\s+/g, ' '));
}

/** The non-empty lines of a text, trimmed, with their inner white space as written. */
function rawAddressLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.replace(BIDI_CONTROLS, '').split(/\r\n|\r|\n/)) {
    const trimmed = line.replace(/\t/g, ' ').trim();
    if (trimmed !== '') lines.push(trimmed);
  }
  return lines;
}

/**
 * A country we do not know (asked once the sender's country does not read the address as it is): the last line has
 * no digit, at most three words of letters, and the line before it is a postcode/town line of some country with
 * postcodes. 'ATLANTIS' after '75008 PARIS' is an unknown country; 'PARIS' after '12 rue X' is not.
 */
function looksLikeCountryLine(lines: readonly string[]): boolean {
  const last = lines.at(-1) ?? '';
  if (lines.length < 3 || !/^[\p{L}][\p{L} .'’-]{1,39}$/u.test(last) || last.split(' ').length > 3)
    return false;
  return countriesFittingPostalLines(lines.slice(0, -1)).length > 0;
}

/**
 * Parses a postal address block: the country from its last line, else the sender's country (never another country
 * the lines might fit: that is for the check to report), then its postcode and town.
 */
export function parsePostalAddress(text: string, options: ParsePostalAddressOptions): ParsedPostalAddress {
  const maxLines = options.maxLines ?? DEFAULT_MAX_ADDRESS_LINES;
  const raw = rawAddressLines(text);
  const all = raw.map((line) => (/\s\s|[^\S ]/.test(line) ? line.replace(/\s+/g, ' ') : line));
  const named = all.length > 0 ? findCountry(all.at(-1)!) : null;
  const lines = named ? all.slice(0, -1) : all;
  const rawLines = named ? raw.slice(0, -1) : raw;
  const sender = options.defaultCountry.trim().toUpperCase();
  const senderCountry = /^[A-Z]{2}$/.test(sender) ? sender : null;
  const base = {
    lines,
    rawLines,
    maxLines,
    lineCount: all.length,
    senderCountry,
    ...(named && { countryLine: all.at(-1)! }),
  };

  const countryCode = named ?? senderCountry;
  const found = matchPostalLines(countryCode, lines, rawLines);
  if (!named && !found && looksLikeCountryLine(lines)) {
    return { ...base, countryCode: null, countryDetected: false, unknownCountryLine: lines.at(-1)! };
  }
  // A line above the country line naming a country too, unless it is the town of that country ('Djibouti').
  const above = named && lines.length > 0 ? findCountry(lines.at(-1)!) : null;
  const twice = above !== null && (above !== named || !found);
  return {
    ...base,
    countryCode,
    countryDetected: named !== null,
    ...(twice && { secondCountryLine: lines.at(-1)! }),
    ...(found?.postalCode !== undefined && { postalCode: found.postalCode }),
    ...(found?.city !== undefined && { city: found.city }),
  };
}
