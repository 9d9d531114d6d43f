import type { Kysely } from 'kysely';

// The virtual printer: each user's printer token, the printed files and the printer mode (issue 16). To be written by its owner.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
