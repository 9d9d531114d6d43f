import { queryOptions } from '@tanstack/react-query';
import {
  defaultSearchRange,
  parseTestCountersInterval,
  TEST_COUNTERS_INTERVAL_PARAM,
  type CountersQuery,
  type DeliveryCounters,
  type JobCounters,
  type SessionUser,
  type ShipmentCounters,
} from '@postbridge/domain';
import { fetchDeliveryCounters, fetchJobCounters, fetchShipmentCounters } from '../../api/endpoints';
import { QUERY_KEYS } from '../queries';

// The counters of docs/product.md §3 as the home screen shows them and the leader tab polls them: one
// definition of their query keys and calls, so that what the leader fetches (and posts to the other tabs) is
// what home reads.

export type CountersRange = { fromDate: string; toDate: string };

/** The three counters calls; tests hand in their own to tell several tabs apart. */
export interface CountersApi {
  jobs: (query: CountersQuery) => Promise<JobCounters>;
  deliveries: (query: CountersQuery) => Promise<DeliveryCounters>;
  shipments: (query: CountersQuery) => Promise<ShipmentCounters>;
}

export const COUNTERS_API: CountersApi = {
  jobs: fetchJobCounters,
  deliveries: fetchDeliveryCounters,
  shipments: fetchShipmentCounters,
};

/** The user's search range (docs/product.md §9: the dashboard counters cover that many days, up to today). */
export function countersRange(
  user: Pick<SessionUser, 'uipreferences'>,
  now: Date = new Date(),
): CountersRange {
  return defaultSearchRange(now, user.uipreferences.defaultSearchRangeDays);
}

export function countersQueries(range: CountersRange, api: CountersApi = COUNTERS_API) {
  const days = [range.fromDate, range.toDate] as const;
  return {
    jobs: queryOptions({ queryKey: [...QUERY_KEYS.jobCounters, ...days], queryFn: () => api.jobs(range) }),
    deliveries: queryOptions({
      queryKey: [...QUERY_KEYS.deliveryCounters, ...days],
      queryFn: () => api.deliveries(range),
    }),
    shipments: queryOptions({
      queryKey: [...QUERY_KEYS.shipmentCounters, ...days],
      queryFn: () => api.shipments(range),
    }),
  };
}

/**
 * Polling interval of the counters and notifications (docs/product.md §9): 600000 ms, or
 * TEST_COUNTERS_INTERVAL from the address when it is an integer of at least 1000 ms (docs/product.md §5:
 * anything else gives the default).
 */
export function countersIntervalMs(search: string): number {
  return parseTestCountersInterval(new URLSearchParams(search).get(TEST_COUNTERS_INTERVAL_PARAM));
}
