import type { DeliveryCounters, JobCounters, LabelKey, ShipmentCounters } from '@postbridge/domain';

export type DashboardCounterId =
  'awaitingValidation' | 'errors' | 'delivered' | 'processing' | 'ordersRemaining' | 'ordersProcessing';

export interface DashboardCounter {
  id: DashboardCounterId;
  label: LabelKey;
  /** null while the counter it comes from is not loaded (or failed). */
  value: number | null;
}

/** The six dashboard counters of spec §4 from the three counter calls. */
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
    },
    {
      id: 'errors',
      label: 'counter.errors',
      value: deliveries && shipments ? deliveries.deliveriesError + shipments.shipmentsError : null,
    },
    { id: 'delivered', label: 'counter.delivered', value: deliveries?.deliveries ?? null },
    { id: 'processing', label: 'counter.processing', value: deliveries?.deliveriesProcessing ?? null },
    { id: 'ordersRemaining', label: 'counter.ordersRemaining', value: jobs?.ordersRemaining ?? null },
    {
      id: 'ordersProcessing',
      label: 'counter.ordersProcessing',
      value: jobs?.ordersRemainingProcessing ?? null,
    },
  ];
}
