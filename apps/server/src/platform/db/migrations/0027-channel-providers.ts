import type { Kysely } from 'kysely';

// A channel's provider settings edited in System (issue 15): the endpoint its provider is reached at and the
// secret both sides sign with, the secret encrypted at rest (AES-256-GCM, platform/secret-box.ts, with a key that
// is not in the database). Absent: the configuration's (HTTP_PROVIDERS, TRACKING_SECRETS, docs/providers.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channel_provider')
    .addColumn('channel_id', 'text', (c) => c.primaryKey().references('channel.id'))
    .addColumn('endpoint', 'text')
    .addColumn('secret_ciphertext', 'text')
    .addColumn('secret_updated_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('channel_provider').execute();
}
