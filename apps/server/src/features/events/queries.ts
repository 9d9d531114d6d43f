import type { EventType } from '@postbridge/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { DbDialect } from '../../platform/db/database';
import { visibleRows, type Scope } from '../../platform/policy';

/** The newest committed event id (0 when the log is empty): what a reader may safely move its cursor to. */
export async function committedHead(db: Db): Promise<number> {
  const row = await db
    .selectFrom('event')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/**
 * The last event id ever given, committed or not, even when purged since (SQLite's AUTOINCREMENT counter, the
 * identity sequence of PostgreSQL): a cursor above it names an event that never existed.
 */
export async function lastGivenId(db: Db, dialect: DbDialect): Promise<number> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{
          seq: string | number | null;
        }>`select pg_sequence_last_value(pg_get_serial_sequence('event', 'seq')::regclass) as seq`.execute(db)
      : await sql<{ seq: number | null }>`select seq from sqlite_sequence where name = 'event'`.execute(db);
  return Number(rows[0]?.seq ?? 0);
}

/** The events the scope shows with `after < id <= upTo`, of these types, oldest first, at most `limit`. */
export const visibleEvents = (
  db: Db,
  scope: Scope,
  page: { after: number; upTo: number; limit: number; types?: readonly EventType[] | undefined },
) =>
  db
    .selectFrom('event')
    .select(['seq', 'type', 'occurred_at', 'ou_id', 'data'])
    .where('seq', '>', page.after)
    .where('seq', '<=', page.upTo)
    .where(visibleRows('event', scope))
    .$if(page.types !== undefined && page.types.length > 0, (qb) => qb.where('type', 'in', [...page.types!]))
    .orderBy('seq')
    .limit(page.limit)
    .execute();
export type EventRow = Awaited<ReturnType<typeof visibleEvents>>[number];

/** Deletes up to `limit` events that occurred before `before`, oldest first; answers how many. */
export async function deleteEventsBefore(db: Db, before: string, limit: number): Promise<number> {
  const r = await db
    .deleteFrom('event')
    .where(
      'seq',
      'in',
      db.selectFrom('event').select('seq').where('occurred_at', '<', before).orderBy('seq').limit(limit),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
