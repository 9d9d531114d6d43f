import type { Kysely } from 'kysely';

// SMS over SMPP (issue 18, docs/providers.md "SMS over SMPP"): the short messages each SMS shipment was cut into,
// one row per part, written before the part is submitted (state `submitting`) and given the SMS centre's
// message_id when it accepts it, so that a part is never submitted twice and the delivery receipts (which name
// the message_id) find their shipment. `smsc` names the SMS centre (system_id@host:port): message ids are unique
// per centre only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('smpp_part')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shipment_id', 'text', (c) => c.notNull().references('shipment.id'))
    .addColumn('smsc', 'text', (c) => c.notNull())
    .addColumn('part_number', 'integer', (c) => c.notNull())
    .addColumn('part_count', 'integer', (c) => c.notNull())
    // The concatenation reference shared by the parts of one message (0–255).
    .addColumn('reference', 'integer', (c) => c.notNull())
    // submitting | accepted | throttled | refused
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text')
    .addColumn('command_status', 'integer')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    // The last receipt: its state (DELIVRD, UNDELIV…; a final one is never replaced), error and time.
    .addColumn('receipt_state', 'text')
    .addColumn('receipt_error', 'text')
    .addColumn('receipt_at', 'text')
    .addUniqueConstraint('smpp_part_shipment_number', ['shipment_id', 'part_number'])
    .execute();
  await db.schema.createIndex('smpp_part_message').on('smpp_part').columns(['smsc', 'message_id']).execute();
  await db.schema
    .createIndex('smpp_part_awaiting')
    .on('smpp_part')
    .columns(['state', 'accepted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('smpp_part').execute();
}
