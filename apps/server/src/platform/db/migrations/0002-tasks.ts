import type { Kysely } from 'kysely';

// Durable tasks of the embedded queue adapter (platform/queue): one row per run of a task.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('task')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    // At most one queued or running task per key (recurring tasks, "one per job" tasks).
    .addColumn('singleton_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('task_due_idx').on('task').columns(['state', 'run_at']).execute();
  await db.schema.createIndex('task_singleton_idx').on('task').columns(['singleton_key', 'state']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task').execute();
}
