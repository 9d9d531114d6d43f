// Recipient consent choices and the statuses of requirement value checks (docs/product.md §3, §8).

import { FIELD_KIND_INFO, type ChannelRequirementType } from './channel-fields';

export const RECIPIENT_PREFERENCES = ['EMAIL', 'EMAIL_PENDING', 'LETTER', 'NONE'] as const;
export type RecipientPreference = (typeof RECIPIENT_PREFERENCES)[number];

/**
 * How a recipient choice was collected: UNSUBSCRIBE is the recipient's one-click unsubscribe from an e-mail
 * (List-Unsubscribe, issue 18), which makes the choice LETTER.
 */
export const RECIPIENT_CHOICE_SOURCES = ['NONE', 'QR_CODE', 'SENDER', 'UNSUBSCRIBE'] as const;
export type RecipientChoiceSource = (typeof RECIPIENT_CHOICE_SOURCES)[number];

/** Status of a checked requirement value (an address, an e-mail, a phone...). */
export const REQUIREMENT_CHECK_STATUSES = ['GOOD', 'MODIFIED', 'FORCED', 'BAD'] as const;
export type RequirementCheckStatus = (typeof REQUIREMENT_CHECK_STATUSES)[number];

// docs/product.md §3 "Address quality: BAD, FORCED, GOOD, MODIFIED" is the same set, seen on an address.
export const ADDRESS_QUALITIES = REQUIREMENT_CHECK_STATUSES;
export type AddressQuality = RequirementCheckStatus;

// GOOD as entered, MODIFIED normalised by the check, FORCED kept by the user despite a warning; only BAD blocks.
export function isRequirementValueAccepted(status: unknown): boolean {
  return status === 'GOOD' || status === 'MODIFIED' || status === 'FORCED';
}

/**
 * Failure codes of a requirement check, each with its own message (docs/product.md §8); meanings:
 * REQUIREMENT_CHECK_ERROR_CODES.
 */
export const REQUIREMENT_CHECK_FAILURE_CODES = [100, 150, 151, 200, 300] as const;
export type RequirementCheckFailureCode = (typeof REQUIREMENT_CHECK_FAILURE_CODES)[number];

export type RequirementFailureKey = `${RequirementCheckFailureCode}` | 'error' | 'default';

/**
 * Which failure message applies to a check result's status: one of the five codes (number or numeric string),
 * the word 'error' (any case), or 'default' for everything else.
 */
export function requirementFailureKey(status: unknown): RequirementFailureKey {
  const text = typeof status === 'number' || typeof status === 'string' ? String(status).trim() : '';
  const code = REQUIREMENT_CHECK_FAILURE_CODES.find((c) => String(c) === text);
  if (code !== undefined) return `${code}`;
  return text.toLowerCase() === 'error' ? 'error' : 'default';
}

/**
 * The checks a requirement value may get; a requirement's `validation` names one of them (docs/product.md
 * §3).
 */
export const REQUIREMENT_VALUE_CHECKS = ['postalAddress', 'emailAddress', 'phoneNumber'] as const;
export type RequirementValueCheck = (typeof REQUIREMENT_VALUE_CHECKS)[number];

// The built-in e-mail requirements (recipientEmail, replyTo) are of type text: their name says they hold an address.
const EMAIL_REQUIREMENT_NAMES: readonly string[] = [
  FIELD_KIND_INFO.EMAIL_ADDRESS_RECIPIENT.requirementName,
  FIELD_KIND_INFO.EMAIL_ADDRESS_RETURN.requirementName,
];

/**
 * Which check a requirement's value gets: the one its `validation` names, else the one of its type (address →
 * postalAddress, phone → phoneNumber), else emailAddress for the built-in e-mail requirements; null keeps the
 * value as given. Any other `validation` text is not a value check and changes nothing here.
 */
export function requirementValueCheckOf(requirement: {
  name: string;
  type: ChannelRequirementType;
  validation: string | null;
}): RequirementValueCheck | null {
  const named = REQUIREMENT_VALUE_CHECKS.find((check) => check === requirement.validation);
  if (named) return named;
  if (requirement.type === 'address') return 'postalAddress';
  if (requirement.type === 'phone') return 'phoneNumber';
  return EMAIL_REQUIREMENT_NAMES.includes(requirement.name.trim()) ? 'emailAddress' : null;
}

/**
 * Whether a person may change a requirement value of a letter (docs/product.md §3 leaves `editableValue`
 * undescribed, our decision): a value the check accepted as it was (GOOD) only when its requirement says
 * `editableValue`; a value the check corrected, a forced one or a refused one always, so that every problem
 * of a deposit can be fixed. The pack groups screen offers the edit by this rule and the server refuses any
 * other.
 */
export function requirementValueEditable(
  requirement: { editableValue: boolean },
  current: { valid: boolean | null; status: string | number | null } | undefined,
): boolean {
  if (requirement.editableValue || !current || current.valid !== true) return true;
  return current.status === 'MODIFIED' || current.status === 'FORCED';
}

/**
 * The meaning we give each failure code (docs/product.md §8 shows the codes, not their meanings), as the
 * error keys of the checks that produce them (labels `issue.<key>`):
 * - 100 nothing to check: no value could be extracted, or it is empty;
 * - 150 invalid format: a postcode/town line that does not fit the country (or fits others than the one the
 *   country line names), an address line too long, e-mail or phone syntax;
 * - 151 too many lines;
 * - 200 country unknown, undetected, named twice or not handled (of an address or of a phone number);
 * - 300 address incomplete or unknown: a single line, or no line that is a postcode/town line of any country known;
 * - 'error' the check could not run (any other key: an unreadable page, an area outside the page…).
 */
export const REQUIREMENT_CHECK_ERROR_CODES = {
  'address.notExtracted': 100,
  'email.empty': 100,
  'phone.empty': 100,
  'address.invalidFormat': 150,
  'address.postcodeCountryMismatch': 150,
  'address.lineTooLong': 150,
  'email.invalidFormat': 150,
  'email.tooLong': 150,
  'phone.invalidFormat': 150,
  'address.tooManyLines': 151,
  'address.unknownCountry': 200,
  'address.countryNotHandled': 200,
  'address.countryUndetected': 200,
  'address.twoCountryLines': 200,
  'phone.countryNotHandled': 200,
  'phone.countryUndetected': 200,
  'address.incomplete': 300,
} as const satisfies Record<string, RequirementCheckFailureCode>;
export type RequirementCheckErrorKey = keyof typeof REQUIREMENT_CHECK_ERROR_CODES;

/** The status a failed check answers for its error key: its failure code as text, or 'error' for other keys. */
export function requirementFailureStatusOf(errorKey: string): `${RequirementCheckFailureCode}` | 'error' {
  if (!Object.hasOwn(REQUIREMENT_CHECK_ERROR_CODES, errorKey)) return 'error';
  return `${REQUIREMENT_CHECK_ERROR_CODES[errorKey as RequirementCheckErrorKey]}`;
}
