import type { Kysely } from 'kysely';

// Orders and delivery (issue 4): what a delivery command holds, its deliveries (one per channel it uses), the
// shipments (one per recipient and delivery) and their status events.
// - delivery_command: the service, the chosen options, the expected and computed post dates, whether it waits for
//   a validator and until when, the validation or rejection, and the key that makes a retried order idempotent.
// - pack_group.command_id / delivery_id: the command a pack group is ordered in and the delivery (channel) it
//   goes by (null while free).
// - delivery: a command's mail through one service channel; fallback_origin_id names the delivery whose failed
//   shipments it re-sends.
// - shipment: one recipient's mail in a delivery, with its pack group, channel, status and the provider's ids.
// - shipment_event: every status a shipment went through, from the worker or a provider; (source, event_id) is
//   unique so a replayed provider event changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['service_id', 'text'],
    ['expected_post_date', 'text'],
    ['post_date', 'text'],
    ['expires_at', 'text'],
    ['validation_date', 'text'],
    ['rejection_date', 'text'],
    ['reason', 'text'],
    ['comment', 'text'],
    ['validated_by', 'text'],
    ['request_key', 'text'],
    ['created_by', 'text'],
  ] as const) {
    await db.schema.alterTable('delivery_command').addColumn(column, type).execute();
  }
  await db.schema
    .alterTable('delivery_command')
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('delivery_command')
    .addColumn('needs_validation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('delivery_command_request_key_uq')
    .on('delivery_command')
    .column('request_key')
    .unique()
    .execute();
  await db.schema.createIndex('delivery_command_job_idx').on('delivery_command').column('job_id').execute();

  await db.schema.alterTable('pack_group').addColumn('command_id', 'text').execute();
  await db.schema.alterTable('pack_group').addColumn('delivery_id', 'text').execute();

  await db.schema
    .createTable('delivery')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('command_id', 'text', (c) => c.notNull().references('delivery_command.id'))
    .addColumn('job_id', 'text', (c) => c.notNull().references('job.id'))
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('service_channel_label', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nuid', 'text', (c) => c.notNull().unique())
    .addColumn('external_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('post_date', 'text')
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('fallback_origin_id', 'text')
    .addColumn('creation_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('delivery_command_idx').on('delivery').column('command_id').execute();
  await db.schema
    .createIndex('delivery_ou_date_idx')
    .on('delivery')
    .columns(['ou_id', 'creation_date'])
    .execute();

  for (const [column, type] of [
    ['delivery_id', 'text'],
    ['pack_group_id', 'text'],
    ['channel_id', 'text'],
    ['nuid', 'text'],
    ['external_id', 'text'],
    ['tracking_value', 'text'],
    ['output_file_id', 'text'],
    ['acknowledged_at', 'text'],
    ['acknowledge_message', 'text'],
    ['next_attempt_at', 'text'],
    ['last_error', 'text'],
  ] as const) {
    await db.schema.alterTable('shipment').addColumn(column, type).execute();
  }
  for (const [column, fallback] of [
    ['pages', 0],
    ['sheets', 0],
    ['attempts', 0],
    ['version', 1],
  ] as const) {
    await db.schema
      .alterTable('shipment')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  for (const column of ['metadata', 'options', 'recipient']) {
    await db.schema
      .alterTable('shipment')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
  await db.schema.createIndex('shipment_delivery_idx').on('shipment').column('delivery_id').execute();
  await db.schema.createIndex('shipment_external_idx').on('shipment').column('external_id').execute();

  await db.schema
    .createTable('shipment_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shipment_id', 'text', (c) => c.notNull().references('shipment.id'))
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addUniqueConstraint('shipment_event_source_event_uq', ['source', 'event_id'])
    .execute();
  await db.schema
    .createIndex('shipment_event_shipment_idx')
    .on('shipment_event')
    .column('shipment_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipment_event').execute();
  await db.schema.dropTable('delivery').execute();
  await db.schema.dropIndex('shipment_external_idx').execute();
  await db.schema.dropIndex('shipment_delivery_idx').execute();
  for (const c of [
    'recipient',
    'options',
    'metadata',
    'version',
    'attempts',
    'sheets',
    'pages',
    'last_error',
    'next_attempt_at',
    'acknowledge_message',
    'acknowledged_at',
    'output_file_id',
    'tracking_value',
    'external_id',
    'nuid',
    'channel_id',
    'pack_group_id',
    'delivery_id',
  ]) {
    await db.schema.alterTable('shipment').dropColumn(c).execute();
  }
  await db.schema.alterTable('pack_group').dropColumn('delivery_id').execute();
  await db.schema.alterTable('pack_group').dropColumn('command_id').execute();
  await db.schema.dropIndex('delivery_command_job_idx').execute();
  await db.schema.dropIndex('delivery_command_request_key_uq').execute();
  for (const c of [
    'needs_validation',
    'options',
    'created_by',
    'request_key',
    'validated_by',
    'comment',
    'reason',
    'rejection_date',
    'validation_date',
    'expires_at',
    'post_date',
    'expected_post_date',
    'service_id',
  ]) {
    await db.schema.alterTable('delivery_command').dropColumn(c).execute();
  }
}
