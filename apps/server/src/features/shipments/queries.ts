import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, ShipmentTable } from '../../platform/db/schema';
import { visibleRows, type Scope } from '../../platform/policy';

type Executor = Db | Transaction<Database>;
export type ShipmentRow = Selectable<ShipmentTable>;

type ShipmentFilters = {
  range: { from: string; toExclusive: string };
  targetOwnerId?: string;
  targetOUId?: string;
  outputFileIds?: string[];
  externalIds?: string[];
  trackingValues?: string[];
  statusCodes?: number[];
  unacknowledged?: boolean;
};

/** -900 < code < 0 (spec §4), as SQL over `shipment.status_code`. */
const inError = sql<boolean>`(shipment.status_code > -900 and shipment.status_code < 0)`;

const visibleShipments = (db: Executor, scope: Scope) =>
  db.selectFrom('shipment').selectAll('shipment').where(visibleRows('shipment', scope));

export const visibleShipment = (db: Db, scope: Scope, id: string) =>
  visibleShipments(db, scope).where('shipment.id', '=', id).executeTakeFirst();

export const visibleShipmentsWith = (
  db: Db,
  scope: Scope,
  by: { externalId?: string; deliveryId?: string },
  limit: number,
) => {
  let q = visibleShipments(db, scope);
  if (by.externalId !== undefined) q = q.where('shipment.external_id', '=', by.externalId);
  if (by.deliveryId !== undefined) q = q.where('shipment.delivery_id', '=', by.deliveryId);
  return q.orderBy('shipment.creation_date', 'desc').orderBy('shipment.id').limit(limit).execute();
};

/** The list of GET /shipments/list: visible shipments created in the range that pass every filter given. */
export function listVisibleShipments(db: Db, scope: Scope, f: ShipmentFilters, limit: number) {
  let q = visibleShipments(db, scope)
    .where('shipment.creation_date', '>=', f.range.from)
    .where('shipment.creation_date', '<', f.range.toExclusive);
  if (f.targetOwnerId !== undefined) q = q.where('shipment.owner_id', '=', f.targetOwnerId);
  if (f.targetOUId !== undefined) {
    q = q.where(
      sql<boolean>`shipment.ou_id in (select o.id from ou o where o.path like ((select t.path from ou t where t.id = ${f.targetOUId}) || '%'))`,
    );
  }
  if (f.outputFileIds?.length) q = q.where('shipment.output_file_id', 'in', f.outputFileIds);
  if (f.externalIds?.length) q = q.where('shipment.external_id', 'in', f.externalIds);
  if (f.trackingValues?.length) q = q.where('shipment.tracking_value', 'in', f.trackingValues);
  if (f.statusCodes?.length) q = q.where('shipment.status_code', 'in', f.statusCodes);
  if (f.unacknowledged === true) q = q.where(inError).where('shipment.acknowledged_at', 'is', null);
  if (f.unacknowledged === false) {
    q = q.where((eb) => eb.or([eb.not(inError), eb('shipment.acknowledged_at', 'is not', null)]));
  }
  return q.orderBy('shipment.creation_date', 'desc').orderBy('shipment.id').limit(limit).execute();
}

/** Visible shipments among these ids (status calls, acknowledgement). */
export const visibleShipmentsIn = (db: Executor, scope: Scope, ids: readonly string[]) =>
  ids.length
    ? visibleShipments(db, scope)
        .where('shipment.id', 'in', [...ids])
        .orderBy('shipment.creation_date', 'desc')
        .orderBy('shipment.id')
        .execute()
    : Promise.resolve([]);

/** Marks shipments in error, not yet acknowledged, as seen; answers the ids it marked. */
export async function acknowledgeErrors(
  tx: Transaction<Database>,
  ids: readonly string[],
  at: string,
  message: string,
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .updateTable('shipment')
    .set((eb) => ({
      acknowledged_at: at,
      acknowledge_message: message,
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', 'in', [...ids])
    .where(inError)
    .where('acknowledged_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export const eventsOfShipment = (db: Db, shipmentId: string) =>
  db
    .selectFrom('shipment_event')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('at')
    .orderBy('received_at')
    .execute();

/** The tracking documents of these shipments, with their stored files' type and size. */
export const trackingFilesOf = (db: Db, shipmentIds: readonly string[]) =>
  shipmentIds.length
    ? db
        .selectFrom('shipment_tracking_file as t')
        .innerJoin('stored_file as f', 'f.id', 't.stored_file_id')
        .select(['t.shipment_id', 't.name', 'f.content_type', 'f.size'])
        .where('t.shipment_id', 'in', [...shipmentIds])
        .orderBy('t.name')
        .execute()
    : Promise.resolve([]);

export const trackingFileOf = (db: Db, shipmentId: string, name: string) =>
  db
    .selectFrom('shipment_tracking_file as t')
    .innerJoin('stored_file as f', 'f.id', 't.stored_file_id')
    .selectAll('f')
    .where('t.shipment_id', '=', shipmentId)
    .where('t.name', '=', name)
    .executeTakeFirst();

/** A stored output file, when the caller sees a shipment produced in it. */
export const visibleOutputFile = (db: Db, scope: Scope, outputFileId: string) =>
  db
    .selectFrom('stored_file')
    .selectAll('stored_file')
    .where('stored_file.id', '=', outputFileId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('shipment')
          .select('shipment.id')
          .where('shipment.output_file_id', '=', outputFileId)
          .where(visibleRows('shipment', scope)),
      ),
    )
    .executeTakeFirst();

/** The JSON configuration of these channels (for their tracking links). */
export const channelConfigurations = (db: Db, channelIds: readonly string[]) =>
  channelIds.length
    ? db
        .selectFrom('channel')
        .select(['id', 'configuration'])
        .where('id', 'in', [...channelIds])
        .execute()
    : Promise.resolve([]);

// Late deliveries (docs/api.md "Late deliveries"): a shipment is late when its code is 0 or more and below
// lateStatus; its delivery is late when it was posted on or before latePostDate and has a late shipment.

export type LateRule = { latePostDate: string; lateStatus: number };

const lateShipment = (rule: LateRule) =>
  sql<boolean>`(s.status_code >= 0 and s.status_code < ${rule.lateStatus})`;

const lateBase = (db: Db, scope: Scope, rule: LateRule) =>
  db
    .selectFrom('delivery')
    .innerJoin('shipment as s', 's.delivery_id', 'delivery.id')
    .where(visibleRows('delivery', scope))
    .where('delivery.post_date', 'is not', null)
    .where('delivery.post_date', '<=', rule.latePostDate);

export const lateDeliveries = (db: Db, scope: Scope, rule: LateRule, limit: number) =>
  lateBase(db, scope, rule)
    .innerJoin('delivery_command as c', 'c.id', 'delivery.command_id')
    .selectAll('delivery')
    .select([
      'c.validation_date',
      'c.rejection_date',
      'c.reason',
      'c.comment',
      (eb) => eb.fn.countAll<string | number>().as('recipients'),
      sql<string | number>`sum(case when ${lateShipment(rule)} then 1 else 0 end)`.as('late_shipments'),
    ])
    .groupBy(['delivery.id', 'c.validation_date', 'c.rejection_date', 'c.reason', 'c.comment'])
    .having(sql<boolean>`sum(case when ${lateShipment(rule)} then 1 else 0 end) > 0`)
    .orderBy('delivery.post_date')
    .orderBy('delivery.id')
    .limit(limit)
    .execute();
export type LateDeliveryRow = Awaited<ReturnType<typeof lateDeliveries>>[number];

export const countLate = (db: Db, scope: Scope, rule: LateRule) =>
  lateBase(db, scope, rule)
    .where(lateShipment(rule))
    .select([
      sql<string | number>`count(distinct delivery.id)`.as('deliveries'),
      (eb) => eb.fn.countAll<string | number>().as('shipments'),
    ])
    .executeTakeFirstOrThrow();
