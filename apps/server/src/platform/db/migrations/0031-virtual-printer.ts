import type { Kysely } from 'kysely';

// The virtual printer (issue 16, docs/api.md "Virtual printer"): each user's printer settings and printer token
// (only its SHA-256 is kept, and its first characters to tell tokens apart), and the files they printed. A printed
// file references its stored file, which it keeps while it waits (housekeeping's STORED_FILE_REFERENCES).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('printer_setting')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('service_id', 'text', (c) => c.references('service.id'))
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('token_prefix', 'text')
    .addColumn('token_created_at', 'text')
    .addColumn('token_last_used_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('printed_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('stored_file_id', 'text', (c) => c.notNull().references('stored_file.id'))
    // The job number IPP clients see (job-id is an integer): one sequence per user.
    .addColumn('ipp_job_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.references('job.id'))
    .addColumn('command_id', 'text', (c) => c.references('delivery_command.id'))
    .addColumn('error', 'text')
    .addColumn('printed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('printed_file_owner')
    .on('printed_file')
    .columns(['owner_id', 'printed_at'])
    .execute();
  await db.schema
    .createIndex('printed_file_stored_file')
    .on('printed_file')
    .column('stored_file_id')
    .execute();
  await db.schema.createIndex('printed_file_job').on('printed_file').column('job_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('printed_file').execute();
  await db.schema.dropTable('printer_setting').execute();
}
