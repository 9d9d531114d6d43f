import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type Tx = Db | Transaction<Database>;

// Rows of system_setting (0026): one JSON value per name, platform-wide (no OU), versioned for optimistic
// concurrency. Each feature owns its row name (system-security: 'security', costs: 'costs').

export const settingRow = (db: Tx, name: string) =>
  db.selectFrom('system_setting').selectAll().where('name', '=', name).executeTakeFirst();

export async function insertSetting(
  db: Tx,
  row: { name: string; value: string; updated_at: string; updated_by: string },
): Promise<void> {
  await db
    .insertInto('system_setting')
    .values({ ...row, version: 1 })
    .execute();
}

/** Writes only when the stored version is still `version`; answers whether it did (optimistic concurrency). */
export async function updateSettingAt(
  db: Tx,
  name: string,
  version: number,
  changes: { value: string; updated_at: string; updated_by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('system_setting')
    .set({ ...changes, version: version + 1 })
    .where('name', '=', name)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the row (back to the built-in values) when its version is still `version`; answers whether it did. */
export async function deleteSettingAt(db: Tx, name: string, version: number): Promise<boolean> {
  const result = await db
    .deleteFrom('system_setting')
    .where('name', '=', name)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
