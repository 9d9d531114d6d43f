import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type {
  Database,
  DeliveryCommandTable,
  DeliveryTable,
  ShipmentTable,
  StoredFileTable,
} from '../../platform/db/schema';

// SQL of the sending flow. A shipment's hand-over is told by two columns (docs/domain-decisions.md "Sending"):
// - external_id null: not handed over (next_attempt_at: when to try again after a failure, null: now);
// - external_id set, next_attempt_at set: a hand-over began and has not reported yet (the claim, until its lease);
// - external_id set, next_attempt_at null: handed over; the provider reports under external_id.

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

export async function setDeliveryState(
  db: Executor,
  ids: readonly string[],
  state: string,
  at: string,
): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('delivery')
    .set((eb) => ({ state, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', 'in', [...ids])
    .where('state', '<>', state)
    .execute();
}

export async function insertDelivery(db: Executor, row: Insertable<DeliveryTable>): Promise<void> {
  await db.insertInto('delivery').values(row).execute();
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

/** Moves a command from one state to another if it is still at `version`; false when it was not. */
export async function moveCommand(
  db: Executor,
  id: string,
  from: { state: string; version: number },
  set: Partial<
    Pick<DeliveryCommandTable, 'state' | 'validation_date' | 'rejection_date' | 'reason' | 'validated_by'>
  > & {
    updated_at: string;
  },
): Promise<boolean> {
  const r = await db
    .updateTable('delivery_command')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', from.state)
    .where('version', '=', from.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
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

export async function setPackGroupsState(
  db: Executor,
  ids: readonly string[],
  from: string,
  to: string,
): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('pack_group')
    .set((eb) => ({ state: to, version: eb('version', '+', 1) }))
    .where('id', 'in', [...ids])
    .where('state', '=', from)
    .execute();
}

/** The pack groups ordered through a delivery that are still in `from`. */
export async function setDeliveryPackGroupsState(
  db: Executor,
  deliveryId: string,
  from: string,
  to: string,
): Promise<void> {
  await db
    .updateTable('pack_group')
    .set((eb) => ({ state: to, version: eb('version', '+', 1) }))
    .where('delivery_id', '=', deliveryId)
    .where('state', '=', from)
    .execute();
}

/** Pack group ids of a delivery that already have their shipment in it. */
export const shippedPackGroupIds = async (db: Executor, deliveryId: string): Promise<Set<string>> =>
  new Set(
    (
      await db.selectFrom('shipment').select('pack_group_id').where('delivery_id', '=', deliveryId).execute()
    ).map((r) => r.pack_group_id ?? ''),
  );

export async function insertShipments(db: Executor, rows: Insertable<ShipmentTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('shipment').values(rows).execute();
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

/** The claim of a hand-over (see the header); false when taken meanwhile or the command can no longer send. */
export async function claimShipment(
  db: Executor,
  id: string,
  commandId: string,
  claim: { external_id: string; next_attempt_at: string; updated_at: string },
): Promise<boolean> {
  const r = await db
    .updateTable('shipment')
    .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('status_code', '=', 300)
    .where('external_id', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('delivery_command')
          .select('delivery_command.id')
          .where('delivery_command.id', '=', commandId)
          .where('delivery_command.state', 'in', [...SENDABLE_COMMAND_STATES]),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Writes the hand-over columns of a shipment (closing or releasing a claim, planning a retry). */
export async function setHandOver(
  db: Executor,
  id: string,
  set: Partial<Pick<ShipmentTable, 'external_id' | 'next_attempt_at' | 'last_error' | 'tracking_value'>> & {
    attempts?: number;
    updated_at: string;
  },
): Promise<void> {
  await db
    .updateTable('shipment')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks shipments handed over under their nuid, those not marked yet; answers the ids it marked. */
export async function markHandedOver(db: Executor, ids: readonly string[], at: string): Promise<string[]> {
  const marked: string[] = [];
  for (const id of ids) {
    const r = await db
      .updateTable('shipment')
      .set((eb) => ({
        external_id: eb.ref('nuid'),
        next_attempt_at: null,
        last_error: null,
        updated_at: at,
        attempts: eb('attempts', '+', 1),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('external_id', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) marked.push(id);
  }
  return marked;
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
