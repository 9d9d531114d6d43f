import { SEARCH_RANGE_MAX_DAYS } from '../constants';

// docs/product.md §5: the default search range in days is clamped to 0..31; a non-integer or negative value
// gives 0.
export function clampSearchRangeDays(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return 0;
  return Math.min(value, SEARCH_RANGE_MAX_DAYS);
}

/** A UTC day as 'yyyy-MM-dd' (the API's day format). */
export function toApiDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The list/counters range covering the last `days` days up to `now`, as UTC days: toDate is today and fromDate
 * is `days` days earlier (0 days = today only). `days` goes through clampSearchRangeDays first.
 */
export function defaultSearchRange(now: Date, days: unknown): { fromDate: string; toDate: string } {
  const from = new Date(now.getTime());
  from.setUTCDate(from.getUTCDate() - clampSearchRangeDays(days));
  return { fromDate: toApiDay(from), toDate: toApiDay(now) };
}
