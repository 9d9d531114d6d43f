import {
  REQUIREMENT_CHECK_ERROR_CODES,
  type AddressQuality,
  type RequirementCheckFailureCode,
} from '@postbridge/domain';
import { internationalCountryLine, isAcceptedCountryLine } from './countries';
import { firstLongLine, type LongLine } from './line-limits';
import type { ParsedPostalAddress } from './parse-postal-address';
import { countriesFittingPostalLines, hasPostcodeOf, matchPostalLines } from './postal-formats';

/**
 * Address check failures (docs/product.md §8 "address errors"), each with the requirement-check status code
 * the domain gives its key (`REQUIREMENT_CHECK_ERROR_CODES`, documented in docs/domain-decisions.md):
 *
 * | errorKey                        | when                                                                           |
 * |---------------------------------|--------------------------------------------------------------------------------|
 * | address.notExtracted            | no address line (empty text, or only a country line)                           |
 * | address.tooManyLines            | more non-empty lines than maxLines, country line included                      |
 * | address.twoCountryLines         | the line above the country line names a country too                            |
 * | address.unknownCountry          | the last line looks like a country that the data does not know                 |
 * | address.countryUndetected       | no country line and no country for the sending account                         |
 * | address.countryNotHandled       | a country outside handledCountries (a channel's destinations)                  |
 * | address.incomplete              | a single line, or no line that is a postcode/town line of any country          |
 * | address.postcodeCountryMismatch | the postcode/town line fits other countries, not the one the country line names,
 * |                                 | and holds no postcode of it                                                    |
 * | address.invalidFormat           | no postcode/town line fitting the country (the sender's, without country line) |
 * | address.lineTooLong             | a line, as printed, longer than the destination's post office allows           |
 * |                                 | (line-limits.ts: FR 38, CA 39 without spaces) or than maxLineLength            |
 */
export const POSTAL_ADDRESS_ERROR_STATUS = {
  'address.notExtracted': REQUIREMENT_CHECK_ERROR_CODES['address.notExtracted'],
  'address.invalidFormat': REQUIREMENT_CHECK_ERROR_CODES['address.invalidFormat'],
  'address.postcodeCountryMismatch': REQUIREMENT_CHECK_ERROR_CODES['address.postcodeCountryMismatch'],
  'address.lineTooLong': REQUIREMENT_CHECK_ERROR_CODES['address.lineTooLong'],
  'address.tooManyLines': REQUIREMENT_CHECK_ERROR_CODES['address.tooManyLines'],
  'address.unknownCountry': REQUIREMENT_CHECK_ERROR_CODES['address.unknownCountry'],
  'address.twoCountryLines': REQUIREMENT_CHECK_ERROR_CODES['address.twoCountryLines'],
  'address.countryNotHandled': REQUIREMENT_CHECK_ERROR_CODES['address.countryNotHandled'],
  'address.countryUndetected': REQUIREMENT_CHECK_ERROR_CODES['address.countryUndetected'],
  'address.incomplete': REQUIREMENT_CHECK_ERROR_CODES['address.incomplete'],
} as const satisfies Record<string, RequirementCheckFailureCode>;

export type PostalAddressErrorKey = keyof typeof POSTAL_ADDRESS_ERROR_STATUS;

export interface NormalizedPostalAddress {
  /** The lines as the post office writes them, country line aside (unchanged when the format does not match). */
  lines: string[];
  /** True when normalisation changed a line: the address quality is then MODIFIED. */
  modified: boolean;
  postalCode?: string;
  city?: string;
}

const collapse = (line: string) => line.replace(/\s+/g, ' ');

/**
 * Rewrites the postcode/town line(s) the way the destination's post office wants them (postal-formats.ts and
 * writing-rules.ts): postcode spelling ('1012 AB', 'SW1A 2AA', 'K1A 0B1', '1100-053', '00-001'), old country prefixes
 * dropped ('D-10115' → '10115'; a prefix of the format itself, 'CH-', 'L-', kept), capitals where the post office
 * asks (FR town without accents, LU, US/CA state), digits of other scripts in ASCII. The wide gap NL and CA write is
 * kept; other white space was collapsed by the parser and does not count as a change.
 */
export function normalizePostalAddress(parsed: ParsedPostalAddress): NormalizedPostalAddress {
  const found = matchPostalLines(parsed.countryCode, parsed.lines, parsed.rawLines);
  if (!found) return { lines: [...parsed.lines], modified: false };
  const lines = parsed.lines.map((line, index) => found.standard.get(index) ?? line);
  return {
    lines,
    modified: lines.some((line, index) => collapse(line) !== parsed.lines[index]),
    ...(found.postalCode !== undefined && { postalCode: found.postalCode }),
    ...(found.city !== undefined && { city: found.standardCity ?? found.city }),
  };
}

export interface CheckPostalAddressOptions {
  /** Countries the channel delivers to (ISO alpha-2); default: every country. */
  handledCountries?: readonly string[];
  /**
   * Longest line the window or the channel takes, in characters; default: no limit but the destination's own
   * (line-limits.ts), which applies too.
   */
  maxLineLength?: number;
}

/** A requirement-value check of a postal address (docs/product.md §3 Requirement value, §5, §8). */
export interface PostalAddressCheck {
  valid: boolean;
  /** GOOD as entered, MODIFIED when normalised, BAD when invalid (FORCED is a user's choice, never set here). */
  quality: AddressQuality;
  /** Failure status code for requirementFailureKey; null when valid. */
  status: RequirementCheckFailureCode | null;
  errorKey?: PostalAddressErrorKey;
  countryCode: string | null;
  /** The lines to print, country line included when the letter goes abroad: normalised when valid, else as parsed. */
  lines: string[];
  postalCode?: string;
  city?: string;
  /** For a refused postcode/town line: the countries whose format it fits (what it reads like). */
  fitsCountries?: string[];
  /** For address.lineTooLong: the first line too long, its length and the limit it passes. */
  longLine?: LongLine;
}

function failure(
  parsed: ParsedPostalAddress,
  errorKey: PostalAddressErrorKey,
  fitsCountries?: string[],
): PostalAddressCheck {
  return {
    valid: false,
    quality: 'BAD',
    status: POSTAL_ADDRESS_ERROR_STATUS[errorKey],
    errorKey,
    countryCode: parsed.countryCode,
    lines: [...parsed.lines, ...(parsed.countryLine !== undefined ? [parsed.countryLine] : [])],
    ...(fitsCountries?.length && { fitsCountries }),
  };
}

/**
 * The country line a letter carries (UPU: last line, in capitals, in the language of the country of posting, or in
 * English or French): none for a domestic letter (the sender's own country named is dropped), the line as written
 * in capitals when it is a name the sending office reads, else the destination's name in the sender's language.
 */
function printedCountryLine(parsed: ParsedPostalAddress): string | null {
  const { countryLine, countryCode, senderCountry } = parsed;
  if (countryLine === undefined || countryCode === null) return null;
  if (senderCountry === null) return countryLine.toUpperCase();
  if (countryCode === senderCountry) return null;
  return isAcceptedCountryLine(countryLine, countryCode, senderCountry)
    ? countryLine.toUpperCase()
    : internationalCountryLine(countryCode, senderCountry);
}

/**
 * Checks a parsed address, first failure wins: no line, too many lines, two country lines, unknown country line, no
 * country, country not handled, incomplete, postcode/town line, line length. The address is read in its country
 * only (the one named, else the sender's): a line that fits another country is reported, never re-read as it.
 */
export function checkPostalAddress(
  parsed: ParsedPostalAddress,
  options: CheckPostalAddressOptions = {},
): PostalAddressCheck {
  if (parsed.lines.length === 0) return failure(parsed, 'address.notExtracted');
  if (parsed.lineCount > parsed.maxLines) return failure(parsed, 'address.tooManyLines');
  if (parsed.secondCountryLine !== undefined) return failure(parsed, 'address.twoCountryLines');
  if (parsed.unknownCountryLine !== undefined) return failure(parsed, 'address.unknownCountry');
  const country = parsed.countryCode;
  if (country === null) return failure(parsed, 'address.countryUndetected');
  const handled = options.handledCountries?.map((code) => code.trim().toUpperCase());
  if (handled && !handled.includes(country)) return failure(parsed, 'address.countryNotHandled');

  const found = parsed.lines.length >= 2 ? matchPostalLines(country, parsed.lines, parsed.rawLines) : null;
  if (!found) {
    const fits = countriesFittingPostalLines(parsed.lines).filter((code) => code !== country);
    if (parsed.lines.length < 2 || !fits.length) return failure(parsed, 'address.incomplete');
    // A postcode of another country under a country line: unless the line holds a postcode of the country named
    // (then something else is wrong: 'Springfield, ZZ 62704' has no state).
    const mismatch = parsed.countryDetected && !hasPostcodeOf(country, parsed.lines);
    return failure(parsed, mismatch ? 'address.postcodeCountryMismatch' : 'address.invalidFormat', fits);
  }
  const normalized = normalizePostalAddress(parsed);
  const countryLine = printedCountryLine(parsed);
  const lines = [...normalized.lines, ...(countryLine !== null ? [countryLine] : [])];
  const longLine = firstLongLine(country, lines, options.maxLineLength);
  // Refused, not shortened: a post office's limit forbids truncating (Canada Post), and an abbreviation is the
  // sender's to choose (La Poste's list of street-type abbreviations applies past 32 characters only).
  if (longLine) return { ...failure(parsed, 'address.lineTooLong'), lines, longLine };
  const modified = normalized.modified || (countryLine ?? null) !== (parsed.countryLine ?? null);
  return {
    valid: true,
    quality: modified ? 'MODIFIED' : 'GOOD',
    status: null,
    countryCode: country,
    lines,
    ...(normalized.postalCode !== undefined && { postalCode: normalized.postalCode }),
    ...(normalized.city !== undefined && { city: normalized.city }),
  };
}
