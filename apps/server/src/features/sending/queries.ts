import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type {
  Database,
  DeliveryCommandTable,
  DeliveryTable,
  ShipmentTable,
  StoredFileTable,
} from '../../platform/db/schema';
import {
  appendEvents,
  commandStateEvent,
  deliveryStateEvent,
  lockEventLog,
  shipmentStatusEvent,
  type EventDeps,
} from '../../platform/events';
import { movePackGroups } from '../lifecycle';

// SQL of the sending flow; the hand-over columns of a shipment in hand-over-queries.ts.

type Executor = Db | Transaction<Database>;

/** Command states in which shipments may still be handed over (a cancelled command sends nothing more). */
export const SENDABLE_COMMAND_STATES = ['READY', 'OUTPUT_ERROR', 'OUTPUTTED'] as const;

export const deliveryById = (db: Executor, id: string) =>
  db.selectFrom('delivery').selectAll().where('id', '=', id).executeTakeFirst();

export const deliveriesOfCommand = (db: Executor, commandId: string) =>
  db
    .selectFrom('delivery')
    .selectAll()
    .where('command_id', '=', commandId)
    .orderBy('creation_date')
    .orderBy('id')
    .execute();

/** A delivery as its `delivery.state` event tells it: its ids, its state and its channel's type. */
const deliveriesWithChannel = (tx: Transaction<Database>, deps: EventDeps) =>
  tx
    .selectFrom('delivery')
    .select((eb) => [
      'delivery.id',
      'delivery.ou_id',
      'delivery.owner_id',
      'delivery.command_id',
      'delivery.job_id',
      'delivery.state',
      eb
        .selectFrom('channel')
        .select('channel.channel_type')
        .whereRef('channel.id', '=', 'delivery.channel_id')
        .as('channel_type'),
    ])
    .$if(deps.dialect === 'postgres', (qb) => qb.forUpdate());

/**
 * Moves deliveries to `state` (those not in it already), with a `delivery.state` event for each one that moved:
 * the one writer of a delivery's state after its creation.
 */
export async function setDeliveryState(
  deps: EventDeps,
  tx: Transaction<Database>,
  ids: readonly string[],
  state: string,
  at: string,
): Promise<void> {
  if (!ids.length) return;
  await lockEventLog(deps, tx);
  await moveDeliveries(
    deps,
    tx,
    await deliveriesWithChannel(tx, deps)
      .where('delivery.id', 'in', [...ids])
      .execute(),
    state,
    at,
  );
}

/** Every delivery of a command moves to `state` (those not in it already), with their events. */
export async function setDeliveriesOfCommand(
  deps: EventDeps,
  tx: Transaction<Database>,
  commandId: string,
  state: string,
  at: string,
): Promise<void> {
  await lockEventLog(deps, tx);
  const rows = await deliveriesWithChannel(tx, deps).where('delivery.command_id', '=', commandId).execute();
  await moveDeliveries(deps, tx, rows, state, at);
}

async function moveDeliveries(
  deps: EventDeps,
  tx: Transaction<Database>,
  rows: Awaited<ReturnType<ReturnType<typeof deliveriesWithChannel>['execute']>>,
  state: string,
  at: string,
): Promise<void> {
  const moving = rows.filter((r) => r.state !== state);
  if (!moving.length) return;
  const moved = new Set<string>();
  for (let i = 0; i < moving.length; i += 500) {
    const updated = await tx
      .updateTable('delivery')
      .set((eb) => ({ state, updated_at: at, version: eb('version', '+', 1) }))
      .where(
        'id',
        'in',
        moving.slice(i, i + 500).map((r) => r.id),
      )
      .where('state', '<>', state)
      .returning('id')
      .execute();
    for (const r of updated) moved.add(r.id);
  }
  await appendEvents(
    deps,
    tx,
    moving.filter((r) => moved.has(r.id)).map((r) => deliveryStateEvent(r, state, r.state)),
  );
}

/** Inserts new deliveries, each with its first `delivery.state` event (from nothing). */
export async function insertDeliveries(
  deps: EventDeps,
  tx: Transaction<Database>,
  rows: (Insertable<DeliveryTable> & { id: string })[],
): Promise<void> {
  if (!rows.length) return;
  await tx.insertInto('delivery').values(rows).execute();
  const channels = await tx
    .selectFrom('channel')
    .select(['id', 'channel_type'])
    .where('id', 'in', [...new Set(rows.map((r) => r.channel_id))])
    .execute();
  const typeOf = new Map(channels.map((c) => [c.id, c.channel_type]));
  await appendEvents(
    deps,
    tx,
    rows.map((r) =>
      deliveryStateEvent({ ...r, channel_type: typeOf.get(r.channel_id) ?? null }, r.state, null),
    ),
  );
}

export async function insertDelivery(
  deps: EventDeps,
  tx: Transaction<Database>,
  row: Insertable<DeliveryTable> & { id: string },
): Promise<void> {
  await insertDeliveries(deps, tx, [row]);
}

/** The fallback delivery of `originId` through a service channel, if one was made already. */
export const fallbackDeliveryOf = (db: Executor, originId: string, label: string) =>
  db
    .selectFrom('delivery')
    .selectAll()
    .where('fallback_origin_id', '=', originId)
    .where('service_channel_label', '=', label)
    .executeTakeFirst();

export const commandById = (db: Executor, id: string) =>
  db.selectFrom('delivery_command').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Moves a command from one state to another if it is still at `version`, with its `command.state` event (the
 * reason it was given, if any); false when it was not, and then nothing is written.
 */
export async function moveCommand(
  deps: EventDeps,
  tx: Transaction<Database>,
  id: string,
  from: { state: string; version: number },
  set: Partial<
    Pick<DeliveryCommandTable, 'state' | 'validation_date' | 'rejection_date' | 'reason' | 'validated_by'>
  > & {
    updated_at: string;
  },
): Promise<boolean> {
  await lockEventLog(deps, tx);
  const row = await tx
    .updateTable('delivery_command')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', from.state)
    .where('version', '=', from.version)
    .returning(['id', 'ou_id', 'owner_id', 'job_id', 'state', 'reason'])
    .executeTakeFirst();
  if (!row) return false;
  if (row.state !== from.state)
    await appendEvents(deps, tx, [commandStateEvent(row, row.state, from.state, set.reason)]);
  return true;
}

/** Inserts a new command, with its first `command.state` event (from nothing). */
export async function insertCommand(
  deps: EventDeps,
  tx: Transaction<Database>,
  row: Insertable<DeliveryCommandTable> & { id: string },
): Promise<void> {
  await tx.insertInto('delivery_command').values(row).execute();
  await appendEvents(deps, tx, [commandStateEvent(row, row.state, null)]);
}

/** Whether the command is in one of `states` (read in the caller's transaction, just before a change). */
export async function commandIsIn(
  db: Executor,
  commandId: string,
  states: readonly string[],
): Promise<boolean> {
  const row = await db
    .selectFrom('delivery_command')
    .select('state')
    .where('id', '=', commandId)
    .executeTakeFirst();
  return row !== undefined && states.includes(row.state);
}

/** The pack groups ordered through a delivery that have no shipment yet, in deposit order. */
export const packGroupsToShip = (db: Executor, deliveryId: string) =>
  db
    .selectFrom('pack_group')
    .selectAll()
    .where('delivery_id', '=', deliveryId)
    .where('state', '=', 'SHIPMENT_IN_CREATION')
    .orderBy('position')
    .execute();

export const packGroupById = (db: Executor, id: string) =>
  db.selectFrom('pack_group').selectAll().where('id', '=', id).executeTakeFirst();

/** Pack groups in `from` move to `to`, each with its `packGroup.state` event. */
export async function setPackGroupsState(
  deps: EventDeps,
  tx: Transaction<Database>,
  ids: readonly string[],
  from: string,
  to: string,
): Promise<void> {
  if (!ids.length) return;
  await movePackGroups(deps, tx, from, to, (qb) => qb.where('id', 'in', [...ids]));
}

/** The pack groups ordered through a delivery that are still in `from`. */
export async function setDeliveryPackGroupsState(
  deps: EventDeps,
  tx: Transaction<Database>,
  deliveryId: string,
  from: string,
  to: string,
): Promise<void> {
  await movePackGroups(deps, tx, from, to, (qb) => qb.where('delivery_id', '=', deliveryId));
}

/** Pack group ids of a delivery that already have their shipment in it. */
export const shippedPackGroupIds = async (db: Executor, deliveryId: string): Promise<Set<string>> =>
  new Set(
    (
      await db.selectFrom('shipment').select('pack_group_id').where('delivery_id', '=', deliveryId).execute()
    ).map((r) => r.pack_group_id ?? ''),
  );

/** Inserts new shipments, each with its first `shipment.status` event (from nothing, at its creation). */
export async function insertShipments(
  deps: EventDeps,
  tx: Transaction<Database>,
  rows: (Insertable<ShipmentTable> & { id: string; creation_date: string })[],
  source = 'worker',
): Promise<void> {
  if (!rows.length) return;
  await tx.insertInto('shipment').values(rows).execute();
  await appendEvents(
    deps,
    tx,
    rows.map((r) =>
      shipmentStatusEvent(
        {
          ...r,
          external_id: r.external_id ?? null,
          nuid: r.nuid ?? null,
          delivery_id: r.delivery_id ?? null,
          tracking_value: r.tracking_value ?? null,
        },
        { statusCode: r.status_code, previousStatusCode: null, at: r.creation_date, source },
      ),
    ),
  );
}

export const shipmentByExternalId = (db: Executor, externalId: string) =>
  db.selectFrom('shipment').selectAll().where('external_id', '=', externalId).executeTakeFirst();

/**
 * The shipments of a delivery at a status, in deposit order (the pack groups' positions; a fallback shipment
 * after the others).
 */
export const shipmentsAt = (db: Executor, deliveryId: string, statusCode: number) =>
  db
    .selectFrom('shipment')
    .leftJoin('pack_group', 'pack_group.id', 'shipment.pack_group_id')
    .selectAll('shipment')
    .where('shipment.delivery_id', '=', deliveryId)
    .where('shipment.status_code', '=', statusCode)
    .orderBy('pack_group.position')
    .orderBy('shipment.creation_date')
    .orderBy('shipment.id')
    .execute();

/** Every shipment of a delivery: what the delivery's state after a send pass is read from. */
export const shipmentsOfDelivery = (db: Executor, deliveryId: string) =>
  db.selectFrom('shipment').selectAll().where('delivery_id', '=', deliveryId).execute();

/** The labels of the service channels a pack group was already sent through in a command (no loop). */
export const labelsTriedFor = async (db: Executor, commandId: string, packGroupId: string) =>
  new Set(
    (
      await db
        .selectFrom('shipment')
        .innerJoin('delivery', 'delivery.id', 'shipment.delivery_id')
        .select('delivery.service_channel_label')
        .where('shipment.command_id', '=', commandId)
        .where('shipment.pack_group_id', '=', packGroupId)
        .execute()
    ).map((r) => r.service_channel_label),
  );

export async function setShipmentOutput(
  db: Executor,
  id: string,
  output: { output_file_id: string | null; pages: number; sheets: number; updated_at: string },
): Promise<void> {
  await db
    .updateTable('shipment')
    .set((eb) => ({ ...output, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The stored file under `key` is replaced (a re-run) or added; answers its id. */
export async function upsertStoredFile(
  db: Executor,
  row: Insertable<StoredFileTable> & { id: string },
): Promise<string> {
  const existing = await db
    .selectFrom('stored_file')
    .select('id')
    .where('storage_key', '=', row.storage_key)
    .executeTakeFirst();
  if (!existing) {
    await db.insertInto('stored_file').values(row).execute();
    return row.id;
  }
  const { id: _id, ...changes } = row;
  await db.updateTable('stored_file').set(changes).where('id', '=', existing.id).execute();
  return existing.id;
}

export const storedFileById = (db: Executor, id: string) =>
  db.selectFrom('stored_file').selectAll().where('id', '=', id).executeTakeFirst();

/** How many output files the shipments of a delivery were already produced in (to number the next one). */
export async function outputFileCountOf(db: Executor, deliveryId: string): Promise<number> {
  const r = await db
    .selectFrom('shipment')
    .select((eb) => eb.fn.count<string | number>('output_file_id').distinct().as('n'))
    .where('delivery_id', '=', deliveryId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/**
 * The shipments of a delivery printed in one output file that still wait for its print job's end (ipp-print:
 * ready or in production), in deposit order.
 */
export const shipmentsPrintedIn = (db: Executor, deliveryId: string, outputFileId: string) =>
  db
    .selectFrom('shipment')
    .selectAll()
    .where('delivery_id', '=', deliveryId)
    .where('output_file_id', '=', outputFileId)
    .where('status_code', 'in', [300, 400])
    .orderBy('creation_date')
    .orderBy('id')
    .execute();
