import type { AddressQuality } from '@postbridge/domain';

// RFC 5321 §4.5.3.1: a local part holds at most 64 octets and a forward/reverse path at most 256 octets, i.e. an
// address of at most 254 characters once the angle brackets are removed (RFC 3696 erratum 1690).
const MAX_EMAIL_LOCAL_PART_LENGTH = 64;
const MAX_EMAIL_ADDRESS_LENGTH = 254;

export type EmailAddressErrorKey = 'email.empty' | 'email.invalidFormat' | 'email.tooLong';

/** A requirement-value check of an e-mail address, shaped like the postal-address check. */
export interface EmailAddressCheck {
  valid: boolean;
  /** GOOD as entered, MODIFIED when normalised (domain in lower case), BAD when refused. */
  quality: AddressQuality;
  errorKey?: EmailAddressErrorKey;
  /** The normalised address when valid, the trimmed input otherwise. */
  value: string;
  /** Always null: an e-mail address has no country. */
  countryCode: null;
}

// The pragmatic subset of RFC 5322 most mail systems accept: a dot-atom local part (no quoted strings, no
// comments), letters beyond ASCII allowed as RFC 6531 does, and a host name of at least two labels (no address
// literal such as [192.0.2.1]).
const ATOM = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

function isDotAtom(local: string): boolean {
  return local.split('.').every((atom) => ATOM.test(atom));
}

/** A host name of two labels or more; the top-level label is not all digits (that would be an IP address). */
function isHostName(domain: string): boolean {
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!);
}

/**
 * Checks an e-mail address (docs/product.md §3 recipient e-mail and reply-to requirements): trimmed, exactly
 * one '@', a local part of 1 to 64 characters, a host name, 254 characters at most. The domain is written in
 * lower case (host names ignore case; the local part may not, so it is kept as given); trimming alone is not
 * a change.
 */
export function checkEmailAddress(text: string): EmailAddressCheck {
  const trimmed = text.trim();
  const refuse = (errorKey: EmailAddressErrorKey): EmailAddressCheck => ({
    valid: false,
    quality: 'BAD',
    errorKey,
    value: trimmed,
    countryCode: null,
  });
  if (trimmed === '') return refuse('email.empty');
  const parts = trimmed.split('@');
  if (parts.length !== 2) return refuse('email.invalidFormat');
  const [local = '', domain = ''] = parts;
  if (local.length > MAX_EMAIL_LOCAL_PART_LENGTH || trimmed.length > MAX_EMAIL_ADDRESS_LENGTH) {
    return refuse('email.tooLong');
  }
  if (!isDotAtom(local) || !isHostName(domain)) return refuse('email.invalidFormat');
  const value = `${local}@${domain.toLowerCase()}`;
  return { valid: true, quality: value === trimmed ? 'GOOD' : 'MODIFIED', value, countryCode: null };
}
