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

  it('refuses a guessable password as too weak', () => {
    expect(
      checkPasswordPolicy({ newPassword: 'sunshine2024', minEntropyBits: 30, userWords: [] }),
    ).toMatchObject({ ok: false, reason: 'tooWeak' });
  });

  it('refuses under 12 characters (counted as characters, not bytes) whatever the entropy asked (ASVS 2.1.1)', () => {
    expect(
      checkPasswordPolicy({ newPassword: 'x7#Qv!2mZ&p', minEntropyBits: 0, userWords: [] }),
    ).toMatchObject({
      ok: false,
      reason: 'tooShort',
    });
    // Twelve Hebrew letters are twelve characters (24 bytes in UTF-8): long enough.
    expect(checkPasswordPolicy({ newPassword: 'שלוםעולםיפהמ', minEntropyBits: 0, userWords: [] }).ok).toBe(
      true,
    );
  });

  it('refuses a password found in leaked password lists, in any case (ASVS 2.1.7)', () => {
    for (const leaked of ['1qaz2wsx3edc', 'QWERTY123456', 'leavemealone'])
      expect(checkPasswordPolicy({ newPassword: leaked, minEntropyBits: 0, userWords: [] })).toMatchObject({
        ok: false,
        reason: 'breached',
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
