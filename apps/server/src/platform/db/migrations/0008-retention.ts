import type { Kysely } from 'kysely';

// Retention (docs/product.md §3 dataDelayDays): a 0/1 flag on the job once its personal data was erased, so
// the housekeeping task erases each job once and two workers cannot both record it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job')
    .addColumn('data_erased', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job').dropColumn('data_erased').execute();
}
