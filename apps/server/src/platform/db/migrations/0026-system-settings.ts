import type { Kysely } from 'kysely';

// Instance-wide settings edited in System (issue 15: session lifetime, sign-in limits, password policy defaults,
// allowed origins): one row per setting group, its value JSON text, version guarding concurrent edits (-13).
// Absent: the defaults of the configuration (docs/configuration.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('system_setting')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('system_setting').execute();
}
