import type { DeliveryCounters, JobCounters, LabelKey, ShipmentCounters } from '@postbridge/domain';
import { PATHS } from '../../app/paths';
import { filteredListPath } from '../../ui/lists/filters';

export type DashboardCounterId =
  'awaitingValidation' | 'errors' | 'delivered' | 'processing' | 'ordersRemaining' | 'ordersProcessing';

export interface DashboardCounter {
  id: DashboardCounterId;
  label: LabelKey;
  /** null while the counter it comes from is not loaded (or failed). */
  value: number | null;
  /** The Manage list that shows what the counter counts (our choice: the spec names the counters, not links). */
  path: string;
}

/** The six dashboard counters of docs/product.md §4 from the three counter calls. */
export function dashboardCounters(
  jobs: JobCounters | undefined,
  deliveries: DeliveryCounters | undefined,
  shipments: ShipmentCounters | undefined,
): DashboardCounter[] {
  return [
    {
      id: 'awaitingValidation',
      label: 'counter.awaitingValidation',
      value: deliveries?.deliveriesAwaitValidation ?? null,
      // The orders list filtered to what the tile counts (the list reads its filters from the address).
      path: filteredListPath(PATHS.manage.deliveries, { state: 'AWAIT_VALIDATION' }),
    },
    {
      id: 'errors',
      label: 'counter.errors',
      value: deliveries && shipments ? deliveries.deliveriesError + shipments.shipmentsError : null,
      path: PATHS.manage.documentsError,
    },
    {
      id: 'delivered',
      label: 'counter.delivered',
      value: deliveries?.deliveries ?? null,
      path: PATHS.manage.deliveries,
    },
    {
      id: 'processing',
      label: 'counter.processing',
      value: deliveries?.deliveriesProcessing ?? null,
      path: PATHS.manage.deliveries,
    },
    {
      id: 'ordersRemaining',
      label: 'counter.ordersRemaining',
      value: jobs?.ordersRemaining ?? null,
      path: PATHS.manage.orders,
    },
    {
      id: 'ordersProcessing',
      label: 'counter.ordersProcessing',
      value: jobs?.ordersRemainingProcessing ?? null,
      path: PATHS.manage.orders,
    },
  ];
}
