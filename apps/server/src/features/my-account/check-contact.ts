import { checkEmailAddress, checkPhoneNumber } from '@postbridge/documents';
import type { LabelKey } from '@postbridge/domain';
import { AppError } from '../../platform/errors';

/**
 * Contact details a user types for themselves or for a saved recipient (docs/product.md §5 "Phone must be
 * valid and country-consistent"): an e-mail address, a phone number read in the account's mail country unless
 * it carries its international prefix. Each answers the value to store (normalised) or refuses naming the
 * field.
 */
export function checkedEmail(value: string | null, field: string): string | null {
  if (value === null) return null;
  const check = checkEmailAddress(value);
  if (!check.valid) throw refusal(field, `issue.${check.errorKey}` as LabelKey, value);
  return check.value;
}

export function checkedPhone(value: string | null, mailCountry: string | null, field: string): string | null {
  if (value === null) return null;
  const check = checkPhoneNumber(value, mailCountry);
  if (!check.valid) throw refusal(field, `issue.${check.errorKey}` as LabelKey, value);
  return check.value;
}

function refusal(field: string, labelId: LabelKey, value: string): AppError {
  return new AppError('badRequest', `${field}: "${value}" is not valid`, labelId, undefined, field);
}
