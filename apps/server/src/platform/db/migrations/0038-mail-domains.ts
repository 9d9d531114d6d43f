import type { Kysely } from 'kysely';

// Sender domains and their DKIM keys (issue 18, docs/administration.md "E-mail sender domains and DKIM").
// - mail_domain: a domain e-mails may come from (`name` lower case, unique); `version` grows with each rotation.
// - mail_domain_key: a DKIM key pair of a domain under its `selector`: `public_key` the base64 of its
//   SubjectPublicKeyInfo (the record's `p=`), `private_key` the PKCS#8 PEM sealed by platform/secret-box.ts. The
//   newest key without `retired_at` signs; a rotation sets `retired_at` on the one before (kept, its record still
//   shown, for MAIL_DOMAIN_RETIRING_DAYS), and the next rotation deletes those past that time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_domain')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('mail_domain_key')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('domain_id', 'text', (c) => c.notNull().references('mail_domain.id').onDelete('cascade'))
    .addColumn('selector', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('retired_at', 'text')
    .addUniqueConstraint('mail_domain_key_selector_uq', ['domain_id', 'selector'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_domain_key').execute();
  await db.schema.dropTable('mail_domain').execute();
}
