import {
  REQUIREMENT_CHECK_ERROR_CODES,
  type AddressQuality,
  type RequirementCheckFailureCode,
} from '@postbridge/domain';
import type { ParsedPostalAddress } from './parse-postal-address';
import { matchPostalLines, POSTAL_FORMAT_COUNTRIES, POSTAL_FORMATS } from './postal-formats';

/**
 * Address check failures (spec §8 "address errors"), each with the requirement-check status code the domain gives
 * its key (`REQUIREMENT_CHECK_ERROR_CODES`, documented in docs/domain-decisions.md):
 *
 * | errorKey                    | when                                                              |
 * |-----------------------------|-------------------------------------------------------------------|
 * | address.notExtracted        | no address line (empty text, or only a country line)              |
 * | address.invalidFormat       | no postcode/town line fitting the country (or a single line)      |
 * | address.tooManyLines        | more non-empty lines than maxLines, country line included         |
 * | address.unknownCountry      | the last line looks like a country that the table does not know   |
 * | address.countryNotHandled   | a known country outside handledCountries                          |
 * | address.countryUndetected   | no country line and no usable default country                     |
 */
export const POSTAL_ADDRESS_ERROR_STATUS = {
  'address.notExtracted': REQUIREMENT_CHECK_ERROR_CODES['address.notExtracted'],
  'address.invalidFormat': REQUIREMENT_CHECK_ERROR_CODES['address.invalidFormat'],
  'address.tooManyLines': REQUIREMENT_CHECK_ERROR_CODES['address.tooManyLines'],
  'address.unknownCountry': REQUIREMENT_CHECK_ERROR_CODES['address.unknownCountry'],
  'address.countryNotHandled': REQUIREMENT_CHECK_ERROR_CODES['address.countryNotHandled'],
  'address.countryUndetected': REQUIREMENT_CHECK_ERROR_CODES['address.countryUndetected'],
} as const satisfies Record<string, RequirementCheckFailureCode>;

export type PostalAddressErrorKey = keyof typeof POSTAL_ADDRESS_ERROR_STATUS;

export interface NormalizedPostalAddress {
  /** The lines as the postal standard writes them (unchanged when the country has no format or does not match). */
  lines: string[];
  /** True when normalisation changed a line: the address quality is then MODIFIED. */
  modified: boolean;
  postalCode?: string;
  city?: string;
}

/**
 * Rewrites the postcode/town line(s) the way the country's postal operator wants them: postcode spacing and case
 * (NL '1011 AB', GB 'SW1A 1AA', CA 'K1A 0B1', IE 'D02 X285', PT '1000-001', US ZIP+4 '62704-1234', US/CA state in
 * capitals), old country prefixes dropped ('D-10115' → '10115', LU keeps 'L-'), town in capitals for FR (without
 * accents, NF Z10-011) and LU. Whitespace was already collapsed by the parser and does not count as a change.
 */
export function normalizePostalAddress(parsed: ParsedPostalAddress): NormalizedPostalAddress {
  const found = matchPostalLines(parsed.countryCode, parsed.lines);
  if (!found) return { lines: [...parsed.lines], modified: false };
  const lines = parsed.lines.map((line, index) => found.standard.get(index) ?? line);
  return {
    lines,
    modified: lines.some((line, index) => line !== parsed.lines[index]),
    ...(found.postalCode !== undefined && { postalCode: found.postalCode }),
    ...(found.city !== undefined && { city: found.standardCity ?? found.city }),
  };
}

export interface CheckPostalAddressOptions {
  /** Countries the channel delivers to (ISO alpha-2); default: every country with a postcode/town format. */
  handledCountries?: readonly string[];
}

/** A requirement-value check of a postal address (spec §3 Requirement value, §5, §8). */
export interface PostalAddressCheck {
  valid: boolean;
  /** GOOD as entered, MODIFIED when normalised, BAD when invalid (FORCED is a user's choice, never set here). */
  quality: AddressQuality;
  /** Failure status code for requirementFailureKey; null when valid. */
  status: RequirementCheckFailureCode | null;
  errorKey?: PostalAddressErrorKey;
  countryCode: string | null;
  /** Lines to keep: normalised when valid, as parsed otherwise. */
  lines: string[];
  postalCode?: string;
  city?: string;
}

function failure(parsed: ParsedPostalAddress, errorKey: PostalAddressErrorKey): PostalAddressCheck {
  return {
    valid: false,
    quality: 'BAD',
    status: POSTAL_ADDRESS_ERROR_STATUS[errorKey],
    errorKey,
    countryCode: parsed.countryCode,
    lines: [...parsed.lines],
  };
}

/**
 * Checks a parsed address, first failure wins: no line, too many lines, unknown country line, no country,
 * country not handled, postcode/town format. A handled country without a format here only needs two lines.
 */
export function checkPostalAddress(
  parsed: ParsedPostalAddress,
  options: CheckPostalAddressOptions = {},
): PostalAddressCheck {
  const handled = (options.handledCountries ?? POSTAL_FORMAT_COUNTRIES).map((code) =>
    code.trim().toUpperCase(),
  );
  if (parsed.lines.length === 0) return failure(parsed, 'address.notExtracted');
  if (parsed.lineCount > parsed.maxLines) return failure(parsed, 'address.tooManyLines');
  if (parsed.unknownCountryLine !== undefined) return failure(parsed, 'address.unknownCountry');
  if (parsed.countryCode === null) return failure(parsed, 'address.countryUndetected');
  if (!handled.includes(parsed.countryCode)) return failure(parsed, 'address.countryNotHandled');

  const hasFormat = POSTAL_FORMATS[parsed.countryCode] !== undefined;
  if (parsed.lines.length < 2 || (hasFormat && !matchPostalLines(parsed.countryCode, parsed.lines))) {
    return failure(parsed, 'address.invalidFormat');
  }
  const normalized = normalizePostalAddress(parsed);
  return {
    valid: true,
    quality: normalized.modified ? 'MODIFIED' : 'GOOD',
    status: null,
    countryCode: parsed.countryCode,
    lines: normalized.lines,
    ...(normalized.postalCode !== undefined && { postalCode: normalized.postalCode }),
    ...(normalized.city !== undefined && { city: normalized.city }),
  };
}
