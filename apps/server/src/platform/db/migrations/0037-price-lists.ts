import type { Kysely } from 'kysely';

// Price lists per channel (issue 18, System > Costs and CO₂): the prices of a channel (per sheet, page, envelope,
// message, registered item, postage by weight band and zone, option surcharges) as JSON in minor units. A channel
// without a row takes the built-in price list of its kind (domain costs/cost-settings.ts). The instance-wide part
// (currency, home country, CO₂ factors) is one row of system_setting, as the security settings are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_list')
    .addColumn('channel_id', 'text', (c) => c.primaryKey().references('channel.id'))
    .addColumn('prices', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_list').execute();
}
