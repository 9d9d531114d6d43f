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
