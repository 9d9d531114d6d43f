import type { Kysely } from 'kysely';

// API keys of an account and the single-use external-authentication tokens they issue (issues 16, 17). A key's
// secret and a token are stored as their SHA-256 only. Each key acts as its own technical user (user_id: an
// app_user row that cannot sign in, docs/domain-decisions.md "API keys"); its calls per minute are counted in
// api_key_usage so that the limit holds across API processes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_key')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('app_user.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('rate_limit_per_minute', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'text')
    .execute();
  await db.schema.createIndex('api_key_ou_idx').on('api_key').column('ou_id').execute();
  await db.schema
    .createTable('api_key_usage')
    .addColumn('api_key_id', 'text', (c) => c.notNull().references('api_key.id'))
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('calls', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_key_usage_pk', ['api_key_id', 'window_start'])
    .execute();
  await db.schema
    .createTable('external_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('api_key_id', 'text', (c) => c.notNull().references('api_key.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('external_token').execute();
  await db.schema.dropTable('api_key_usage').execute();
  await db.schema.dropTable('api_key').execute();
}
