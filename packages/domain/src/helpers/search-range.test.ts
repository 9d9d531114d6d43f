import { describe, expect, it } from 'vitest';
import { clampSearchRangeDays, defaultSearchRange, toApiDay } from './search-range';

describe('clampSearchRangeDays', () => {
  it('keeps integers from 0 to 31', () => {
    for (const days of [0, 1, 7, 30, 31]) expect(clampSearchRangeDays(days)).toBe(days);
  });

  it('caps larger integers at 31', () => {
    expect(clampSearchRangeDays(32)).toBe(31);
    expect(clampSearchRangeDays(10_000)).toBe(31);
    expect(clampSearchRangeDays(Number.MAX_SAFE_INTEGER)).toBe(31);
  });

  it('gives 0 for negative or non-integer values', () => {
    for (const value of [
      -1,
      -31,
      1.5,
      30.999,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '7',
      null,
      undefined,
      {},
    ]) {
      expect(clampSearchRangeDays(value), String(value)).toBe(0);
    }
  });
});

describe('defaultSearchRange', () => {
  it('covers the last N days up to today, in UTC days', () => {
    expect(defaultSearchRange(new Date('2024-03-15T10:00:00Z'), 31)).toEqual({
      fromDate: '2024-02-13',
      toDate: '2024-03-15',
    });
  });

  it('is today only for 0 days', () => {
    expect(defaultSearchRange(new Date('2024-03-15T23:59:59Z'), 0)).toEqual({
      fromDate: '2024-03-15',
      toDate: '2024-03-15',
    });
  });

  it('crosses month and year ends and leap days', () => {
    expect(defaultSearchRange(new Date('2024-01-05T00:00:00Z'), 10).fromDate).toBe('2023-12-26');
    expect(defaultSearchRange(new Date('2024-03-01T12:00:00Z'), 1).fromDate).toBe('2024-02-29');
  });

  it('clamps the number of days first', () => {
    const now = new Date('2024-03-15T10:00:00Z');
    expect(defaultSearchRange(now, 365)).toEqual(defaultSearchRange(now, 31));
    expect(defaultSearchRange(now, -5)).toEqual(defaultSearchRange(now, 0));
  });

  it('does not change the date it is given', () => {
    const now = new Date('2024-03-15T10:00:00Z');
    defaultSearchRange(now, 5);
    expect(now.toISOString()).toBe('2024-03-15T10:00:00.000Z');
  });

  it('formats a UTC day whatever the time', () => {
    expect(toApiDay(new Date('2024-12-31T23:30:00-02:00'))).toBe('2025-01-01');
  });
});
