import type { Kysely } from 'kysely';

// How far a deposit's processing has gone (issue 19, docs/domain-decisions.md "Deposit progress"): `done` of
// `total` units ('pages', 'records', 'files'), all null before the worker's first figure.
const COLUMNS = ['progress_done', 'progress_total'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const c of COLUMNS) await db.schema.alterTable('job').addColumn(c, 'integer').execute();
  await db.schema.alterTable('job').addColumn('progress_unit', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job').dropColumn('progress_unit').execute();
  for (const c of [...COLUMNS].reverse()) await db.schema.alterTable('job').dropColumn(c).execute();
}
