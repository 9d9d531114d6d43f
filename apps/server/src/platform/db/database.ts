import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { migrations } from './migrations/index';
import type { Database } from './schema';
import { InlineLimits } from './inline-limits';
import { analyzeSchema } from './statistics';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

export type DatabaseHandle = { db: Db; dialect: DbDialect; close: () => Promise<void> };

type DatabaseOptions = Config['database'] & {
  /** PostgreSQL only: tables live in this schema (created when missing). Tests use one schema each. */
  schema?: string;
  /** SQLite only: an in-memory database starting as this serialized one (`serialize()`). Tests use it. */
  image?: Buffer;
  /** PostgreSQL only: where a lost idle connection is told (PostgreSQL restarted, a connection killed). */
  log?: Pick<Logger, 'warn'>;
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.kind === 'sqlite') {
    if (options.file !== ':memory:') fs.mkdirSync(path.dirname(options.file), { recursive: true });
    const sqlite = new SQLite(options.image ?? options.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new InlineLimits()],
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  // No JIT compilation: it is chosen by estimated cost, which a table without statistics (or a page's lookups
  // key by key) inflates far beyond the work done; compiling then costs hundreds of milliseconds on a query of
  // ten. The product's queries read pages and counts, never the long scans JIT pays off on.
  const settings = [
    '-c jit=off',
    ...(options.schema ? [`-c search_path=${quoteIdent(options.schema)}`] : []),
  ];
  const pool = new pg.Pool({ connectionString: options.url, max: 10, options: settings.join(' ') });
  // A connection the server drops (a restart, an administrator's kill) emits `error`, which ends the process
  // when nothing listens: on the pool for an idle connection, on the connection itself while a query holds it
  // (the pool takes its own listener off then). The query in flight fails with that error anyway, and the pool
  // discards the connection: the next query opens a new one, or fails while the server is down (readiness
  // answers 503, the queue retries the task).
  pool.on('error', (err: Error & { code?: string }) =>
    options.log?.warn({ code: err.code, reason: err.message }, 'database connection lost'),
  );
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Prepared statements kept per SQL text (Kysely's SQLite driver prepares again on every query otherwise). */
const STATEMENT_CACHE = 500;

/**
 * better-sqlite3 behind a cache of prepared statements, least recently used dropped beyond STATEMENT_CACHE:
 * preparing was 16% of the API's time on a session check. Iteration takes a statement of its own, since a
 * statement being iterated cannot run another query.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(text) {
      let statement = cache.get(text);
      if (statement) cache.delete(text);
      else {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      const cached = statement;
      return {
        reader: cached.reader,
        all: (parameters) => cached.all(parameters),
        run: (parameters) => cached.run(parameters),
        iterate: (parameters) => sqlite.prepare(text).iterate(parameters),
      };
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; used at start and by tests. Throws with the failing migration's name. When a
 * migration ran, the tables are analysed (PostgreSQL, platform/db/statistics.ts): a migration may add an index
 * or rewrite a table, and the planner otherwise keeps what it knew before.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // On PostgreSQL the migrator must be told the current schema: it otherwise looks for its own tables in
  // every schema, and two databases in one server (one schema each) would see each other's.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  if (applied.length) await analyzeSchema(db);
  return applied;
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}

/** Whether the database answers a trivial query (readiness). */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Key of the advisory lock that serialises the start-up of processes sharing one PostgreSQL database. */
const STARTUP_LOCK_KEY = 7_250_611_031;

/**
 * Runs the start-up steps that must not run twice at once (migrations, demo data) while holding a lock shared by
 * every process on the same PostgreSQL database: an API and two workers started together then migrate and seed
 * once, one after the other, instead of racing to insert the same demo accounts. On SQLite, one process owns the
 * file: no lock.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, steps: () => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return steps();
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await steps();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
