import { shipmentStatusInfo } from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import { appendHistory } from '../../platform/history/queries';
import { appendEvents, lockEventLog, shipmentStatusEvent, type EventDeps } from '../../platform/events';
import { eventHash, type ChainDocument, type ChainReceipt } from '../../platform/proof-chain';
import { chainHead, depositedDocumentOf } from './queries';

/** A status a shipment reached, as the worker or a provider reports it. */
type ShipmentStatusEvent = {
  shipmentId: string;
  statusCode: number;
  /** Who reports it: 'worker', 'simulator', 'smtp', or a provider's name (the tracking entry point). */
  source: string;
  /** Unique per source: a replayed event (same source and id) changes nothing. */
  eventId: string;
  /** When it happened, as reported (ISO). */
  at: string;
  /** When the platform received it (ISO). */
  receivedAt: string;
  details?: Record<string, unknown>;
  /** The provider documents (tracking files) the event brings, by name and SHA-256: chained with it. */
  receipts?: ChainReceipt[];
};

export type RecordedStatus =
  /** The shipment now has this status. */
  | { outcome: 'applied'; previous: number }
  /** Kept as an event, the status unchanged: it would move a final status back, or is older than the current. */
  | { outcome: 'kept'; current: number }
  /** Already received (same source and event id): nothing changed. */
  | { outcome: 'duplicate' }
  | { outcome: 'unknownShipment' };

const isFinal = (code: number) => shipmentStatusInfo(code)?.final ?? false;

/**
 * Records a status event of a shipment and moves its status, in the caller's transaction (docs/product.md §4
 * status codes). Idempotent: the (source, eventId) pair is unique, a replay answers `duplicate`. Never moves
 * backwards from a final status: once final, only another final status reported as happening later replaces
 * it (a late "in production" after "delivered" is kept as an event only). Every applied change is written to
 * history and is a `shipment.status` event.
 */
export async function recordShipmentStatus(
  deps: EventDeps,
  db: Transaction<Database>,
  event: ShipmentStatusEvent,
): Promise<RecordedStatus> {
  const shipment = await db
    .selectFrom('shipment')
    .select([
      'id',
      'ou_id',
      'owner_id',
      'status_code',
      'updated_at',
      'external_id',
      'nuid',
      'delivery_id',
      'command_id',
      'tracking_value',
      'pack_group_id',
    ])
    .where('id', '=', event.shipmentId)
    .executeTakeFirst();
  if (!shipment) return { outcome: 'unknownShipment' };
  // The proof chain (platform/proof-chain.ts): the event log's lock, taken before the chain's head is read, makes
  // the writers of one shipment's events take turns on PostgreSQL (SQLite has one writer), so two events written
  // at once cannot both follow the same head; the unique (shipment, position) key refuses a fork should anything
  // write around the lock.
  await lockEventLog(deps, db);
  const head = await chainHead(db, event.shipmentId);
  const document: ChainDocument | null =
    head || !shipment.pack_group_id
      ? null
      : ((await depositedDocumentOf(db, shipment.pack_group_id)) ?? null);
  const receipts = event.receipts ?? [];
  const details = event.details ?? {};
  const link = { position: (head?.position ?? 0) + 1, previousHash: head?.hash ?? null };
  const hash = eventHash({
    shipmentId: event.shipmentId,
    ...link,
    statusCode: event.statusCode,
    source: event.source,
    eventId: event.eventId,
    at: event.at,
    receivedAt: event.receivedAt,
    details,
    document,
    receipts,
  });
  // The (source, event id) pair is unique: a replay, even one arriving at the same moment, inserts nothing.
  const inserted = await db
    .insertInto('shipment_event')
    .values({
      id: newId(),
      shipment_id: event.shipmentId,
      status_code: event.statusCode,
      source: event.source,
      event_id: event.eventId,
      at: event.at,
      received_at: event.receivedAt,
      details: JSON.stringify(details),
      position: link.position,
      previous_hash: link.previousHash,
      hash,
      document: document ? JSON.stringify(document) : null,
      receipts: JSON.stringify(receipts),
    })
    .onConflict((oc) => oc.columns(['source', 'event_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return { outcome: 'duplicate' };
  const latestAt = await db
    .selectFrom('shipment_event')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('shipment_id', '=', event.shipmentId)
    .where('status_code', '=', shipment.status_code)
    .executeTakeFirst();
  const currentAt = latestAt?.at ?? '';
  const backwards = isFinal(shipment.status_code) && (!isFinal(event.statusCode) || event.at <= currentAt);
  const older = event.at < currentAt;
  if (backwards || older || event.statusCode === shipment.status_code) {
    return { outcome: 'kept', current: shipment.status_code };
  }
  const moved = await db
    .updateTable('shipment')
    .set((eb) => ({
      status_code: event.statusCode,
      updated_at: event.receivedAt,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', event.shipmentId)
    .where('status_code', '=', shipment.status_code)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return { outcome: 'kept', current: shipment.status_code };
  await appendHistory(db, {
    entityType: 'shipment',
    entityId: event.shipmentId,
    ouId: shipment.ou_id,
    action: 'status',
    state: String(event.statusCode),
    login: null,
    at: event.receivedAt,
    details: { from: shipment.status_code, source: event.source, eventId: event.eventId, at: event.at },
  });
  await appendEvents(deps, db, [
    shipmentStatusEvent(shipment, {
      statusCode: event.statusCode,
      previousStatusCode: shipment.status_code,
      at: event.at,
      source: event.source,
    }),
  ]);
  return { outcome: 'applied', previous: shipment.status_code };
}
