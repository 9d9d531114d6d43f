import type { Kysely } from 'kysely';

// Processing services (docs/product.md §3 "Service"): the validated configuration is kept whole as JSON text;
// the columns beside it are what lists filter on. (`job.service_id` comes with the jobs migration, 0005.)
// Profiles link to services (docs/product.md §3 "Profile … services"); files attached to boxes and
// appositions keep their bytes in the file store through `stored_file`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_job_creation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('configuration', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('app_user.id'))
    .addColumn('updated_by', 'text', (c) => c.references('app_user.id'))
    .execute();
  await db.schema.createIndex('service_ou_idx').on('service').columns(['ou_id', 'removed']).execute();

  await db.schema
    .createTable('profile_service')
    .addColumn('profile_id', 'text', (c) => c.notNull().references('profile.id').onDelete('cascade'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('service.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('profile_service_pk', ['profile_id', 'service_id'])
    .execute();
  await db.schema
    .createIndex('profile_service_service_idx')
    .on('profile_service')
    .column('service_id')
    .execute();

  await db.schema
    .createTable('service_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().references('service.id').onDelete('cascade'))
    .addColumn('stored_file_id', 'text', (c) => c.notNull().references('stored_file.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('box_name', 'text')
    .execute();
  await db.schema.createIndex('service_file_service_idx').on('service_file').column('service_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_file').execute();
  await db.schema.dropTable('profile_service').execute();
  await db.schema.dropTable('service').execute();
}
