import type { Kysely } from 'kysely';

// Metadata of every file received (uploads now, deposits and outputs later); the bytes are in the file store.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('name_mismatch', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stored_file_owner_idx')
    .on('stored_file')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('stored_file_ou_idx')
    .on('stored_file')
    .columns(['ou_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_file').execute();
}
