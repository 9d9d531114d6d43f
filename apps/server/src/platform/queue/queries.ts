import { sql, type Transaction } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/database';
import type { Database, TaskTable } from '../db/schema';
import type { Insertable } from 'kysely';

type Executor = Db | Transaction<Database>;

export async function insertTask(db: Executor, row: Insertable<TaskTable>): Promise<void> {
  await db.insertInto('task').values(row).execute();
}

export const activeTaskWithKey = (db: Executor, key: string) =>
  db
    .selectFrom('task')
    .select('id')
    .where('singleton_key', '=', key)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();

export const dueTasks = (db: Db, names: string[], now: string, limit: number) =>
  db
    .selectFrom('task')
    .selectAll()
    .where('state', '=', 'queued')
    .where('run_at', '<=', now)
    .where('name', 'in', names)
    .orderBy('run_at')
    .limit(limit)
    .execute();

/** Claims a queued task for this worker (`holder`); false when another worker claimed it first. */
export async function claimTask(db: Db, id: string, lockedUntil: string, holder: string): Promise<boolean> {
  const r = await db
    .updateTable('task')
    .set((eb) => ({
      state: 'running',
      locked_until: lockedUntil,
      locked_by: holder,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Renews the leases of the running tasks `holder` still holds. */
export async function renewLeases(db: Db, ids: string[], holder: string, lockedUntil: string): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('task')
    .set({ locked_until: lockedUntil })
    .where('id', 'in', ids)
    .where('state', '=', 'running')
    .where('locked_by', '=', holder)
    .execute();
}

/** A run's end is written only by the process that still holds the task (not one that lost its lease). */
export async function finishTask(db: Db, id: string, at: string, holder: string): Promise<void> {
  await db
    .updateTable('task')
    .set({ state: 'done', finished_at: at, locked_until: null, locked_by: null })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_by', '=', holder)
    .execute();
}

export async function failTask(
  db: Db,
  id: string,
  error: string,
  retryAt: string | null,
  at: string,
  holder: string,
): Promise<void> {
  await db
    .updateTable('task')
    .set(
      retryAt
        ? { state: 'queued', run_at: retryAt, last_error: error, locked_until: null, locked_by: null }
        : { state: 'failed', last_error: error, finished_at: at, locked_until: null, locked_by: null },
    )
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_by', '=', holder)
    .execute();
}

/** Tasks of these kinds left running by a process that died: their lease ran out. */
export const abandonedTasks = (db: Db, names: string[], now: string) =>
  db
    .selectFrom('task')
    .select(['id', 'name', 'payload', 'attempts', 'max_attempts', 'locked_until'])
    .where('state', '=', 'running')
    .where('locked_until', '<', now)
    .where('name', 'in', names)
    .execute();

/**
 * Takes back an abandoned task (the lease seen expired, `lockedUntil`): queued again, or failed for good when
 * `error` is given. False when another process took it back first or its holder renewed it meanwhile.
 */
export async function takeBackTask(
  db: Db,
  id: string,
  lockedUntil: string,
  at: string,
  error: string | null,
): Promise<boolean> {
  const r = await db
    .updateTable('task')
    .set(
      error === null
        ? { state: 'queued', locked_until: null, locked_by: null }
        : { state: 'failed', last_error: error, finished_at: at, locked_until: null, locked_by: null },
    )
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_until', '=', lockedUntil)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Finished tasks are kept a while for diagnosis, then removed. */
export async function deleteFinishedBefore(db: Db, before: string): Promise<number> {
  const r = await db
    .deleteFrom('task')
    .where('state', 'in', ['done', 'failed'])
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The PostgreSQL channel on which a process says it added a task; the payload is the schema of its tables. */
export const TASK_CHANNEL = 'postbridge_task';

/** PostgreSQL: tells the other processes a task was added (sent when the transaction commits). */
export async function notifyTaskAdded(db: Executor): Promise<void> {
  await sql`select pg_notify(${TASK_CHANNEL}, current_schema())`.execute(db);
}

/** PostgreSQL: listens on a dedicated connection; answers the schema whose notifications concern it. */
export async function listenForTasks(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
  await client.query(`listen ${TASK_CHANNEL}`);
  return rows[0]!.schema;
}
