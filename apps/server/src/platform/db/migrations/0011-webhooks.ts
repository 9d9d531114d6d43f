import type { Kysely } from 'kysely';

// Tracking documents and OU webhooks (issue: shipments, tracking and webhooks; docs/providers.md, docs/security.md).
// - ou.webhook_secret: the key the OU's webhooks are signed with (HMAC-SHA256), drawn by the server. It is needed
//   in clear to sign, so it is stored as is; it is shown once, when drawn.
// - shipment_tracking_file: a document a provider attached to a shipment's status event (proof of delivery…),
//   its bytes a stored file; one per shipment and tracking name (a later one with the same name replaces it).
// - webhook_event: one change to tell an OU (`command.state`, `shipment.status`), its JSON payload fixed when
//   emitted, and where its delivery stands; webhook_attempt: every attempt to POST it, with its outcome.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ou').addColumn('webhook_secret', 'text').execute();

  await db.schema
    .createTable('shipment_tracking_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shipment_id', 'text', (c) => c.notNull().references('shipment.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('stored_file_id', 'text', (c) => c.notNull().references('stored_file.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('shipment_tracking_file_name_uq', ['shipment_id', 'name'])
    .execute();

  await db.schema
    .createTable('webhook_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_event_ou_date_idx')
    .on('webhook_event')
    .columns(['ou_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_attempt')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_event_id', 'text', (c) => c.notNull().references('webhook_event.id'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('webhook_attempt_event_attempt_uq', ['webhook_event_id', 'attempt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempt').execute();
  await db.schema.dropTable('webhook_event').execute();
  await db.schema.dropTable('shipment_tracking_file').execute();
  await db.schema.alterTable('ou').dropColumn('webhook_secret').execute();
}
