import type { Kysely } from 'kysely';

// What a pack group is made of, and what processing could not place.
// - job_input_file.source_input_file_id / entry_name: a file extracted from a deposited archive, and where from.
// - pack_group.identifier: the recipient identifier computed by the main box's identifier expression.
// - pack: the documents of a pack group (its main part, the parts of child boxes reconciled with it, the
//   apposition files laid over it), in order.
// - orphan_chunk: a part or a data record that matched no recipient document.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job_input_file')
    .addColumn('source_input_file_id', 'text', (c) => c.references('job_input_file.id'))
    .execute();
  await db.schema.alterTable('job_input_file').addColumn('entry_name', 'text').execute();
  await db.schema.alterTable('pack_group').addColumn('identifier', 'text').execute();
  await db.schema
    .alterTable('pack_group')
    .addColumn('metadata_issues', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('pack')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pack_group_id', 'text', (c) => c.notNull().references('pack_group.id'))
    .addColumn('job_id', 'text', (c) => c.notNull().references('job.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('box_name', 'text', (c) => c.notNull())
    .addColumn('input_file_id', 'text', (c) => c.references('job_input_file.id'))
    .addColumn('service_file_id', 'text')
    .addColumn('first_page', 'integer')
    .addColumn('last_page', 'integer')
    .addColumn('record_line', 'integer')
    .execute();
  await db.schema.createIndex('pack_job_idx').on('pack').columns(['job_id', 'pack_group_id']).execute();

  await db.schema
    .createTable('orphan_chunk')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().references('job.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('box_name', 'text', (c) => c.notNull())
    .addColumn('input_file_id', 'text', (c) => c.notNull().references('job_input_file.id'))
    .addColumn('first_page', 'integer')
    .addColumn('last_page', 'integer')
    .addColumn('record_line', 'integer')
    .addColumn('identifier', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('values', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('orphan_chunk_job_idx')
    .on('orphan_chunk')
    .columns(['job_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orphan_chunk').execute();
  await db.schema.dropTable('pack').execute();
  await db.schema.alterTable('pack_group').dropColumn('metadata_issues').execute();
  await db.schema.alterTable('pack_group').dropColumn('identifier').execute();
  await db.schema.alterTable('job_input_file').dropColumn('entry_name').execute();
  await db.schema.alterTable('job_input_file').dropColumn('source_input_file_id').execute();
}
