import { api } from '../../api/api';
import type { CountersRange } from '../../app/tabs/counters';

// Home's lists (docs/api.md "Orders", "Files, services and deposits"): each over the user's search range.

export const fetchLatestDeliveries = (range: CountersRange, maxResults: number) =>
  api.get('/deliveries/list', { query: { ...range, maxResults } });

export const fetchJobList = (range: CountersRange, maxResults: number) =>
  api.get('/jobs/list', { query: { ...range, maxResults } });

/** Under `session`: dropped with the session (app/queries.ts). */
export const homeQueryKey = (list: 'deliveries' | 'jobs' | 'activity', range: CountersRange) =>
  ['session', 'home', list, range.fromDate, range.toDate] as const;

/** Rows each home list shows. */
export const HOME_LIST_SIZE = 5;

/** Newest deposits read to find the pending ones (the jobs list has no state filter). */
export const PENDING_SCAN_SIZE = 100;
