import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

type Tx = Db | Transaction<Database>;

/** Groups with their OU's name and path; `ouPathPrefix` null for every OU, `ouIds` to keep some OUs only. */
export function groupsIn(db: Db, filter: { ouPathPrefix: string | null; ouIds?: readonly string[] }) {
  let q = db
    .selectFrom('user_group as g')
    .innerJoin('ou', 'ou.id', 'g.ou_id')
    .selectAll('g')
    .select(['ou.name as ou_name', 'ou.path as ou_path']);
  if (filter.ouPathPrefix !== null) q = q.where('ou.path', 'like', `${filter.ouPathPrefix}%`);
  if (filter.ouIds) {
    if (!filter.ouIds.length) return Promise.resolve([]);
    q = q.where('g.ou_id', 'in', [...filter.ouIds]);
  }
  return q.orderBy('ou.path').orderBy('g.code').orderBy('g.id').execute();
}

export const groupById = (db: Tx, id: string) =>
  db
    .selectFrom('user_group as g')
    .innerJoin('ou', 'ou.id', 'g.ou_id')
    .selectAll('g')
    .select(['ou.name as ou_name', 'ou.path as ou_path'])
    .where('g.id', '=', id)
    .executeTakeFirst();

/** The members of these groups (removed users left out) with their profile's group mask, by login. */
export function membersOf(db: Db, groupIds: readonly string[]) {
  if (!groupIds.length) return Promise.resolve([]);
  return db
    .selectFrom('app_user as u')
    .leftJoin('profile as p', 'p.id', 'u.profile_id')
    .select(['u.id', 'u.login', 'u.first_name', 'u.last_name', 'u.group_id', 'p.permissions_on_group'])
    .where('u.group_id', 'in', [...groupIds])
    .where('u.removed', '=', 0)
    .orderBy('u.login')
    .execute();
}

/** Users (not removed) of the OU subtree `ouPathPrefix` (null: every OU), with OU, group and profile names. */
export function usersIn(db: Db, ouPathPrefix: string | null) {
  let q = db
    .selectFrom('app_user as u')
    .innerJoin('ou', 'ou.id', 'u.ou_id')
    .leftJoin('profile as p', 'p.id', 'u.profile_id')
    .select([
      'u.id',
      'u.login',
      'u.first_name',
      'u.last_name',
      'u.ou_id',
      'ou.name as ou_name',
      'ou.path as ou_path',
      'u.group_id',
      'p.name as profile_name',
      'u.enabled',
    ])
    .where('u.removed', '=', 0);
  if (ouPathPrefix !== null) q = q.where('ou.path', 'like', `${ouPathPrefix}%`);
  return q.orderBy('u.login').execute();
}

export const ouOf = (db: Db, id: string) =>
  db.selectFrom('ou').select(['id', 'path', 'name']).where('id', '=', id).executeTakeFirst();

/** Another group of the OU with this code (codes are unique per OU: `user_group_ou_code_uq`). */
export const groupCodedIn = (db: Tx, ouId: string, code: string) =>
  db
    .selectFrom('user_group')
    .select('id')
    .where('ou_id', '=', ouId)
    .where('code', '=', code)
    .executeTakeFirst();

export async function insertGroup(
  db: Tx,
  row: { id: string; ou_id: string; code: string; name: string },
): Promise<void> {
  await db.insertInto('user_group').values(row).execute();
}

/** Writes only when the stored version is still `version`; answers whether it did (optimistic concurrency). */
export async function updateGroupAt(
  db: Tx,
  id: string,
  version: number,
  values: { code: string; name: string },
): Promise<boolean> {
  const res = await db
    .updateTable('user_group')
    .set({ ...values, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Ids, logins, OU and group of these users (removed ones too). */
export const usersByIds = (db: Tx, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('app_user as u')
        .innerJoin('ou', 'ou.id', 'u.ou_id')
        .select(['u.id', 'u.login', 'u.ou_id', 'u.group_id', 'u.removed', 'ou.path as ou_path'])
        .where('u.id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

/** Ids and logins of the group's users (removed ones too: they leave it with the others). */
export const userIdsInGroup = (db: Tx, groupId: string) =>
  db.selectFrom('app_user').select(['id', 'login', 'ou_id']).where('group_id', '=', groupId).execute();

/** Puts the users in the group (null: in no group); bumps their version, as any change of a user. */
export async function setGroupOfUsers(
  db: Tx,
  userIds: readonly string[],
  groupId: string | null,
): Promise<void> {
  if (!userIds.length) return;
  await db
    .updateTable('app_user')
    .set((eb) => ({ group_id: groupId, version: eb('version', '+', 1) }))
    .where('id', 'in', [...userIds])
    .execute();
}

export async function deleteGroupRow(db: Tx, id: string): Promise<void> {
  await db.deleteFrom('user_group').where('id', '=', id).execute();
}
