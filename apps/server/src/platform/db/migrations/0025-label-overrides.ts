import type { Kysely } from 'kysely';

// Translations edited in System (issue 15): each row replaces one label of one locale over the catalogue bundled
// with the release, read by every process at each labels call (applied without restart).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('label_override')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('label_key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('label_override_pk', ['locale', 'label_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('label_override').execute();
}
