import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/api';
import type { CountersRange } from '../../app/tabs/counters';

/**
 * The figures of the charts over a period (docs/api.md "Chart figures"), under the counters' key: what refreshes
 * the counters (a retry, an order validated or rejected) refreshes the charts too.
 */
export const chartsQuery = (range: CountersRange) =>
  queryOptions({
    queryKey: ['session', 'counters', 'charts', range.fromDate, range.toDate] as const,
    queryFn: ({ signal }) => api.get('/counters/charts', { query: range, signal }),
  });
