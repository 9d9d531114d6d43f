import type { Kysely } from 'kysely';

// API keys of an account and the single-use external-authentication tokens they issue (issues 16, 17). To be written by its owner.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
