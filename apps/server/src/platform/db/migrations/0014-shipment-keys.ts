import type { Kysely } from 'kysely';

// A shipment's number is unique, and a recipient has one shipment per delivery: the sending worker relies on both
// (a re-run finds the shipments it made instead of making them twice).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('shipment_nuid_uq').on('shipment').column('nuid').unique().execute();
  await db.schema
    .createIndex('shipment_delivery_pack_group_uq')
    .on('shipment')
    .columns(['delivery_id', 'pack_group_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shipment_delivery_pack_group_uq').execute();
  await db.schema.dropIndex('shipment_nuid_uq').execute();
}
