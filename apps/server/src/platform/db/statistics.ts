import { sql } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';
import { isPostgres } from './util';

// The planner's statistics of the tables (docs/operations.md "Database statistics"). PostgreSQL plans from what
// ANALYZE last saw: a table that grew by a million rows since, or whose keys were all rewritten, is planned as
// the small table it was. Autovacuum refreshes them in time when it runs, which a server may not do (it can be
// switched off, and it wakes a minute later at best), so the server analyses after what changes a table most:
// a migration, and a write of many rows. The lists' queries do not depend on it (features/*/queries.ts read
// the rows of a page through indexes whatever the statistics), the other queries may.
//
// SQLite plans from the schema alone (no sqlite_stat1): the lists' query shapes are built and tested for that
// planner (features/jobs/lists.int.test.ts reads their plans), and statistics there would make a plan read on a
// small database differ from the plan of a large one. Nothing is analysed on SQLite.

/** Rows written at once from which a write refreshes the statistics of the tables it wrote. */
export const BULK_WRITE_ROWS = 1_000;

/** Analyses every table of the current schema (PostgreSQL): after migrations, whose tables may be new or rebuilt. */
export async function analyzeSchema(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  if (rows.length) await sql`analyze ${sql.join(rows.map((r) => sql.table(r.name)))}`.execute(db);
}

/**
 * After a write of `rows` rows to `tables`, committed: analyses those tables on PostgreSQL when the write was a
 * bulk one (BULK_WRITE_ROWS or more). ANALYZE reads a sample of at most 30,000 rows a table (default statistics
 * target), a fraction of a second at a million rows, and locks out no reader or writer.
 */
export async function analyzeAfterBulkWrite(
  db: Db,
  tables: readonly (keyof Database & string)[],
  rows: number,
): Promise<void> {
  if (rows < BULK_WRITE_ROWS || !tables.length || !isPostgres(db)) return;
  await sql`analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
}
