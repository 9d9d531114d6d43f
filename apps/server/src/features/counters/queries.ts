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
