import { useQuery } from '@tanstack/react-query';
import {
  defaultSearchRange,
  parseTestCountersInterval,
  TEST_COUNTERS_INTERVAL_PARAM,
  type CountersQuery,
} from '@postbridge/domain';
import { fetchDeliveryCounters, fetchJobCounters, fetchShipmentCounters } from '../../api/endpoints';
import { QUERY_KEYS } from '../../app/queries';
import { useTabLeader } from '../../app/tabs/tabSync';
import { dashboardCounters, type DashboardCounter } from './dashboardCounters';

/** Polling interval of the counters: 10 minutes, or TEST_COUNTERS_INTERVAL from the address (spec §9). */
function countersInterval(search: string): number {
  return parseTestCountersInterval(new URLSearchParams(search).get(TEST_COUNTERS_INTERVAL_PARAM));
}

interface DashboardCountersState {
  counters: DashboardCounter[];
  range: CountersQuery & { fromDate: string; toDate: string };
  failed: boolean;
}

/** The dashboard counters over the user's search range (spec §4, §9), refreshed on the polling interval. */
export function useDashboardCounters(searchRangeDays: number): DashboardCountersState {
  const range = defaultSearchRange(new Date(), searchRangeDays);
  // Only the leader tab polls; the others receive its answers (spec §4 "Tabs").
  const isLeader = useTabLeader((s) => s.isLeader);
  const refetchInterval = isLeader ? countersInterval(window.location.search) : false;
  const key = [range.fromDate, range.toDate] as const;
  const jobs = useQuery({
    queryKey: [...QUERY_KEYS.jobCounters, ...key],
    queryFn: () => fetchJobCounters(range),
    refetchInterval,
  });
  const deliveries = useQuery({
    queryKey: [...QUERY_KEYS.deliveryCounters, ...key],
    queryFn: () => fetchDeliveryCounters(range),
    refetchInterval,
  });
  const shipments = useQuery({
    queryKey: [...QUERY_KEYS.shipmentCounters, ...key],
    queryFn: () => fetchShipmentCounters(range),
    refetchInterval,
  });
  return {
    counters: dashboardCounters(jobs.data, deliveries.data, shipments.data),
    range,
    failed: jobs.isError || deliveries.isError || shipments.isError,
  };
}
