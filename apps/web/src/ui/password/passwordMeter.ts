import {
  entropyBitsOfGuesses,
  passwordStrengthLevel,
  passwordUserWords,
  type PasswordStrengthLevel,
} from '@postbridge/domain';

export type PasswordStrength = { entropyBits: number; level: PasswordStrengthLevel };
export type PasswordMeter = (
  password: string,
  user: Parameters<typeof passwordUserWords>[0],
) => PasswordStrength;

/**
 * The six-level meter of docs/product.md §5, measured in the browser as the server's policy measures (zxcvbn
 * with the common dictionaries and keyboard graphs, the user's words, bits of the guesses: packages/domain
 * password-strength.ts). zxcvbn and its dictionaries (~1 MB) load on first use, in a chunk of their own, out
 * of the first download.
 */
export async function loadPasswordMeter(): Promise<PasswordMeter> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return (password, user) => {
    const entropyBits = entropyBitsOfGuesses(zxcvbn.check(password, passwordUserWords(user)).guessesLog10);
    return { entropyBits, level: passwordStrengthLevel(entropyBits) };
  };
}
