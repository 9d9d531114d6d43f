import { randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import pg from 'pg';
import type { Db } from '../apps/server/src/platform/db/database';
import type { Database } from '../apps/server/src/platform/db/schema';
import type { ListEngine } from './list-fixtures';

// The database of the `lists` bench (list-fixtures.ts): a new one per run, bulk inserts, and its secondary
// indexes dropped during the load and built again after.

/** Inserts rows in batches: on PostgreSQL as one JSON value a batch, on SQLite as multi-row inserts in one transaction. */
export async function insertAll<T extends keyof Database>(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  table: T,
  rows: Insertable<Database[T]>[],
) {
  if (!rows.length) return;
  if (dialect === 'postgres') {
    // One bound value per batch: the rows as a JSON array, spread into columns by PostgreSQL itself
    // (json_populate_recordset), which spares compiling and binding 25 values a row.
    const columns = Object.keys(rows[0]!).map((c) => sql.ref(c));
    const batch = 5_000;
    for (let i = 0; i < rows.length; i += batch)
      await sql`insert into ${sql.table(table)} (${sql.join(columns)})
        select ${sql.join(columns)} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(
          rows.slice(i, i + batch),
        )}::json)`.execute(db);
    return;
  }
  // Well below SQLite's limit of bound values per statement (about 25 columns per shipment row).
  const batch = 500;
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += batch)
      await tx
        .insertInto(table)
        .values(rows.slice(i, i + batch) as never)
        .execute();
  });
}

/**
 * Drops the indexes of the loaded tables that back no constraint (primary keys stay, for the references);
 * answers what builds them again, as the migrations defined them. Building an index reads the table, not its
 * statistics: the planner still has none afterwards.
 */
export async function dropSecondaryIndexes(db: Db, tables: readonly string[]): Promise<() => Promise<void>> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = current_schema() and i.tablename in (${sql.join([...tables])})
       and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`.execute(
    db,
  );
  for (const index of rows) await sql`drop index ${sql.ref(index.name)}`.execute(db);
  return async () => {
    for (const index of rows) await sql.raw(index.definition).execute(db);
  };
}

/** A new database for the bench: a SQLite file in `dir`, or a PostgreSQL database created on the server. */
export async function newDatabase(
  engine: ListEngine,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (engine.kind === 'sqlite') return { env: {}, drop: async () => {} };
  const name = `pbt_bench_lists_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: engine.serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(engine.serverUrl);
  url.pathname = `/${name}`;
  // LISTS_KEEP_DATABASE=1 leaves it for EXPLAIN after the run (drop it by hand).
  const keep = process.env.LISTS_KEEP_DATABASE === '1';
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      if (keep) console.log(`database kept: ${url.toString()}`);
      else await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
