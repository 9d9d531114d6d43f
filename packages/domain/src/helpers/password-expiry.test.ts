import { describe, expect, it } from 'vitest';
import { passwordExpiresSoon } from './password-expiry';

describe('passwordExpiresSoon', () => {
  it('warns from 30 days down to the last day', () => {
    for (const days of [0, 1, 15, 29, 30, 29.5]) expect(passwordExpiresSoon(days), String(days)).toBe(true);
  });

  it('stays quiet beyond 30 days, once expired, or without a policy', () => {
    for (const days of [31, 30.5, 365, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(passwordExpiresSoon(days), String(days)).toBe(false);
    }
  });
});
