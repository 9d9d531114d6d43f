import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from '@postbridge/domain';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary },
  graphs: common.adjacencyGraphs,
});

type PasswordVerdict =
  | { ok: true; entropyBits: number }
  | { ok: false; reason: 'tooShort' | 'breached' | 'tooSimilar' | 'tooWeak'; entropyBits: number };

/**
 * ASVS 2.1.7, offline: the ~49,000 passwords most found in leaked password lists (zxcvbn's common dictionary,
 * lower case), refused as they are. No password leaves the server to be checked elsewhere.
 */
const LEAKED_PASSWORDS = new Set(common.dictionary['passwords-common']);

/**
 * The password rules: at least 12 characters and not a commonly leaked password (OWASP ASVS 2.1.1, 2.1.7, for every
 * account), then the OU policy of docs/product.md §5: the new password must reach the OU's minimum entropy (bits,
 * log2 of the guesses zxcvbn estimates, with the user's own words as a dictionary) and must not be too similar to
 * the login, the names or the previous password. "Unchanged" is checked by the caller against the stored hash.
 */
export function checkPasswordPolicy(input: {
  newPassword: string;
  minEntropyBits: number;
  userWords: string[];
  previousPassword?: string;
}): PasswordVerdict {
  const words = input.userWords.filter((w) => w && w.length >= 3);
  const result = zxcvbn.check(
    input.newPassword,
    input.previousPassword ? [...words, input.previousPassword] : words,
  );
  const entropyBits = Math.round(result.guessesLog10 * Math.log2(10) * 10) / 10;
  const lower = input.newPassword.toLowerCase();
  if ([...input.newPassword].length < MIN_PASSWORD_LENGTH)
    return { ok: false, reason: 'tooShort', entropyBits };
  if (LEAKED_PASSWORDS.has(lower)) return { ok: false, reason: 'breached', entropyBits };
  const similar =
    words.some((w) => lower.includes(w.toLowerCase())) ||
    (input.previousPassword !== undefined && similarity(lower, input.previousPassword.toLowerCase()) >= 0.8);
  if (similar) return { ok: false, reason: 'tooSimilar', entropyBits };
  if (entropyBits < input.minEntropyBits) return { ok: false, reason: 'tooWeak', entropyBits };
  return { ok: true, entropyBits };
}

/** 1 - normalised Levenshtein distance. */
export function similarity(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return 1 - prev[b.length]! / Math.max(a.length, b.length);
}
