// The password strength of docs/product.md §5 "Strength is shown in 6 levels (very weak to very strong)". The
// browser's meter and the server's policy measure a password alike: zxcvbn with the common dictionaries and
// keyboard graphs, the user's own words (login, names, e-mail parts, the previous password) as an extra
// dictionary, and the entropy in bits as log2 of the guesses zxcvbn estimates, to a tenth of a bit. Only the
// measure lives here (no zxcvbn: the server loads it at start, the web in a chunk of its own); a test of the
// server holds the two to the same figures.

export const PASSWORD_STRENGTH_LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong', 'veryStrong'] as const;
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];

/**
 * The lowest entropy (bits) of each level above "very weak". 30 bits, the demo accounts' minimum, starts "good":
 * 10 bits is about a thousand guesses, 20 a million, 30 a billion, 40 a trillion; 60 is out of reach of an online
 * attack and of most offline ones against argon2id.
 */
const PASSWORD_STRENGTH_BITS = { weak: 10, fair: 20, good: 30, strong: 40, veryStrong: 60 } as const;

/** log10 of zxcvbn's guesses → bits, rounded to a tenth (the figure the server's policy compares). */
export function entropyBitsOfGuesses(guessesLog10: number): number {
  return Math.round(guessesLog10 * Math.log2(10) * 10) / 10;
}

export function passwordStrengthLevel(entropyBits: number): PasswordStrengthLevel {
  const t = PASSWORD_STRENGTH_BITS;
  if (entropyBits >= t.veryStrong) return 'veryStrong';
  if (entropyBits >= t.strong) return 'strong';
  if (entropyBits >= t.good) return 'good';
  if (entropyBits >= t.fair) return 'fair';
  if (entropyBits >= t.weak) return 'weak';
  return 'veryWeak';
}

/**
 * The user's words zxcvbn is given, as the server's policy takes them: login, first and last name, the two parts
 * of the e-mail address, the previous password; words under three characters are left out.
 */
export function passwordUserWords(user: {
  login: string;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  previousPassword?: string | null;
}): string[] {
  const words = [
    user.login,
    user.firstName ?? '',
    user.lastName ?? '',
    ...(user.emailAddress ?? '').split('@'),
  ].filter((w) => w.length >= 3);
  return user.previousPassword ? [...words, user.previousPassword] : words;
}
