import type { Kysely } from 'kysely';

// Settings (issue 13, docs/administration.md "Settings"): each user's address box and library.
// - address_book_entry: a saved recipient of one-off letters, per user (owner_id) in the owner's OU; the address
//   lines are JSON text (a list of strings), checked and normalised when saved; version guards edits (-13).
// - library_file: a reusable PDF (letterhead, apposition, attachment), the owner's own or shared with the owner's
//   OU (shared 0/1). Its bytes live in the file store under storage_key, owned by this row alone: deleting the row
//   queues the deletion of the bytes in the same transaction (docs/persistence.md), so no stored_file row is used.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('address_book_entry')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address_lines', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text')
    .addColumn('quality', 'text', (c) => c.notNull())
    .addColumn('email_address', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('address_book_entry_owner_idx')
    .on('address_book_entry')
    .columns(['owner_id', 'name'])
    .execute();

  await db.schema
    .createTable('library_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('library_file_owner_idx').on('library_file').columns(['owner_id']).execute();
  await db.schema
    .createIndex('library_file_ou_idx')
    .on('library_file')
    .columns(['ou_id', 'shared'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('library_file').execute();
  await db.schema.dropTable('address_book_entry').execute();
}
