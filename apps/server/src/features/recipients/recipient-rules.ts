import { checkEmailAddress } from '@postbridge/documents';
import type {
  AddressQuality,
  ApiIssue,
  RecipientChoiceSource,
  RecipientInput,
  RecipientPreference,
} from '@postbridge/domain';

// The rules of a recipient's choice (docs/domain-decisions.md "Recipients"). Pure: the use cases apply them.

/** A recipient's choice as stored: preference, address, whether it may be used, its quality and who chose. */
export type RecipientChoiceValues = {
  preference: RecipientPreference;
  emailAddress: string | null;
  emailValid: boolean;
  status: AddressQuality | null;
};

const issue = (key: string, path: string, params: Record<string, string | number> = {}): ApiIssue => ({
  key,
  path,
  severity: 'error',
  params,
});

/**
 * The choice a sender records for a recipient, or the issues that refuse it. `emailValid` defaults to true for
 * an address, except for EMAIL_PENDING (an address still to confirm); a list (docs/product.md §7 "each with
 * emailValid true") carries addresses the sender vouches for, so EMAIL_PENDING and `emailValid: false` are
 * refused there. EMAIL needs a valid address, EMAIL_PENDING an address not confirmed yet. An address the
 * sender says does not work (emailValid false, not pending) is kept with status BAD.
 */
export function senderChoiceOf(
  input: RecipientInput,
  inList: boolean,
  path: (field: string) => string,
): { values: RecipientChoiceValues; issues: [] } | { values: null; issues: ApiIssue[] } {
  const issues: ApiIssue[] = [];
  const preference = input.mainPreferences;
  const given = input.emailAddress?.trim() || null;
  const check = given === null ? null : checkEmailAddress(given);
  if (check && !check.valid) issues.push(issue(check.errorKey!, path('emailAddress')));
  if (inList && input.emailValid === false)
    issues.push(issue('recipient.listEmailValid', path('emailValid')));
  const emailValid = given !== null && (input.emailValid ?? (inList || preference !== 'EMAIL_PENDING'));
  if ((preference === 'EMAIL' || preference === 'EMAIL_PENDING') && given === null) {
    issues.push(issue('recipient.emailRequired', path('emailAddress'), { preference }));
  } else if (preference === 'EMAIL' && !emailValid) {
    issues.push(issue('recipient.emailNotValid', path('emailValid')));
  } else if (preference === 'EMAIL_PENDING' && emailValid) {
    issues.push(issue('recipient.pendingEmailValid', path('emailValid')));
  }
  if (issues.length) return { values: null, issues };
  const emailAddress = check?.value ?? null;
  const status: AddressQuality | null =
    check === null ? null : !emailValid && preference !== 'EMAIL_PENDING' ? 'BAD' : check.quality;
  return { values: { preference, emailAddress, emailValid, status }, issues: [] };
}

/** What a sender's write does to a recipient already recorded. */
type SenderWriteOutcome = 'unchanged' | 'kept' | 'updated';

/**
 * A choice the recipient made itself (source QR_CODE, or UNSUBSCRIBE from an e-mail) is kept: the sender's data does not overrule the
 * recipient's own word (the recipient changes it on the consent page, an administrator may force a pending
 * address). Otherwise the write replaces the choice unless it says the same thing.
 */
export function senderWriteOutcome(
  current: RecipientChoiceValues & { source: RecipientChoiceSource },
  next: RecipientChoiceValues,
): SenderWriteOutcome {
  if (sameChoice(current, next)) return 'unchanged';
  return current.source === 'QR_CODE' || current.source === 'UNSUBSCRIBE' ? 'kept' : 'updated';
}

/** Same preference, address and validity (the status follows from them or from how it was confirmed). */
export function sameChoice(a: RecipientChoiceValues, b: RecipientChoiceValues): boolean {
  return a.preference === b.preference && a.emailAddress === b.emailAddress && a.emailValid === b.emailValid;
}

/**
 * An address shown on the consent page: its first character and its domain (`j•••@example.com`). Whoever holds
 * the letter learns which address is on file without reading it.
 */
export function maskEmail(address: string | null): string | null {
  if (!address) return null;
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${[...address.slice(0, at)][0]}•••${address.slice(at)}`;
}

/**
 * One line of the recipient export: fields separated by semicolons (the list separator spreadsheet tools expect
 * in most of our locales), quoted when they hold a separator, a quote or a line break (RFC 4180), and a text that
 * a spreadsheet would take for a formula (= + - @, tab, carriage return) prefixed with an apostrophe (OWASP
 * "CSV injection"): identifiers and addresses are typed by people.
 */
export function csvLine(fields: readonly (string | null)[]): string {
  return `${fields.map(csvField).join(';')}\r\n`;
}

function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
