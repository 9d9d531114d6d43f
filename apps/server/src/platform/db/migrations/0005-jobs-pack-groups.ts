import type { Kysely } from 'kysely';

// Deposits: the job's service and outcome, the files deposited per box, and the pack groups (one per recipient
// document) that processing makes of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job').addColumn('service_id', 'text').execute();
  await db.schema.alterTable('job').addColumn('error_message', 'text').execute();
  await db.schema.alterTable('job').addColumn('error_key', 'text').execute();
  await db.schema
    .alterTable('job')
    .addColumn('parameters', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await db.schema
    .createTable('job_input_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().references('job.id'))
    .addColumn('stored_file_id', 'text', (c) => c.notNull().references('stored_file.id'))
    .addColumn('box_name', 'text', (c) => c.notNull())
    .addColumn('apposition', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_input_file_job_idx').on('job_input_file').column('job_id').execute();

  await db.schema
    .createTable('pack_group')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().references('job.id'))
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('input_file_id', 'text', (c) => c.notNull().references('job_input_file.id'))
    .addColumn('first_page', 'integer', (c) => c.notNull())
    .addColumn('last_page', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('address_quality', 'text')
    .addColumn('address_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('pack_group_job_idx')
    .on('pack_group')
    .columns(['job_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pack_group').execute();
  await db.schema.dropTable('job_input_file').execute();
  for (const c of ['parameters', 'error_key', 'error_message', 'service_id']) {
    await db.schema.alterTable('job').dropColumn(c).execute();
  }
}
