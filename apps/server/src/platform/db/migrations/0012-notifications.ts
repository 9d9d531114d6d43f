import type { Kysely } from 'kysely';

// E-mail notifications sent once: the key names what was told to whom (e.g. the validators' summary of a day),
// inserted before the e-mail is sent so that two workers never send it twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_sent')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_sent').execute();
}
