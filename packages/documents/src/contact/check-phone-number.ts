import type { AddressQuality } from '@postbridge/domain';
// The full metadata: the default "min" set checks only a number's length, not its ranges (libphonenumber-js README).
import {
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';

export type PhoneNumberErrorKey =
  'phone.empty' | 'phone.invalidFormat' | 'phone.countryNotHandled' | 'phone.countryUndetected';

export interface CheckPhoneNumberOptions {
  /** The only country accepted (the requirement's `countryCode` parameter); a number of another one is refused. */
  countryCode?: string | null;
}

/** A requirement-value check of a phone number, shaped like the postal-address check. */
export interface PhoneNumberCheck {
  valid: boolean;
  /** GOOD when entered in E.164 already, MODIFIED when rewritten to it, BAD when refused. */
  quality: AddressQuality;
  errorKey?: PhoneNumberErrorKey;
  /** E.164 ('+33612345678') when valid, the trimmed input otherwise. */
  value: string;
  /** ISO alpha-2 country of the number; null for a non-geographic number (+800…) or an unreadable one. */
  countryCode: string | null;
}

/** An ISO alpha-2 code libphonenumber knows, upper-cased; undefined for anything else ('', 'XX', null). */
function supportedCountry(code: string | null | undefined): CountryCode | undefined {
  const upper = (code ?? '').trim().toUpperCase();
  return isSupportedCountry(upper) ? upper : undefined;
}

/**
 * Checks a phone number (docs/product.md §5 "Phone must be valid and country-consistent"). A number written
 * without its international prefix is read in `defaultCountry` (the OU's mail country), or in the required
 * country when the options give one. It must be a valid number of its country (the number ranges, not only
 * the length). A number of another country than `defaultCountry` is fine when it carries its prefix ('+49…');
 * when the options require a country, a number of any other country is refused. Valid numbers are written in
 * E.164, an extension dropped.
 */
export function checkPhoneNumber(
  text: string,
  defaultCountry: string | null,
  options: CheckPhoneNumberOptions = {},
): PhoneNumberCheck {
  const trimmed = text.trim();
  const required = supportedCountry(options.countryCode);
  const refuse = (errorKey: PhoneNumberErrorKey, countryCode: string | null = null): PhoneNumberCheck => ({
    valid: false,
    quality: 'BAD',
    errorKey,
    value: trimmed,
    countryCode,
  });
  if (trimmed === '') return refuse('phone.empty');
  let phone: PhoneNumber;
  try {
    // No extraction: 'Tel: 06…' is refused rather than guessed at.
    phone = parsePhoneNumberWithError(trimmed, {
      defaultCountry: required ?? supportedCountry(defaultCountry),
      extract: false,
    });
  } catch (err) {
    if (err instanceof ParseError && err.message === 'INVALID_COUNTRY')
      return refuse('phone.countryUndetected');
    if (err instanceof ParseError) return refuse('phone.invalidFormat');
    throw err;
  }
  const countryCode = phone.country ?? null;
  if (!phone.isValid()) return refuse('phone.invalidFormat', countryCode);
  if (required && countryCode !== required) return refuse('phone.countryNotHandled', countryCode);
  const value = phone.number;
  return { valid: true, quality: value === trimmed ? 'GOOD' : 'MODIFIED', value, countryCode };
}
