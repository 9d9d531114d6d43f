import { describe, expect, it } from 'vitest';
import { passwordExpiresSoon, passwordHasExpired } from './password-expiry';

describe('passwordExpiresSoon', () => {
  it('warns from 30 days down to the last day', () => {
    for (const days of [1, 15, 29, 30, 29.5]) expect(passwordExpiresSoon(days), String(days)).toBe(true);
  });

  it('stays quiet beyond 30 days, once expired (the change is forced instead), or without a policy', () => {
    for (const days of [31, 30.5, 365, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(passwordExpiresSoon(days), String(days)).toBe(false);
    }
  });
});

describe('passwordHasExpired', () => {
  it('holds from the day the password expires, and for a temporary password (0)', () => {
    for (const days of [0, -1, -400]) expect(passwordHasExpired(days), String(days)).toBe(true);
    for (const days of [1, 30, null, undefined]) expect(passwordHasExpired(days), String(days)).toBe(false);
  });
});
