import type { Kysely } from 'kysely';

// Who holds a running task (issue 21, recovery after a crash): `locked_until` becomes a short lease that the
// holding process renews while the task runs (platform/queue/embedded-queue.ts), and `locked_by` names that
// process, so that a process that lost its lease (it stalled past it and another took the task over) can neither
// renew nor finish a task that is no longer its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('task').addColumn('locked_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('task').dropColumn('locked_by').execute();
}
