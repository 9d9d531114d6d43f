import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, similarity } from './password-policy';

describe('password policy', () => {
  it('accepts a long passphrase above the minimum entropy', () => {
    const v = checkPasswordPolicy({
      newPassword: 'orbit-lantern-quietly-47',
      minEntropyBits: 30,
      userWords: ['sender'],
    });
    expect(v.ok).toBe(true);
    expect(v.entropyBits).toBeGreaterThan(30);
  });

  it('refuses a common password as too weak', () => {
    expect(
      checkPasswordPolicy({ newPassword: 'password1', minEntropyBits: 30, userWords: [] }),
    ).toMatchObject({
      ok: false,
      reason: 'tooWeak',
    });
  });

  it('refuses a password containing the login or close to the previous one', () => {
    expect(
      checkPasswordPolicy({ newPassword: 'xx-Sender-orbit-99', minEntropyBits: 0, userWords: ['sender'] }).ok,
    ).toBe(false);
    const v = checkPasswordPolicy({
      newPassword: 'Copper-violin-81!',
      minEntropyBits: 0,
      userWords: [],
      previousPassword: 'Copper-violin-82!',
    });
    expect(v).toMatchObject({ ok: false, reason: 'tooSimilar' });
  });

  it('measures similarity as 1 - normalised edit distance', () => {
    expect(similarity('abcd', 'abcd')).toBe(1);
    expect(similarity('abcd', 'abce')).toBe(0.75);
    expect(similarity('', '')).toBe(1);
  });
});
