import type { Kysely } from 'kysely';

// Recipients and their choices (issue: recipients and recipient choices; docs/domain-decisions.md "Recipients").
// - ou.sender_account: 0/1, the OU keeps a register of recipients (docs/product.md §3 OU senderAccount, §6
// "Sender accounts can be enabled per OU"); its recipients' choices then apply to the deposits of the OU and
// of the OUs below it.
// - recipient: one per OU and recipient identifier, with the current choice; every change is also a `history` row
//   (entity 'recipient'), written in the same transaction.
// - recipient_confirmation: the single-use, expiring link mailed to confirm an address chosen on the consent page;
//   only the SHA-256 of its token is kept.
// - server_secret: keys the platform draws once and shares between its processes (the consent-link HMAC key).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ou')
    .addColumn('sender_account', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('recipient')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ou_id', 'text', (c) => c.notNull().references('ou.id'))
    .addColumn('recipient_identifier', 'text', (c) => c.notNull())
    .addColumn('main_preferences', 'text', (c) => c.notNull())
    .addColumn('email_address', 'text')
    .addColumn('email_valid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_status', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('recipient_ou_identifier_uq', ['ou_id', 'recipient_identifier'])
    .execute();
  await db.schema
    .createIndex('recipient_ou_preference_idx')
    .on('recipient')
    .columns(['ou_id', 'main_preferences'])
    .execute();

  await db.schema
    .createTable('recipient_confirmation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('recipient.id'))
    .addColumn('email_address', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('recipient_confirmation_recipient_idx')
    .on('recipient_confirmation')
    .columns(['recipient_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secret').execute();
  await db.schema.dropTable('recipient_confirmation').execute();
  await db.schema.dropTable('recipient').execute();
  await db.schema.alterTable('ou').dropColumn('sender_account').execute();
}
