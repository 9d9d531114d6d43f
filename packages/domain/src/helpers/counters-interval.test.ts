import { describe, expect, it } from 'vitest';
import { parseTestCountersInterval } from './counters-interval';

describe('parseTestCountersInterval', () => {
  it('accepts integers of at least 1000 ms', () => {
    expect(parseTestCountersInterval('1000')).toBe(1000);
    expect(parseTestCountersInterval('2500')).toBe(2500);
    expect(parseTestCountersInterval('01500')).toBe(1500);
    expect(parseTestCountersInterval('2147483647')).toBe(2_147_483_647);
  });

  it('falls back to 600000 ms by default', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '999',
      '0',
      '-5000',
      '1500.5',
      '1e4',
      ' 1500',
      '1500ms',
      'abc',
      '2147483648',
    ]) {
      expect(parseTestCountersInterval(raw), String(raw)).toBe(600_000);
    }
  });

  it('falls back to the given default', () => {
    expect(parseTestCountersInterval('12', 42)).toBe(42);
    expect(parseTestCountersInterval('1200', 42)).toBe(1200);
  });
});
