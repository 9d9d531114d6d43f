import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { inOuSubtree, toCount } from '../../platform/db/util';
import { visibleRows, type Scope } from '../../platform/policy';

export type Range = { from: string; toExclusive: string };

/** Rows of a stateful table created in the range and visible in the scope, counted per state. */
export async function countByState(
  db: Db,
  table: 'job' | 'delivery_command',
  scope: Scope,
  range: Range,
  ouId?: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(table)
    .select(['state', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where(visibleRows(table, scope))
    .where(ouId === undefined ? sql<boolean>`1 = 1` : inOuSubtree(`${table}.ou_id`, ouId))
    .where('creation_date', '>=', range.from)
    .where('creation_date', '<', range.toExclusive)
    .groupBy('state')
    .execute();
  return new Map(rows.map((r) => [r.state, toCount(r.n)]));
}

/**
 * Shipments created in the range: all, and those whose status code is an error (-900 < code < 0,
 * docs/product.md §4).
 */
export async function countShipments(
  db: Db,
  scope: Scope,
  range: Range,
  ouId?: string,
): Promise<{ all: number; errors: number }> {
  const row = await db
    .selectFrom('shipment')
    .select([
      (eb) => eb.fn.countAll<string | number>().as('all'),
      sql<
        string | number
      >`coalesce(sum(case when status_code > -900 and status_code < 0 then 1 else 0 end), 0)`.as('errors'),
    ])
    .where(visibleRows('shipment', scope))
    .where(ouId === undefined ? sql<boolean>`1 = 1` : inOuSubtree('shipment.ou_id', ouId))
    .where('creation_date', '>=', range.from)
    .where('creation_date', '<', range.toExclusive)
    .executeTakeFirstOrThrow();
  return { all: toCount(row.all), errors: toCount(row.errors) };
}

// The figures of the charts (docs/api.md "Chart figures"): one grouped query per figure, days cut from the ISO
// UTC timestamps as text (`substr(…, 1, 10)`), which reads the same on SQLite and PostgreSQL.

/** Shipments created in the range, counted per UTC day and status code. */
export const shipmentsPerDayAndCode = (db: Db, scope: Scope, range: Range, ouId?: string) =>
  db
    .selectFrom('shipment')
    .select([
      sql<string>`substr(shipment.creation_date, 1, 10)`.as('day'),
      'shipment.status_code',
      (eb) => eb.fn.countAll<string | number>().as('n'),
    ])
    .where(visibleRows('shipment', scope))
    .where(ouId === undefined ? sql<boolean>`1 = 1` : inOuSubtree('shipment.ou_id', ouId))
    .where('shipment.creation_date', '>=', range.from)
    .where('shipment.creation_date', '<', range.toExclusive)
    .groupBy([sql`substr(shipment.creation_date, 1, 10)`, 'shipment.status_code'])
    .execute();

/**
 * Deliveries posted on each day of [fromDay, lastDay] that still have a shipment of a code from 0 up to below
 * `lateStatus`: the rule of the late-deliveries monitor (features/shipments `lateShipment`), per post day.
 */
export const latePerPostDay = (
  db: Db,
  scope: Scope,
  days: { fromDay: string; lastDay: string },
  lateStatus: number,
  ouId?: string,
) =>
  db
    .selectFrom('delivery')
    .select([
      sql<string>`substr(delivery.post_date, 1, 10)`.as('day'),
      (eb) => eb.fn.countAll<string | number>().as('n'),
    ])
    .where(visibleRows('delivery', scope))
    .where(ouId === undefined ? sql<boolean>`1 = 1` : inOuSubtree('delivery.ou_id', ouId))
    .where('delivery.post_date', 'is not', null)
    .where(sql<boolean>`substr(delivery.post_date, 1, 10) >= ${days.fromDay}`)
    .where(sql<boolean>`substr(delivery.post_date, 1, 10) <= ${days.lastDay}`)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('shipment as s')
          .select(sql<number>`1`.as('one'))
          .whereRef('s.delivery_id', '=', 'delivery.id')
          .where(sql<boolean>`(s.status_code >= 0 and s.status_code < ${lateStatus})`),
      ),
    )
    .groupBy(sql`substr(delivery.post_date, 1, 10)`)
    .execute();

/** Deliveries created in the range, counted per channel type. */
export const deliveriesPerChannelType = (db: Db, scope: Scope, range: Range, ouId?: string) =>
  db
    .selectFrom('delivery')
    .innerJoin('channel', 'channel.id', 'delivery.channel_id')
    .select(['channel.channel_type', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where(visibleRows('delivery', scope))
    .where(ouId === undefined ? sql<boolean>`1 = 1` : inOuSubtree('delivery.ou_id', ouId))
    .where('delivery.creation_date', '>=', range.from)
    .where('delivery.creation_date', '<', range.toExclusive)
    .groupBy('channel.channel_type')
    .execute();

/**
 * Letters (pack groups) deposited in the range, and how many of them are ordered (in a command), have a
 * shipment with one of `sentCodes`, and one with one of `deliveredCodes` (a letter counts once per step,
 * whatever the number of its shipments: a fallback sends a letter twice).
 */
export const letterFunnel = (
  db: Db,
  scope: Scope,
  range: Range,
  codes: { sent: readonly number[]; delivered: readonly number[] },
  ouId?: string,
) =>
  db
    .selectFrom('pack_group')
    .leftJoin('shipment as s', 's.pack_group_id', 'pack_group.id')
    .select([
      sql<string | number>`count(distinct pack_group.id)`.as('deposited'),
      sql<
        string | number
      >`count(distinct case when pack_group.command_id is not null then pack_group.id end)`.as('ordered'),
      sql<
        string | number
      >`count(distinct case when s.status_code in (${sql.join([...codes.sent])}) then pack_group.id end)`.as(
        'sent',
      ),
      sql<
        string | number
      >`count(distinct case when s.status_code in (${sql.join([...codes.delivered])}) then pack_group.id end)`.as(
        'delivered',
      ),
    ])
    .where(visibleRows('pack_group', scope))
    .where(ouId === undefined ? sql<boolean>`1 = 1` : inOuSubtree('pack_group.ou_id', ouId))
    .where('pack_group.created_at', '>=', range.from)
    .where('pack_group.created_at', '<', range.toExclusive)
    .executeTakeFirstOrThrow();
