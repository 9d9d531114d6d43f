import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type PostgresClientConstructor } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { seedDemoData } from '../features/seed';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../platform/db/database';
import type { Database } from '../platform/db/schema';

// The databases of the integration tests. Migrating and seeding (three argon2 hashes) cost more than most tests,
// so the global setup does both once per run into two templates, one migrated only (`seed: false`) and one
// seeded, and each test context starts from a copy of one of them:
// - SQLite: each template is a serialized in-memory database (`serialize()`, written to a file); each context
//   opens its own in-memory database from those bytes (`new Database(buffer)`, about a millisecond).
// - PostgreSQL: each template is a schema. The test files of a worker (one at a time) use a schema of that
//   worker, migrated once per run, which each context resets to the template in one round trip: the tables
//   the last test wrote to truncated, the template's rows copied back into them, the sequences set as the
//   template's (resetSlot: 5 to 100 ms, against about a second to migrate and seed a new schema).

/** Where the seed and every test clock start. */
export const TEST_START = '2026-11-20T10:00:00.000Z';

export type TestDatabaseTemplates =
  | { kind: 'sqlite'; migrated: string; seeded: string }
  | { kind: 'postgres'; url: string; prefix: string; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

const seedClock: Clock = { now: () => new Date(TEST_START) };
const isPostgres = (url: string | undefined): url is string => !!url?.startsWith('postgres');

async function withClient<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

/** Builds the two templates on the database of `url` (SQLite when not a postgres URL); `drop` removes them. */
export async function buildTemplates(
  url: string | undefined,
): Promise<{ templates: TestDatabaseTemplates; drop: () => Promise<void> }> {
  if (isPostgres(url)) {
    // Every schema of this run starts with the prefix, so the end of the run drops them all.
    const prefix = `pbt_${randomBytes(4).toString('hex')}`;
    const [migrated, seeded] = [`${prefix}_migrated`, `${prefix}_seeded`];
    const drop = () =>
      withClient(url, async (c) => {
        const { rows } = await c.query<{ name: string }>(
          `select nspname as name from pg_namespace where nspname like $1`,
          [`${prefix}\\_%`],
        );
        for (const { name } of rows) await c.query(`drop schema if exists ${name} cascade`);
      });
    try {
      await withClient(url, async (c) => {
        await c.query(`create schema ${migrated}`);
        await c.query(`create schema ${seeded}`);
      });
      for (const schema of [migrated, seeded]) {
        const handle = openDatabase({ kind: 'postgres', url, schema });
        try {
          await migrateToLatest(handle.db);
          if (schema === seeded) await seedDemoData({ db: handle.db, clock: seedClock });
        } finally {
          await handle.close();
        }
      }
    } catch (err) {
      await drop();
      throw err;
    }
    return { templates: { kind: 'postgres', url, prefix, migrated, seeded }, drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postbridge-templates-'));
  const sqlite = new SQLite(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const templates = {
    kind: 'sqlite',
    migrated: path.join(dir, 'migrated.sqlite'),
    seeded: path.join(dir, 'seeded.sqlite'),
  } as const;
  try {
    await migrateToLatest(db);
    fs.writeFileSync(templates.migrated, sqlite.serialize());
    await seedDemoData({ db, clock: seedClock });
    fs.writeFileSync(templates.seeded, sqlite.serialize());
  } finally {
    await db.destroy();
  }
  return { templates, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export type TestDatabase = {
  handle: DatabaseHandle;
  /** What `deps.config.database` says (the URL of DATABASE_URL, or SQLite in memory). */
  config: Config['database'];
  /** Closes the connection; the database is left as it is until a context takes it again. */
  release: () => Promise<void>;
};

/**
 * A database in the clean state of a template: migrated, and seeded unless `seed` is false. Each open one must
 * be released before its test file ends.
 */
export function openTestDatabase(seed: boolean): Promise<TestDatabase> {
  const templates = inject('testDatabaseTemplates');
  if (!templates)
    throw new Error('No database templates: run the server tests through apps/server/vitest.config.ts.');
  return templates.kind === 'sqlite' ? openSqlite(templates, seed) : openPostgres(templates, seed);
}

const images = new Map<string, Buffer>();

async function openSqlite(
  templates: Extract<TestDatabaseTemplates, { kind: 'sqlite' }>,
  seed: boolean,
): Promise<TestDatabase> {
  const file = seed ? templates.seeded : templates.migrated;
  let image = images.get(file);
  if (!image) images.set(file, (image = fs.readFileSync(file)));
  const handle = openDatabase({ kind: 'sqlite', file: ':memory:', image });
  return { handle, config: { kind: 'sqlite', file: ':memory:' }, release: handle.close };
}

/** The schemas of this worker in use by an open context (a test may open two at once). */
const busySchemas = new Set<string>();

/** A schema of this worker: a pool kept for the run, and what its last reset left in it. */
type Slot = {
  pool: pg.Pool;
  /** The template it was last reset to, and the xmin (inserting transaction) of each of its seeded tables. */
  state?: { template: string; xmins: Map<string, string> };
};
/**
 * Per schema: a new PostgreSQL connection costs more than a reset (its caches of the catalog are empty), so the
 * pool is kept; idle connections close after a while and never keep the process alive.
 */
const slots = new Map<string, Slot>();
/** What a reset needs to know of each template (tables, references, rows), read once. */
const layouts = new Map<string, Promise<TemplateLayout>>();

async function openPostgres(
  templates: Extract<TestDatabaseTemplates, { kind: 'postgres' }>,
  seed: boolean,
): Promise<TestDatabase> {
  const { url, prefix } = templates;
  const worker = process.env.VITEST_POOL_ID ?? '0';
  let schema: string;
  for (let n = 0; busySchemas.has((schema = `${prefix}_w${worker}_${n}`)); n++);
  busySchemas.add(schema);
  const template = seed ? templates.seeded : templates.migrated;
  let slot = slots.get(schema);
  const created = !slot;
  if (!slot) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      options: `-c search_path=${schema}`,
      idleTimeoutMillis: 5_000,
      allowExitOnIdle: true,
    });
    slots.set(schema, (slot = { pool }));
  }
  // What openDatabase makes, over the schema's pool: destroying it ends this context's use of the pool only,
  // so a query that comes after the context is closed fails as it would on a pool of its own.
  const { pool } = slot;
  let open = true;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      // The pool's own client class, which pg.Pool holds as `Client` (what Kysely takes by default).
      controlClient: (pool as unknown as { Client: PostgresClientConstructor }).Client,
      pool: {
        options: pool.options,
        connect: () => (open ? pool.connect() : Promise.reject(new Error('The test context is closed.'))),
        end: async () => {
          open = false;
        },
      },
    }),
  });
  const handle: DatabaseHandle = { db, dialect: 'postgres', close: () => db.destroy() };
  try {
    if (created) {
      await withClient(url, (c) => c.query(`create schema if not exists ${schema}`));
      await migrateToLatest(db);
    }
    let layout = layouts.get(template);
    if (!layout) layouts.set(template, (layout = readLayout(pool, template)));
    await resetSlot(slot, schema, await layout);
  } catch (err) {
    await handle.close();
    busySchemas.delete(schema);
    throw err;
  }
  return {
    handle,
    config: { kind: 'postgres', url },
    release: async () => {
      await handle.close();
      busySchemas.delete(schema);
    },
  };
}

type TemplateLayout = {
  schema: string;
  tables: string[];
  /** Tables in an order where each comes after the tables it references. */
  parentsFirst: string[];
  /** For each table, the tables that reference it. */
  referencedBy: Map<string, string[]>;
  /** The tables with rows in the template: their count and size on disk. */
  seeded: Map<string, { rows: number; bytes: number }>;
  /** `select setval(…)` of each sequence, as the template has it, with `%s` for the target schema. */
  sequences: string[];
};

async function readLayout(pool: pg.Pool, template: string): Promise<TemplateLayout> {
  const rows = async <R extends pg.QueryResultRow>(text: string, parameters: unknown[] = []) =>
    (await pool.query<R>(text, parameters)).rows;
  const tables = (
    await rows<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind = 'r' and c.relname not like 'kysely\\_%'`,
      [template],
    )
  ).map((r) => r.name);
  const references = await rows<{ child: string; parent: string }>(
    `select distinct c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = $1 and c.relname <> p.relname`,
    [template],
  );
  const referencedBy = new Map<string, string[]>(tables.map((t) => [t, []]));
  for (const r of references) referencedBy.get(r.parent)?.push(r.child);
  const seeded = new Map<string, { rows: number; bytes: number }>();
  for (const table of tables) {
    const [counted] = await rows<{ rows: string; bytes: string }>(
      `select count(*) as rows, pg_relation_size('${template}.${table}') as bytes from ${template}.${table}`,
    );
    if (Number(counted!.rows) > 0) {
      seeded.set(table, { rows: Number(counted!.rows), bytes: Number(counted!.bytes) });
    }
  }
  const sequences: string[] = [];
  for (const { name } of await rows<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'S'`,
    [template],
  )) {
    const [state] = await rows<{ last_value: string; is_called: boolean }>(
      `select last_value, is_called from ${template}.${name}`,
    );
    sequences.push(`select setval('%s.${name}', ${state!.last_value}, ${state!.is_called});`);
  }
  return {
    schema: template,
    tables,
    parentsFirst: topologicalOrder(tables, references),
    referencedBy,
    seeded,
    sequences,
  };
}

/**
 * Brings `schema` (migrated like the template) to the template's state with fresh tables, as a new schema
 * would have them: the rows of a reused table come back in the order they were inserted, which tests that order
 * by a column with equal values rely on (rows deleted and inserted again would not). Only the tables a test
 * wrote to are emptied (TRUNCATE costs a few milliseconds a table): the others are still empty, or hold the
 * template's rows as inserted (same count, same size, same inserting transaction); with them, every table that
 * references them. Then the template's rows are copied into the emptied tables, and each sequence set as the
 * template's.
 */
async function resetSlot(slot: Slot, schema: string, layout: TemplateLayout): Promise<void> {
  const client = await slot.pool.connect();
  try {
    let dirty: string[];
    if (slot.state?.template !== layout.schema) dirty = layout.tables;
    else {
      const xmins = slot.state.xmins;
      const checks = layout.tables.map((t) => {
        const seeded = layout.seeded.get(t);
        const changed = seeded
          ? `(select count(*) <> ${seeded.rows} or bool_or(xmin::text <> '${xmins.get(t)}') from ${schema}.${t})
              or pg_relation_size('${schema}.${t}') <> ${seeded.bytes}`
          : `pg_relation_size('${schema}.${t}') > 0`;
        return `select '${t}' as name where ${changed}`;
      });
      dirty = (await client.query<{ name: string }>(checks.join('\nunion all\n'))).rows.map((r) => r.name);
    }
    const emptied = new Set<string>();
    const empty = (t: string) => {
      if (emptied.has(t)) return;
      emptied.add(t);
      for (const child of layout.referencedBy.get(t) ?? []) empty(child);
    };
    dirty.forEach(empty);
    const refilled = layout.parentsFirst.filter((t) => emptied.has(t) && layout.seeded.has(t));
    const statements = [
      'begin;',
      ...(emptied.size ? [`truncate ${[...emptied].map((t) => `${schema}.${t}`).join(', ')};`] : []),
      ...refilled.map((t) => `insert into ${schema}.${t} select * from ${layout.schema}.${t};`),
      ...layout.sequences.map((s) => s.replace('%s', schema)),
      'commit;',
      ...refilled.map((t) => `select '${t}' as name, xmin::text as xmin from ${schema}.${t} limit 1;`),
    ];
    // One simple-protocol query: the statements run in one round trip.
    const results = (await client.query(statements.join('\n'))) as unknown as pg.QueryResult[];
    const xmins = slot.state?.template === layout.schema ? slot.state.xmins : new Map<string, string>();
    for (const { rows } of results) {
      const row = rows[0] as { name?: string; xmin?: string } | undefined;
      if (row?.name && row.xmin) xmins.set(row.name, row.xmin);
    }
    slot.state = { template: layout.schema, xmins };
  } catch (err) {
    slot.state = undefined;
    throw err;
  } finally {
    client.release();
  }
}

/** Tables ordered so that each comes after the tables it references. */
function topologicalOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`Foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const r of references) if (r.child === table) visit(r.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}
