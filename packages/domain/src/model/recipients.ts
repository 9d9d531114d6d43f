// Recipient consent choices and the statuses of requirement value checks (spec §3, §8).

export const RECIPIENT_PREFERENCES = ['EMAIL', 'EMAIL_PENDING', 'LETTER', 'NONE'] as const;
export type RecipientPreference = (typeof RECIPIENT_PREFERENCES)[number];

/** How a recipient choice was collected. */
export const RECIPIENT_CHOICE_SOURCES = ['NONE', 'QR_CODE', 'SENDER'] as const;
export type RecipientChoiceSource = (typeof RECIPIENT_CHOICE_SOURCES)[number];

/** Status of a checked requirement value (an address, an e-mail, a phone...). */
export const REQUIREMENT_CHECK_STATUSES = ['GOOD', 'MODIFIED', 'FORCED', 'BAD'] as const;
export type RequirementCheckStatus = (typeof REQUIREMENT_CHECK_STATUSES)[number];

// Spec §3 "Address quality: BAD, FORCED, GOOD, MODIFIED" is the same set, seen on an address.
export const ADDRESS_QUALITIES = REQUIREMENT_CHECK_STATUSES;
export type AddressQuality = RequirementCheckStatus;

// GOOD as entered, MODIFIED normalised by the check, FORCED kept by the user despite a warning; only BAD blocks.
export function isRequirementValueAccepted(status: unknown): boolean {
  return status === 'GOOD' || status === 'MODIFIED' || status === 'FORCED';
}

/** Failure codes of a requirement check, each with its own message (spec §8); meanings are not shown. */
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
