import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, LibraryFileTable } from '../../platform/db/schema';

export type LibraryFileRow = Selectable<LibraryFileTable> & { owner_login: string; ou_path: string };

function selectFiles(db: Db) {
  return db
    .selectFrom('library_file as f')
    .innerJoin('app_user as u', 'u.id', 'f.owner_id')
    .innerJoin('ou', 'ou.id', 'f.ou_id')
    .selectAll('f')
    .select(['u.login as owner_login', 'ou.path as ou_path']);
}

/**
 * The files a user may use: their own, and those shared in their OU or an OU above it (a letterhead a company
 * shares reaches all its units). `ouIds` are the ids of the user's OU path.
 */
export const usableFiles = (db: Db, userId: string, ouIds: readonly string[]) =>
  selectFiles(db)
    .where((eb) =>
      eb.or([
        eb('f.owner_id', '=', userId),
        eb.and([eb('f.shared', '=', 1), eb('f.ou_id', 'in', [...ouIds])]),
      ]),
    )
    .orderBy('f.kind')
    .orderBy('f.name')
    .orderBy('f.id')
    .execute();

export const libraryFileById = (db: Db, id: string) =>
  selectFiles(db).where('f.id', '=', id).executeTakeFirst();

export async function insertLibraryFile(db: Db, row: Insertable<LibraryFileTable>): Promise<void> {
  await db.insertInto('library_file').values(row).execute();
}

export async function deleteLibraryFile(tx: Transaction<Database>, id: string): Promise<boolean> {
  const result = await tx.deleteFrom('library_file').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
