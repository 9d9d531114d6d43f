import type { Kysely } from 'kysely';

// Single sign-on with OpenID Connect per white label (issue 16). `branding_sso`: one row per white label that has
// settings, the client secret sealed (platform/secret-box.ts). `sso_attempt`: a sign-in sent to the provider, kept
// in the database (not in memory) so that any API process can finish it; its state is stored hashed and taken
// once. `sso_handoff`: the short single-use code the browser exchanges for a session after the callback.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('branding_sso')
    .addColumn('branding_id', 'text', (c) => c.primaryKey().references('branding.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('issuer_url', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret_sealed', 'text')
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('match_by', 'text', (c) => c.notNull())
    .addColumn('create_users', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ou_id', 'text', (c) => c.references('ou.id').onDelete('set null'))
    .addColumn('profile_id', 'text', (c) => c.references('profile.id').onDelete('set null'))
    .addColumn('button_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('sso_attempt')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('branding_id', 'text', (c) => c.notNull().references('branding.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('return_path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sso_handoff')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  // How each session was opened: `password`, `sso` or `external` (an external-authentication token). Password
  // expiry concerns only the sessions a password opened: a single sign-on user may never have typed one.
  await db.schema
    .alterTable('session')
    .addColumn('sign_in_method', 'text', (c) => c.notNull().defaultTo('password'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('sign_in_method').execute();
  await db.schema.dropTable('sso_handoff').execute();
  await db.schema.dropTable('sso_attempt').execute();
  await db.schema.dropTable('branding_sso').execute();
}
