import { recordSendStatus, type RecordedStatus } from '../shipments';
import type { Deps } from '../../platform/deps';
import { shipmentByExternalId } from './queries';

/**
 * A delivery status notification (DSN) said the e-mail with this Message-ID bounced: its shipment gets -711,
 * and what follows (a fallback to a letter, when the channel asks for it) is queued with it. The minimal intake
 * of bounces: the tracking entry point (or a mailbox reader) calls it with the Message-ID of the DSN's original
 * message. Idempotent: a second report of the same bounce is a duplicate event.
 */
export async function recordBounce(
  deps: Deps,
  messageId: string,
  details: Record<string, unknown> = {},
): Promise<RecordedStatus['outcome']> {
  const id = messageId.trim();
  const normalized = id.startsWith('<') ? id : `<${id}>`;
  const shipment = await shipmentByExternalId(deps.db, normalized);
  if (!shipment) return 'unknownShipment';
  return deps.db.transaction().execute((tx) =>
    recordSendStatus(deps, tx, shipment.id, {
      source: 'smtp-dsn',
      eventId: `bounce:${normalized}`,
      statusCode: -711,
      details: { messageId: normalized, ...details },
    }),
  );
}
