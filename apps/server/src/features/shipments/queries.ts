import { sql, type CompiledQuery, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, ShipmentTable } from '../../platform/db/schema';
import { isPostgres, keyRows } from '../../platform/db/util';
import { visibleRows, type Scope } from '../../platform/policy';
import type { Range } from '../counters';
import { listedRows, type ListFilter } from '../jobs';

type Executor = Db | Transaction<Database>;
export type ShipmentRow = Selectable<ShipmentTable>;

type ShipmentFilters = ListFilter & {
  range: Range;
  outputFileIds?: string[] | undefined;
  externalIds?: string[] | undefined;
  trackingValues?: string[] | undefined;
  statusCodes?: number[] | undefined;
  unacknowledged?: boolean | undefined;
};

/** -900 < code < 0 (docs/product.md §4), as SQL over `shipment.status_code`. */
const inError = sql<boolean>`(shipment.status_code > -900 and shipment.status_code < 0)`;

export const shipmentById = (db: Executor, id: string) =>
  db.selectFrom('shipment').selectAll().where('id', '=', id).executeTakeFirst();

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

/** A query of a page of rows, as the list runs it and as a test reads its plan. */
type PageQuery<Row> = { compile: () => CompiledQuery<Row>; execute: () => Promise<Row[]> };

/**
 * A page of GET /shipments/list (`limit` one more than the page tells whether more match): visible shipments
 * created in the range that pass every filter given, newest first.
 */
export function shipmentListQuery(
  db: Db,
  scope: Scope,
  f: ShipmentFilters,
  limit: number,
): PageQuery<ShipmentRow> {
  const page = (statusCode?: number) => {
    let q = shipmentsToFilter(db, f)
      .selectAll('shipment')
      .where(listedRows('shipment', scope, f));
    if (f.outputFileIds?.length) q = q.where('shipment.output_file_id', 'in', f.outputFileIds);
    if (f.externalIds?.length) q = q.where('shipment.external_id', 'in', f.externalIds);
    if (f.trackingValues?.length) q = q.where('shipment.tracking_value', 'in', f.trackingValues);
    if (statusCode !== undefined) q = q.where('shipment.status_code', '=', statusCode);
    if (f.unacknowledged === true) q = q.where(inError).where('shipment.acknowledged_at', 'is', null);
    if (f.unacknowledged === false) {
      q = q.where((eb) => eb.or([eb.not(inError), eb('shipment.acknowledged_at', 'is not', null)]));
    }
    return q.orderBy('shipment.creation_date', 'desc').orderBy('shipment.id').limit(limit);
  };
  const codes = [...new Set(f.statusCodes ?? [])];
  if (codes.length <= 1) return page(codes[0]);
  // Several statuses: the newest page of each, read in date order from shipment_status_scope_idx and stopped
  // at the page, then merged. `status_code in (…)` would read and sort every match of the range first — a
  // month of "mailed or delivered" is most of the table.
  const [first, ...others] = codes.map((code) => db.selectFrom(page(code).as('by_status')).selectAll());
  const merged = others.reduce((union, branch) => union.unionAll(branch), first!);
  return db
    .selectFrom(merged.as('page'))
    .selectAll()
    .orderBy('creation_date', 'desc')
    .orderBy('id')
    .limit(limit);
}

/**
 * The shipments a list filters: the table, or on PostgreSQL, when the list asks for tracking values, external
 * ids or output files (a few rows each), those rows first, behind OFFSET 0 so that the range and the scope are
 * checked on them only: without statistics, the planner takes the range for a few thousand rows and reads its
 * index whole (every shipment of the range) to intersect it with the keys'.
 */
function shipmentsToFilter(db: Db, f: ShipmentFilters) {
  const table = db.selectFrom('shipment');
  const keyed = f.outputFileIds?.length || f.externalIds?.length || f.trackingValues?.length;
  if (!keyed || !isPostgres(db)) return table;
  let keys = db.selectFrom('shipment').selectAll();
  if (f.outputFileIds?.length) keys = keys.where('output_file_id', 'in', f.outputFileIds);
  if (f.externalIds?.length) keys = keys.where('external_id', 'in', f.externalIds);
  if (f.trackingValues?.length) keys = keys.where('tracking_value', 'in', f.trackingValues);
  // The same columns under the same name: the list's conditions apply to it as to the table.
  return db.selectFrom(keys.offset(0).as('shipment')) as unknown as typeof table;
}

export const listVisibleShipments = (db: Db, scope: Scope, f: ShipmentFilters, limit: number) =>
  shipmentListQuery(db, scope, f, limit).execute();

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

/** The last event of a shipment's proof chain, if it has one. */
export const chainHead = (db: Executor, shipmentId: string) =>
  db
    .selectFrom('shipment_event')
    .select(['position', 'hash'])
    .where('shipment_id', '=', shipmentId)
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The document a shipment's chain starts from: the deposited file its letter was cut from, and the pages. */
export async function depositedDocumentOf(db: Executor, packGroupId: string) {
  const row = await db
    .selectFrom('pack_group')
    .innerJoin('job_input_file', 'job_input_file.id', 'pack_group.input_file_id')
    .innerJoin('stored_file', 'stored_file.id', 'job_input_file.stored_file_id')
    .select(['stored_file.sha256', 'pack_group.first_page', 'pack_group.last_page'])
    .where('pack_group.id', '=', packGroupId)
    .executeTakeFirst();
  return row
    ? { kind: 'deposited' as const, sha256: row.sha256, firstPage: row.first_page, lastPage: row.last_page }
    : undefined;
}

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
    .where(visibleRows('delivery', scope))
    .where('delivery.post_date', 'is not', null)
    .where('delivery.post_date', '<=', rule.latePostDate);

/**
 * A page of late deliveries, oldest post date first (`limit` one more than the page tells whether more match),
 * with their command's validation, their shipments (`recipients`) and the late ones among them. The page is
 * found first (each delivery asks the shipment index whether it has a late shipment, and the reading stops at
 * the page), then only the page's shipments are counted.
 */
export async function lateDeliveries(db: Db, scope: Scope, rule: LateRule, limit: number) {
  const page = await lateBase(db, scope, rule)
    .innerJoin('delivery_command as c', 'c.id', 'delivery.command_id')
    .selectAll('delivery')
    .select(['c.validation_date', 'c.rejection_date', 'c.reason', 'c.comment'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('shipment as s')
          .select(sql<number>`1`.as('one'))
          .whereRef('s.delivery_id', '=', 'delivery.id')
          .where(lateShipment(rule)),
      ),
    )
    .orderBy('delivery.post_date')
    .orderBy('delivery.id')
    .limit(limit)
    .execute();
  // Counted delivery by delivery in shipment_delivery_status_idx: `delivery_id in (…)` of a page may be
  // planned as a scan of every shipment when PostgreSQL has no statistics of the table.
  const counts = new Map(
    (page.length
      ? await db
          .selectFrom(
            keyRows(
              page.map((d) => d.id),
              'k',
            ),
          )
          .select([
            'k.column1 as delivery_id',
            (eb) =>
              eb
                .selectFrom('shipment as s')
                .select((e) => e.fn.countAll<string | number>().as('n'))
                .whereRef('s.delivery_id', '=', 'k.column1')
                .as('recipients'),
            (eb) =>
              eb
                .selectFrom('shipment as s')
                .select((e) => e.fn.countAll<string | number>().as('n'))
                .whereRef('s.delivery_id', '=', 'k.column1')
                .where(lateShipment(rule))
                .as('late_shipments'),
          ])
          .execute()
      : []
    ).map((r) => [r.delivery_id, r] as const),
  );
  return page.map((d) => ({
    ...d,
    recipients: counts.get(d.id)?.recipients ?? 0,
    late_shipments: counts.get(d.id)?.late_shipments ?? 0,
  }));
}
export type LateDeliveryRow = Awaited<ReturnType<typeof lateDeliveries>>[number];

/**
 * How many visible deliveries are late and how many late shipments they hold: each delivery posted by the date
 * counts its late shipments in shipment_delivery_status_idx (a join would read every late shipment of the table,
 * then look its delivery up).
 */
export const countLate = (db: Db, scope: Scope, rule: LateRule) =>
  db
    .selectFrom(
      lateBase(db, scope, rule)
        .select((eb) =>
          eb
            .selectFrom('shipment as s')
            .select((e) => e.fn.countAll<string | number>().as('n'))
            .whereRef('s.delivery_id', '=', 'delivery.id')
            .where(lateShipment(rule))
            .as('late_shipments'),
        )
        .as('d'),
    )
    .select([
      (eb) => eb.fn.countAll<string | number>().as('deliveries'),
      (eb) => eb.fn.sum<string | number | null>('d.late_shipments').as('shipments'),
    ])
    .where('d.late_shipments', '>', 0)
    .executeTakeFirstOrThrow();

/** What digital-first escalation reads of a shipment: its delivery's service and service channel, its recipient. */
export const escalationContextOf = (db: Executor, shipmentId: string) =>
  db
    .selectFrom('shipment')
    .innerJoin('delivery', 'delivery.id', 'shipment.delivery_id')
    .leftJoin('pack_group', 'pack_group.id', 'shipment.pack_group_id')
    .select([
      'shipment.id',
      'shipment.ou_id',
      'shipment.command_id',
      'shipment.status_code',
      'shipment.channel_id',
      'shipment.escalates_at',
      'shipment.escalates_to',
      'delivery.service_id',
      'delivery.service_channel_label',
      'pack_group.identifier as recipient_identifier',
    ])
    .where('shipment.id', '=', shipmentId)
    .executeTakeFirst();

/** Starts (a date and a channel label) or stops (nulls) a shipment's digital-first timer. */
export const setEscalation = (db: Executor, shipmentId: string, at: string | null, to: string | null) =>
  db
    .updateTable('shipment')
    .set({ escalates_at: at, escalates_to: to })
    .where('id', '=', shipmentId)
    .execute();
