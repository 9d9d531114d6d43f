import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@postbridge/domain';
import { countersQueries, countersRange, type CountersRange } from '../../app/tabs/counters';
import { dashboardCounters, type DashboardCounter } from './dashboardCounters';

interface DashboardCountersState {
  counters: DashboardCounter[];
  range: CountersRange;
  loading: boolean;
  failed: boolean;
}

/**
 * The dashboard counters over the user's search range (docs/product.md §4, §9). This screen loads them once
 * when none are known; afterwards only the leader tab refreshes them (app/tabs/tabSync.ts), and its answers
 * reach every tab through the shared query keys, so no tab but the leader polls.
 */
export function useDashboardCounters(user: Pick<SessionUser, 'uipreferences'>): DashboardCountersState {
  const range = countersRange(user);
  const queries = countersQueries(range);
  const options = { staleTime: Infinity, refetchOnMount: false } as const;
  const jobs = useQuery({ ...queries.jobs, ...options });
  const deliveries = useQuery({ ...queries.deliveries, ...options });
  const shipments = useQuery({ ...queries.shipments, ...options });
  const all = [jobs, deliveries, shipments];
  return {
    counters: dashboardCounters(jobs.data, deliveries.data, shipments.data),
    range,
    loading: all.some((q) => q.isPending && q.fetchStatus === 'fetching'),
    failed: all.some((q) => q.isError),
  };
}
