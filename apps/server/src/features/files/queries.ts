import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { StoredFileTable } from '../../platform/db/schema';
import { visibleRows, type Scope } from '../../platform/policy';

export async function insertStoredFile(db: Db, row: Insertable<StoredFileTable>): Promise<void> {
  await db.insertInto('stored_file').values(row).execute();
}

export const visibleStoredFile = (db: Db, scope: Scope, id: string) =>
  db
    .selectFrom('stored_file')
    .selectAll()
    .where('id', '=', id)
    .where(visibleRows('stored_file', scope))
    .executeTakeFirst();

export const latestVisibleStoredFiles = (db: Db, scope: Scope, limit: number) =>
  db
    .selectFrom('stored_file')
    .selectAll()
    .where(visibleRows('stored_file', scope))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();

/**
 * Deletes these stored files unless a deposit holds them; answers the storage keys of those deleted, for the
 * caller to remove from the file store.
 */
export async function deleteUnheldStoredFiles(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .deleteFrom('stored_file')
    .where('id', 'in', ids)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('job_input_file')
            .select('job_input_file.id')
            .whereRef('job_input_file.stored_file_id', '=', 'stored_file.id'),
        ),
      ),
    )
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}
