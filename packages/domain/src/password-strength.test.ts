import { describe, expect, it } from 'vitest';
import { entropyBitsOfGuesses, passwordStrengthLevel, passwordUserWords } from './password-strength';

describe('password strength levels (docs/product.md §5: six levels)', () => {
  it('places each entropy in its level, bounds included', () => {
    const levels = [0, 9.9, 10, 19.9, 20, 29.9, 30, 39.9, 40, 59.9, 60, 120].map(passwordStrengthLevel);
    expect(levels).toEqual([
      'veryWeak',
      'veryWeak',
      'weak',
      'weak',
      'fair',
      'fair',
      'good',
      'good',
      'strong',
      'strong',
      'veryStrong',
      'veryStrong',
    ]);
  });

  it('turns guesses into bits to a tenth', () => {
    expect(entropyBitsOfGuesses(3)).toBe(10);
    expect(entropyBitsOfGuesses(9)).toBe(29.9);
  });

  it("takes the user's words as the server's policy does", () => {
    expect(
      passwordUserWords({
        login: 'al',
        firstName: 'Alice',
        lastName: null,
        emailAddress: 'alice.martin@example.org',
        previousPassword: 'old-one',
      }),
    ).toEqual(['Alice', 'alice.martin', 'example.org', 'old-one']);
  });
});
