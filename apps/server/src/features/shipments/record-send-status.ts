import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { afterShipmentStatus } from './after-shipment-status';
import { recordShipmentStatus, type RecordedStatus } from './record-status';

/**
 * A status the sending flow reached for a shipment (ready, sent, a simulator step, a bounce…), recorded through
 * recordShipmentStatus at the clock's time, in the caller's transaction; when applied, the OU's webhook is told
 * (`shipment.status`) and what follows the status runs (`afterShipmentStatus`: a fallback), as the tracking
 * entry point does for the statuses providers report.
 */
export async function recordSendStatus(
  deps: Deps,
  tx: Transaction<Database>,
  shipmentId: string,
  event: { source: string; eventId: string; statusCode: number; details?: Record<string, unknown> },
): Promise<RecordedStatus['outcome']> {
  const at = deps.clock.now().toISOString();
  const recorded = await recordShipmentStatus(deps, tx, {
    shipmentId,
    statusCode: event.statusCode,
    source: event.source,
    eventId: event.eventId,
    at,
    receivedAt: at,
    details: event.details ?? {},
  });
  if (recorded.outcome === 'applied') {
    await afterShipmentStatus(deps, tx, shipmentId, event.statusCode);
  }
  return recorded.outcome;
}
