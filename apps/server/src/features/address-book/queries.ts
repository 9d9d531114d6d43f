import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { AddressBookEntryTable } from '../../platform/db/schema';

export type AddressBookEntryRow = Selectable<AddressBookEntryTable>;

/** A user's own entries, by name (the address box is per user: owner_id is the whole scope). */
export const entriesOf = (db: Db, ownerId: string) =>
  db
    .selectFrom('address_book_entry')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('name')
    .orderBy('id')
    .execute();

export const entryOf = (db: Db, ownerId: string, entryId: string) =>
  db
    .selectFrom('address_book_entry')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('id', '=', entryId)
    .executeTakeFirst();

export async function insertEntry(db: Db, row: Insertable<AddressBookEntryTable>): Promise<void> {
  await db.insertInto('address_book_entry').values(row).execute();
}

export type EntryChange = Pick<
  AddressBookEntryTable,
  'name' | 'address_lines' | 'country_code' | 'quality' | 'email_address' | 'phone_number' | 'updated_at'
>;

/** Writes the change only at the version it was read at; answers whether a row was updated. */
export async function updateEntryAtVersion(
  db: Db,
  ownerId: string,
  entryId: string,
  version: number,
  change: EntryChange,
): Promise<boolean> {
  const result = await db
    .updateTable('address_book_entry')
    .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
    .where('owner_id', '=', ownerId)
    .where('id', '=', entryId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteOwnEntry(db: Db, ownerId: string, entryId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('address_book_entry')
    .where('owner_id', '=', ownerId)
    .where('id', '=', entryId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
