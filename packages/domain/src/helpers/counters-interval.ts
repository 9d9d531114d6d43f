import { COUNTERS_POLL_INTERVAL_MS, MIN_TEST_COUNTERS_INTERVAL_MS } from '../constants';

// Timers fire at once beyond this delay (a 32-bit signed millisecond count), so larger values are refused.
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/**
 * The counters polling interval from the TEST_COUNTERS_INTERVAL URL parameter (docs/product.md §5): a plain
 * decimal integer of at least 1000 ms, otherwise `defaultMs`. Signs, decimals, exponents and blanks are
 * refused.
 */
export function parseTestCountersInterval(
  raw: string | null | undefined,
  defaultMs: number = COUNTERS_POLL_INTERVAL_MS,
): number {
  if (raw == null || !/^\d+$/.test(raw)) return defaultMs;
  const value = Number(raw);
  return value >= MIN_TEST_COUNTERS_INTERVAL_MS && value <= MAX_TIMER_DELAY_MS ? value : defaultMs;
}
