import { useQuery } from '@tanstack/react-query';
import type { Shipment } from '@postbridge/domain';
import { detailKeys, fetchShipment } from './detailsApi';

/**
 * One shipment, fresh from GET /shipments/{id}; the row of the list that opened it (when given) shows at once
 * while it loads.
 */
export function useShipment(shipmentId: string, given: Shipment | undefined) {
  return useQuery({
    queryKey: detailKeys.shipment(shipmentId),
    queryFn: () => fetchShipment(shipmentId),
    placeholderData: given,
  });
}
