import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, StoredFileTable } from '../../platform/db/schema';
import { newId, parseJson } from '../../platform/db/util';

type Executor = Db | Transaction<Database>;

/** The provider names the channels use (their `providerName`), without repeats. */
export async function channelProviderNames(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('channel').select('configuration').execute();
  const names = rows.map((r) => parseJson<{ providerName?: unknown }>(r.configuration, {}).providerName);
  return [...new Set(names.filter((n): n is string => typeof n === 'string' && n !== ''))];
}

type ShipmentReference = { shipmentId?: string; externalId?: string; nuid?: string };

/**
 * The shipment an event names, among those of the provider's channels (a provider reports on its own
 * shipments only). Undefined when none matches, or when an external id or nuid matches more than one.
 */
export async function shipmentOfProvider(db: Executor, ref: ShipmentReference, provider: string) {
  let q = db
    .selectFrom('shipment')
    .innerJoin('channel', 'channel.id', 'shipment.channel_id')
    .select([
      'shipment.id',
      'shipment.ou_id',
      'shipment.owner_id',
      'shipment.tracking_value',
      'shipment.channel_id',
      'channel.configuration',
    ]);
  if (ref.shipmentId !== undefined) q = q.where('shipment.id', '=', ref.shipmentId);
  else if (ref.externalId !== undefined) q = q.where('shipment.external_id', '=', ref.externalId);
  else q = q.where('shipment.nuid', '=', ref.nuid ?? '');
  const rows = (await q.limit(50).execute()).filter(
    (r) => parseJson<{ providerName?: unknown }>(r.configuration, {}).providerName === provider,
  );
  return rows.length === 1 ? rows[0] : undefined;
}

/** The shipment of an event already received from this provider, if it was. */
export const receivedEvent = (db: Executor, provider: string, eventId: string) =>
  db
    .selectFrom('shipment_event')
    .innerJoin('shipment', 'shipment.id', 'shipment_event.shipment_id')
    .select(['shipment.id', 'shipment.status_code', 'shipment.channel_id'])
    .where('shipment_event.source', '=', provider)
    .where('shipment_event.event_id', '=', eventId)
    .executeTakeFirst();

export async function setTrackingValue(
  tx: Transaction<Database>,
  shipmentId: string,
  value: string,
  at: string,
) {
  await tx
    .updateTable('shipment')
    .set((eb) => ({ tracking_value: value, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', shipmentId)
    .where((eb) => eb.or([eb('tracking_value', 'is', null), eb('tracking_value', '!=', value)]))
    .execute();
}

/**
 * Attaches a stored document to a shipment under its tracking name; a document already under that name is
 * replaced, and the storage key of its bytes answered for deletion.
 */
export async function attachTrackingFile(
  tx: Transaction<Database>,
  file: Insertable<StoredFileTable>,
  link: { shipmentId: string; name: string; source: string; eventId: string; at: string },
): Promise<string | null> {
  await tx.insertInto('stored_file').values(file).execute();
  const previous = await tx
    .selectFrom('shipment_tracking_file as t')
    .innerJoin('stored_file as f', 'f.id', 't.stored_file_id')
    .select(['t.id', 'f.id as file_id', 'f.storage_key'])
    .where('t.shipment_id', '=', link.shipmentId)
    .where('t.name', '=', link.name)
    .executeTakeFirst();
  if (previous) {
    await tx
      .updateTable('shipment_tracking_file')
      .set({ stored_file_id: file.id, source: link.source, event_id: link.eventId, created_at: link.at })
      .where('id', '=', previous.id)
      .execute();
    await tx.deleteFrom('stored_file').where('id', '=', previous.file_id).execute();
    return previous.storage_key;
  }
  await tx
    .insertInto('shipment_tracking_file')
    .values({
      id: newId(),
      shipment_id: link.shipmentId,
      name: link.name,
      stored_file_id: file.id,
      source: link.source,
      event_id: link.eventId,
      created_at: link.at,
    })
    .execute();
  return null;
}
