import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, MailDomainKeyTable, MailDomainTable } from '../../platform/db/schema';

type Tx = Db | Transaction<Database>;

// Sender domains are platform-wide, like channels (features/channels/queries.ts): no OU filter here; who may read
// or change them is decided in manage-mail-domains.ts.

export const mailDomainRows = (db: Tx) => db.selectFrom('mail_domain').selectAll().orderBy('name').execute();

export const mailDomainById = (db: Tx, id: string) =>
  db.selectFrom('mail_domain').selectAll().where('id', '=', id).executeTakeFirst();

export const mailDomainByName = (db: Tx, name: string) =>
  db.selectFrom('mail_domain').selectAll().where('name', '=', name).executeTakeFirst();

/** The keys of these domains (public halves and sealed private ones), newest first. */
export async function keyRowsOf(db: Tx, domainIds: readonly string[]) {
  if (domainIds.length === 0) return [];
  return db
    .selectFrom('mail_domain_key')
    .selectAll()
    .where('domain_id', 'in', domainIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The key that signs for a domain name: its newest key not retired. */
export const signingKeyOfDomain = (db: Tx, name: string) =>
  db
    .selectFrom('mail_domain_key')
    .innerJoin('mail_domain', 'mail_domain.id', 'mail_domain_key.domain_id')
    .select(['mail_domain.name', 'mail_domain_key.selector', 'mail_domain_key.private_key'])
    .where('mail_domain.name', '=', name)
    .where('mail_domain_key.retired_at', 'is', null)
    .orderBy('mail_domain_key.created_at', 'desc')
    .orderBy('mail_domain_key.id', 'desc')
    .executeTakeFirst();

/** The name and e-mail address of an OU (its sender, features/mail-domains senderFor). */
export const ouSenderOf = (db: Tx, ouId: string) =>
  db.selectFrom('ou').select(['name', 'email_address']).where('id', '=', ouId).executeTakeFirst();

export async function insertMailDomain(db: Tx, row: Insertable<MailDomainTable>): Promise<void> {
  await db.insertInto('mail_domain').values(row).execute();
}

export async function insertMailDomainKey(db: Tx, row: Insertable<MailDomainKeyTable>): Promise<void> {
  await db.insertInto('mail_domain_key').values(row).execute();
}

/** Moves a domain to its next version when it is still at `version`; answers whether it did. */
export async function bumpMailDomainAt(db: Tx, id: string, version: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_domain')
    .set({ version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires the signing key(s) of a domain at `at`, and forgets the retiring ones retired before `forgetBefore`. */
export async function retireKeysOf(
  db: Tx,
  domainId: string,
  at: string,
  forgetBefore: string,
): Promise<void> {
  await db
    .deleteFrom('mail_domain_key')
    .where('domain_id', '=', domainId)
    .where('retired_at', 'is not', null)
    .where('retired_at', '<', forgetBefore)
    .execute();
  await db
    .updateTable('mail_domain_key')
    .set({ retired_at: at })
    .where('domain_id', '=', domainId)
    .where('retired_at', 'is', null)
    .execute();
}

export async function deleteMailDomain(db: Tx, id: string): Promise<void> {
  await db.deleteFrom('mail_domain_key').where('domain_id', '=', id).execute();
  await db.deleteFrom('mail_domain').where('id', '=', id).execute();
}
