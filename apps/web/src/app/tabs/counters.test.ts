import { describe, expect, it } from 'vitest';
import { countersIntervalMs, countersRange } from './counters';
import { makeUser } from '../../test/fakeApi';

describe('counters polling interval (docs/product.md §9, §5)', () => {
  it('is 10 minutes without TEST_COUNTERS_INTERVAL', () => {
    expect(countersIntervalMs('')).toBe(600_000);
    expect(countersIntervalMs('?other=1')).toBe(600_000);
  });

  it('takes TEST_COUNTERS_INTERVAL from the address from 1000 ms up', () => {
    expect(countersIntervalMs('?TEST_COUNTERS_INTERVAL=1000')).toBe(1000);
    expect(countersIntervalMs('?a=b&TEST_COUNTERS_INTERVAL=2500')).toBe(2500);
  });

  it('keeps the default for a value under 1000 ms or not an integer', () => {
    expect(countersIntervalMs('?TEST_COUNTERS_INTERVAL=999')).toBe(600_000);
    expect(countersIntervalMs('?TEST_COUNTERS_INTERVAL=0')).toBe(600_000);
    expect(countersIntervalMs('?TEST_COUNTERS_INTERVAL=1500.5')).toBe(600_000);
    expect(countersIntervalMs('?TEST_COUNTERS_INTERVAL=-2000')).toBe(600_000);
    expect(countersIntervalMs('?TEST_COUNTERS_INTERVAL=fast')).toBe(600_000);
  });
});

describe('counters range', () => {
  it("covers the user's search range up to today (UTC days)", () => {
    const user = makeUser();
    user.uipreferences.defaultSearchRangeDays = 7;
    expect(countersRange(user, new Date('2026-03-10T23:30:00Z'))).toEqual({
      fromDate: '2026-03-03',
      toDate: '2026-03-10',
    });
  });
});
