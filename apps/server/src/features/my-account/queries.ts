import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

type Executor = Db | Transaction<Database>;

export type OwnProfileColumns = {
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  email_address: string | null;
  phone_number: string | null;
  mobile_number: string | null;
  locale: string;
};

export async function setOwnProfile(db: Executor, userId: string, profile: OwnProfileColumns): Promise<void> {
  await db
    .updateTable('app_user')
    .set((eb) => ({ ...profile, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/**
 * The mail country of an OU (docs/product.md §3 defaultMailCountry): its own, else that of its nearest
 * ancestor that sets one; null when none does. Phone numbers written without their prefix are read in it.
 */
export async function mailCountryOf(db: Db, ouId: string): Promise<string | null> {
  const ou = await db.selectFrom('ou').select('path').where('id', '=', ouId).executeTakeFirst();
  const ids = [...new Set([...(ou?.path.split('/').filter(Boolean) ?? []), ouId])];
  const rows = await db
    .selectFrom('ou')
    .select(['path', 'default_mail_country'])
    .where('id', 'in', ids)
    .where('default_mail_country', 'is not', null)
    .where('default_mail_country', '!=', '')
    .execute();
  return rows.sort((a, b) => b.path.length - a.path.length)[0]?.default_mail_country ?? null;
}
