import { randomInt } from 'node:crypto';

// No 0/o, 1/l/i: the password is read aloud or copied by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A temporary password for a user an administrator creates or imports: four groups of four random characters
 * (about 79 bits, above any account's minimum entropy), to be replaced at the first sign-in.
 */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}
