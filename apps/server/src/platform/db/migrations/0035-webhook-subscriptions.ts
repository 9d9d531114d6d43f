import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// Webhook subscriptions (issue 17, docs/api.md "Webhooks"): an OU has any number, each with its URL, event types
// and signing secret, fed from the event log (0034) in order through its cursor.
// - webhook_subscription: `event_types` JSON (empty: every type); `secret` sealed as the OU's webhook secret was
//   (null: drawn at the first delivery); `previous_secret` still signs until `previous_secret_until` (a rotation);
//   `cursor` the last event seq handed over to its deliveries; `is_default` 1 for the OU's own `web_hook_url`.
// - webhook_event becomes the delivery of one event to one subscription (`subscription_id`, `event_seq`, and
//   `replay_of` for a replay); webhook_attempt keeps the request sent and the first 2 KB of the answer.
// Each OU with a webhook URL gets its default subscription, with the OU's secret and every event type, its cursor
// at the newest event: what the log held before is not sent again. Its deliveries still pending are kept and
// sent first (their payload as it was); pending ones of an OU without a URL are dropped, as they would have been.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('secret', 'text')
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', 'text')
    .addColumn('cursor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failing_since', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('webhook_subscription_ou_idx')
    .on('webhook_subscription')
    .columns(['ou_id', 'created_at'])
    .execute();

  await db.schema.alterTable('webhook_event').addColumn('subscription_id', 'text').execute();
  await db.schema.alterTable('webhook_event').addColumn('event_seq', 'integer').execute();
  await db.schema.alterTable('webhook_event').addColumn('replay_of', 'text').execute();
  await db.schema
    .createIndex('webhook_event_subscription_idx')
    .on('webhook_event')
    .columns(['subscription_id', 'state', 'event_seq'])
    .execute();
  await db.schema.alterTable('webhook_attempt').addColumn('request_headers', 'text').execute();
  await db.schema.alterTable('webhook_attempt').addColumn('request_body', 'text').execute();
  await db.schema.alterTable('webhook_attempt').addColumn('response_body', 'text').execute();

  const newest = await sql<{ seq: number | string | null }>`select max(seq) as seq from event`.execute(db);
  const cursor = Number(newest.rows[0]?.seq ?? 0);
  const ous = await sql<{
    id: string;
    web_hook_url: string;
    webhook_secret: string | null;
  }>`select id, web_hook_url, webhook_secret from ou where web_hook_url is not null`.execute(db);
  const now = new Date().toISOString();
  for (const ou of ous.rows) {
    const id = randomUUID();
    await sql`insert into webhook_subscription (id, ou_id, url, description, event_types, enabled, is_default,
      secret, cursor, created_at, version)
      values (${id}, ${ou.id}, ${ou.web_hook_url}, '', '[]', 1, 1, ${ou.webhook_secret}, ${cursor}, ${now}, 0)`.execute(
      db,
    );
    await sql`update webhook_event set subscription_id = ${id} where ou_id = ${ou.id}`.execute(db);
  }
  await sql`update webhook_event set state = 'dropped', next_attempt_at = null, finished_at = ${now}
    where state = 'pending' and subscription_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('webhook_event_subscription_idx').execute();
  for (const column of ['request_headers', 'request_body', 'response_body'])
    await db.schema.alterTable('webhook_attempt').dropColumn(column).execute();
  for (const column of ['subscription_id', 'event_seq', 'replay_of'])
    await db.schema.alterTable('webhook_event').dropColumn(column).execute();
  await db.schema.dropTable('webhook_subscription').execute();
}
