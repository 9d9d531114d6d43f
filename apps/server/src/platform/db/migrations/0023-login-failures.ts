import type { Kysely } from 'kysely';

// Failed sign-ins, counted in the database (issue 21): every API process shares the counts, so that N processes
// still allow the configured number of guesses per account and per address, not N times that
// (features/auth/login-limiter.ts). `key` is `a:<login in lower case>` or `r:<remote address>`; rows older than
// the window are swept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failure')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failure_key_at')
    .on('login_failure')
    .columns(['key', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failure').execute();
}
