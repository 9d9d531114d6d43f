import { PostgresAdapter, sql, type Kysely } from 'kysely';

// What lets several API processes on one database share what each used to keep alone (issue 12, docs/security.md
// "Sessions and rate limits across processes"):
// - rate_limit_hit: the calls of each rate-limit key (route and caller address) in its current window, counted by
//   every process (platform/http/rate-limit-store.ts);
// - cache_generation: a counter that the database itself bumps whenever a cached session may have changed — a
//   session revoked or deleted, its user, the user's OU or profile updated or deleted, the services its profile
//   deposits into changed — so that a process keeping resolved sessions a moment (features/auth/session-cache.ts)
//   sees the change on the next request, whichever process or writer made it. Triggers rather than calls in each
//   writer: no writer can forget it.

const GENERATION = `update cache_generation set value = value + 1 where name = 'sessions'`;

type Watched = {
  table: string;
  events: ('insert' | 'update' | 'delete')[];
  /** The condition of the update trigger (none: every update). */
  update: { sqlite: string; postgres: string } | null;
};

const WATCHED: Watched[] = [
  {
    table: 'session',
    events: ['update', 'delete'],
    // A touch (last use, expiry pushed later) changes nothing a cached session decides on: a revocation or an
    // expiry brought earlier does.
    update: {
      sqlite: 'new.revoked_at is not old.revoked_at or new.expires_at < old.expires_at',
      postgres: 'new.revoked_at is distinct from old.revoked_at or new.expires_at < old.expires_at',
    },
  },
  { table: 'app_user', events: ['update', 'delete'], update: null },
  { table: 'ou', events: ['update', 'delete'], update: null },
  { table: 'profile', events: ['update', 'delete'], update: null },
  // The services a session lists (a new service reaches a profile through profile_service).
  { table: 'service', events: ['update', 'delete'], update: null },
  { table: 'profile_service', events: ['insert', 'delete'], update: null },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hit_window_idx')
    .on('rate_limit_hit')
    .column('window_ends_at')
    .execute();

  await db.schema
    .createTable('cache_generation')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into cache_generation (name, value) values ('sessions', 0)`.execute(db);

  if (postgres) {
    await sql
      .raw(
        `create function bump_session_generation() returns trigger language plpgsql as $$
         begin ${GENERATION}; return null; end $$`,
      )
      .execute(db);
  }
  for (const { table, events, update } of WATCHED) {
    for (const event of events) {
      const name = `${table}_${event}_bumps_sessions`;
      const when = event === 'update' && update ? (postgres ? update.postgres : update.sqlite) : null;
      const statement = postgres
        ? // One bump per statement when every row counts (an import updating many users bumps once).
          `create trigger ${name} after ${event} on ${table} ${when ? `for each row when (${when})` : 'for each statement'}
           execute function bump_session_generation()`
        : `create trigger ${name} after ${event} on ${table} ${when ? `when ${when}` : ''}
           begin ${GENERATION}; end`;
      await sql.raw(statement).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { table, events } of WATCHED) {
    for (const event of events) {
      const name = `${table}_${event}_bumps_sessions`;
      await sql.raw(postgres ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`).execute(db);
    }
  }
  if (postgres) await sql.raw('drop function bump_session_generation()').execute(db);
  await db.schema.dropTable('cache_generation').execute();
  await db.schema.dropTable('rate_limit_hit').execute();
}
