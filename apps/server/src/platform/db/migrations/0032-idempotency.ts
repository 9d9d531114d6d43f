import type { Kysely } from 'kysely';

// Idempotency keys (issue 17, docs/api.md "Idempotency keys"): one row per caller and key, inserted first (state
// 'running') so that the unique primary key is the lock across API processes, then completed with the answer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('caller_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // SHA-256 of method, URL and body; null while a streamed body (multipart, ndjson) is still being read.
    .addColumn('request_hash', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_key_pk', ['caller_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_key_created').on('idempotency_key').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
