import { PASSWORD_EXPIRY_WARNING_DAYS } from '../constants';

/**
 * Whether to show the password-expiry warning (docs/product.md §8: remaining days 30 or fewer). No value
 * means the account's policy sets no validity; 0 or less means already expired (or a temporary password), which
 * the forced change handles instead (`passwordHasExpired`).
 */
export function passwordExpiresSoon(daysLeft: number | null | undefined): boolean {
  return (
    typeof daysLeft === 'number' &&
    Number.isFinite(daysLeft) &&
    daysLeft > 0 &&
    daysLeft <= PASSWORD_EXPIRY_WARNING_DAYS
  );
}

/**
 * The password has expired, or is a temporary one an administrator set (0 days left): the user changes it before
 * anything else, and the server refuses other calls with -23 meanwhile (docs/administration.md "Users").
 */
export function passwordHasExpired(daysLeft: number | null | undefined): boolean {
  return typeof daysLeft === 'number' && daysLeft <= 0;
}
