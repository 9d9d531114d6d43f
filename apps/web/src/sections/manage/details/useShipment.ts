import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { shipmentSchema, type Shipment } from '@postbridge/domain';
import { ApiGenericError } from '../../../api/errors';
import { detailKeys, fetchDeliveryShipments, fetchShipmentsByExternalId } from './detailsApi';

/** What a cached answer may hold: a shipment, a list of them, or lists inside an object (`{ shipments }`, `{ items }`). */
function candidatesOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (!data || typeof data !== 'object') return [];
  return [data, ...Object.values(data).flatMap((value) => (Array.isArray(value) ? value : []))];
}

/** The shipment of that id among the answers already cached (whatever list screen loaded it). */
export function findCachedShipment(queryClient: QueryClient, shipmentId: string): Shipment | null {
  for (const query of queryClient.getQueryCache().getAll()) {
    for (const item of candidatesOf(query.state.data)) {
      if (item && typeof item === 'object' && (item as { id?: unknown }).id === shipmentId) {
        const parsed = shipmentSchema.safeParse(item);
        if (parsed.success) return parsed.data;
      }
    }
  }
  return null;
}

/**
 * One shipment, fresh. The API has no GET /shipments/{id} (docs/web.md "Manage details"): the shipment comes from
 * the list that opened it (prop or query cache), then is read again with the calls that exist — by its external id
 * (few shipments) or by its delivery — so that the detail shows its current status.
 */
export function useShipment(shipmentId: string, given: Shipment | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: detailKeys.shipment(shipmentId),
    queryFn: async () => {
      const known = given ?? findCachedShipment(queryClient, shipmentId);
      if (!known) {
        throw new ApiGenericError({
          code: -3,
          message: `The shipment ${shipmentId} is not known here.`,
          labelId: 'details.shipment.unavailable',
        });
      }
      const siblings = known.externalId
        ? await fetchShipmentsByExternalId(known.externalId)
        : known.deliveryId
          ? await fetchDeliveryShipments(known.deliveryId)
          : [known];
      return siblings.find((shipment) => shipment.id === shipmentId) ?? known;
    },
    placeholderData: given,
  });
}
