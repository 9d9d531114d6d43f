import type { Kysely } from 'kysely';

// Print pre-flight (issue 23): the findings of each letter, a JSON list of PreflightFinding (packages/domain
// model/preflight.ts), computed at deposit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pack_group')
    .addColumn('preflight', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pack_group').dropColumn('preflight').execute();
}
