import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

type Tx = Db | Transaction<Database>;

// Label overrides are platform-wide (no OU): who may read and write them is checked by the endpoint table.

export type OverrideRow = {
  locale: string;
  label_key: string;
  text: string;
  updated_at: string;
  updated_by: string | null;
};

/** The overrides of one locale, by key: a few rows, read at every labels call. */
export const overridesOfLocale = (db: Tx, locale: string) =>
  db
    .selectFrom('label_override')
    .select(['label_key', 'text'])
    .where('locale', '=', locale)
    .orderBy('label_key')
    .execute();

export const allOverrides = (db: Tx): Promise<OverrideRow[]> =>
  db.selectFrom('label_override').selectAll().orderBy('locale').orderBy('label_key').execute();

export const overridesOfKey = (db: Tx, key: string): Promise<OverrideRow[]> =>
  db.selectFrom('label_override').selectAll().where('label_key', '=', key).orderBy('locale').execute();

/** Writes the text of one (locale, key), replacing the one saved before. */
export async function upsertOverride(db: Tx, row: OverrideRow): Promise<void> {
  await db
    .insertInto('label_override')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['locale', 'label_key']).doUpdateSet({
        text: row.text,
        updated_at: row.updated_at,
        updated_by: row.updated_by,
      }),
    )
    .execute();
}

/** Removes the override of one (locale, key); answers whether there was one. */
export async function deleteOverride(db: Tx, locale: string, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('label_override')
    .where('locale', '=', locale)
    .where('label_key', '=', key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
