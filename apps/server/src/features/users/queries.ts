import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

export async function setUiPreferences(
  db: Db | Transaction<Database>,
  userId: string,
  preferences: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set((eb) => ({ ui_preferences: preferences, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
