import type { Kysely } from 'kysely';

// Users administered by others (docs/administration.md "Users"): a user given a temporary password by an
// administrator (created, imported) must choose their own at the next sign-in; 0/1 like the other flags.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('must_change_password').execute();
}
