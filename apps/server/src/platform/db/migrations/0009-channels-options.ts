import type { Kysely } from 'kysely';

// Channels, option types and options (docs/product.md §3), all platform-wide; the OU channel list says which
// channels the services of an OU may use. A channel's validated configuration is kept whole as JSON text, the
// columns beside it are what lists sort and filter on. Its external output token is kept as a SHA-256 hash
// only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channel')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('channel_type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('configuration', 'text', (c) => c.notNull())
    .addColumn('external_output_token_hash', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('app_user.id'))
    .addColumn('updated_by', 'text', (c) => c.references('app_user.id'))
    .execute();
  await db.schema.createIndex('channel_name_idx').on('channel').column('name').execute();

  await db.schema
    .createTable('option_type')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('recompute_trigger', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('option_value')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('option_type_id', 'text', (c) => c.notNull().references('option_type.id'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('best', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('option_value_type_idx').on('option_value').column('option_type_id').execute();

  await db.schema
    .createTable('ou_channel')
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id').onDelete('cascade'))
    .addColumn('channel_id', 'text', (c) => c.notNull().references('channel.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('ou_channel_pk', ['ou_id', 'channel_id'])
    .execute();
  await db.schema.createIndex('ou_channel_channel_idx').on('ou_channel').column('channel_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ou_channel').execute();
  await db.schema.dropTable('option_value').execute();
  await db.schema.dropTable('option_type').execute();
  await db.schema.dropTable('channel').execute();
}
