import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './database';
import { analyzeAfterBulkWrite, BULK_WRITE_ROWS } from './statistics';

// The server refreshes PostgreSQL's statistics after migrations and bulk writes (docs/persistence.md "Planner
// statistics"): a table never analysed has reltuples -1 (PostgreSQL 14 and later) and no pg_stats rows.

const url = process.env.DATABASE_URL;

describe.skipIf(!url?.startsWith('postgres'))('statistics on PostgreSQL', () => {
  it('analyses every table after migrations, and a table after a bulk write only', async () => {
    const schema = `pbt_stats_${randomBytes(4).toString('hex')}`;
    const admin = openDatabase({ kind: 'postgres', url: url! });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    const handle = openDatabase({ kind: 'postgres', url: url!, schema });
    try {
      await migrateToLatest(handle.db);
      const never = await sql<{ name: string }>`
        select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind = 'r' and c.reltuples < 0`.execute(handle.db);
      expect(never.rows).toEqual([]);

      // Rows written behind the server's back: no statistics of their columns.
      await sql`insert into ou (id, name, path, creation_date)
                select 'ou' || i, 'OU ' || i, '/ou' || i || '/', '2026-11-20' from generate_series(1, 2000) i`.execute(
        handle.db,
      );
      const columns = () =>
        sql<{ n: string }>`select count(*) as n from pg_stats
                            where schemaname = current_schema() and tablename = 'ou'`.execute(handle.db);
      await analyzeAfterBulkWrite(handle.db, ['ou'], BULK_WRITE_ROWS - 1);
      expect(Number((await columns()).rows[0]!.n)).toBe(0);
      await analyzeAfterBulkWrite(handle.db, ['ou'], BULK_WRITE_ROWS);
      expect(Number((await columns()).rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      await handle.close();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    }
  });
});
