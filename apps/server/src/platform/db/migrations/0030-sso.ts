import type { Kysely } from 'kysely';

// Single sign-on with OpenID Connect per white label, and its sign-in attempts (issue 16). To be written by its owner.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
