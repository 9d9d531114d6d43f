import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, OptionTypeTable, OptionValueTable } from '../../platform/db/schema';
import { toCount } from '../../platform/db/util';

type Tx = Db | Transaction<Database>;

// Option types and options are platform-wide: no OU filter. Who may write them: channels/channel-access.ts.

export const allOptionTypes = (db: Tx) =>
  db.selectFrom('option_type').selectAll().orderBy('name').orderBy('id').execute();

export const optionTypeById = (db: Tx, id: string) =>
  db.selectFrom('option_type').selectAll().where('id', '=', id).executeTakeFirst();

/** Options by type name, then rank and value; of one type when `optionTypeId` is set. */
export function optionValues(db: Tx, optionTypeId?: string) {
  let q = db
    .selectFrom('option_value')
    .innerJoin('option_type', 'option_type.id', 'option_value.option_type_id')
    .selectAll('option_value');
  if (optionTypeId !== undefined) q = q.where('option_value.option_type_id', '=', optionTypeId);
  return q
    .orderBy('option_type.name')
    .orderBy('option_value.rank')
    .orderBy('option_value.value')
    .orderBy('option_value.id')
    .execute();
}

export const optionValueById = (db: Tx, id: string) =>
  db.selectFrom('option_value').selectAll().where('id', '=', id).executeTakeFirst();

export async function countOptionsOfType(db: Tx, optionTypeId: string): Promise<number> {
  const row = await db
    .selectFrom('option_value')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('option_type_id', '=', optionTypeId)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

export async function insertOptionType(db: Tx, row: Insertable<OptionTypeTable>): Promise<void> {
  await db.insertInto('option_type').values(row).execute();
}

export async function insertOptionValue(db: Tx, row: Insertable<OptionValueTable>): Promise<void> {
  await db.insertInto('option_value').values(row).execute();
}

/** Writes only when the stored version is still `version`; answers whether it did (optimistic concurrency). */
export async function updateOptionTypeAt(
  db: Tx,
  id: string,
  version: number,
  changes: Updateable<OptionTypeTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('option_type')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateOptionValueAt(
  db: Tx,
  id: string,
  version: number,
  changes: Updateable<OptionValueTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('option_value')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The other options of the type stop being its default. */
export async function clearOtherDefaults(
  db: Tx,
  optionTypeId: string,
  keepId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('option_value')
    .set((eb) => ({ is_default: 0, updated_at: at, version: eb('version', '+', 1) }))
    .where('option_type_id', '=', optionTypeId)
    .where('id', '!=', keepId)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteOptionType(db: Tx, id: string): Promise<void> {
  await db.deleteFrom('option_type').where('id', '=', id).execute();
}

export async function deleteOptionValue(db: Tx, id: string): Promise<void> {
  await db.deleteFrom('option_value').where('id', '=', id).execute();
}

/** Every channel's configuration (what refers to options is inside it). */
export const channelConfigurations = (db: Tx) =>
  db.selectFrom('channel').select(['id', 'name', 'configuration']).orderBy('name').orderBy('id').execute();

/** Services not removed whose configuration text mentions `text` (a cheap first filter; callers parse). */
export const serviceConfigurationsMentioning = (db: Tx, text: string) =>
  db
    .selectFrom('service')
    .select(['id', 'name', 'configuration'])
    .where('removed', '=', 0)
    .where('configuration', 'like', `%${JSON.stringify(text)}%`)
    .orderBy('name')
    .orderBy('id')
    .execute();
