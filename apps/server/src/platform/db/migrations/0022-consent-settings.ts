import type { Kysely } from 'kysely';

// The recipients' consent configuration of a sender account (issue 14, docs/domain-decisions.md "Recipients"):
// one row per OU, absent until an administrator saves one (the defaults then apply: today's page).
// - page_open: 0/1, the consent page takes choices.
// - choices: JSON text, the offered preferences (EMAIL, LETTER, NONE) in the order the page shows them.
// - introduction, qr_text, mail_subject, mail_body: plain texts typed by the administrator; '' is "the default".
// Each save is also a `history` row (entity 'ou', action 'consentSettings') with who saved it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_settings')
    .addColumn('ou_id', 'text', (c) => c.primaryKey().references('ou.id'))
    .addColumn('page_open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('choices', 'text', (c) => c.notNull())
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qr_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mail_subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mail_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('consent_settings').execute();
}
