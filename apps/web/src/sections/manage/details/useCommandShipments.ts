import { useQueries } from '@tanstack/react-query';
import type { DeliveryCommand, Shipment } from '@postbridge/domain';
import { detailKeys, fetchDeliveryShipments } from './detailsApi';

export interface CommandShipments {
  /** Delivery id → its shipments, for the deliveries whose shipments have loaded. */
  byDelivery: Map<string, Shipment[]>;
  pending: boolean;
  error: unknown;
}

/** The shipments of every delivery of an order (GET /shipments?deliveryId=), one call per delivery. */
export function useCommandShipments(command: DeliveryCommand): CommandShipments {
  return useQueries({
    queries: command.deliveries.map((delivery) => ({
      queryKey: detailKeys.deliveryShipments(delivery.id),
      queryFn: () => fetchDeliveryShipments(delivery.id),
    })),
    combine: (results) => ({
      byDelivery: new Map(
        results.flatMap((result, index) =>
          result.data ? [[command.deliveries[index]!.id, result.data] as const] : [],
        ),
      ),
      pending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
    }),
  });
}
