import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, ProfileTable } from '../../platform/db/schema';

type Tx = Db | Transaction<Database>;

// Links between profiles and services are written with services/queries.ts `linkServiceToProfiles`; the
// services of a profile are read with its `servicesOf` filter.

/** Profiles defined in these OUs, by name. */
export const profilesOfOus = (db: Db, ouIds: readonly string[]) =>
  ouIds.length
    ? db
        .selectFrom('profile')
        .selectAll()
        .where('ou_id', 'in', [...ouIds])
        .orderBy('name')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

/** A profile with the materialised path of its OU (what the policy checks are made on). */
export const profileWithOuPath = (db: Db, id: string) =>
  db
    .selectFrom('profile')
    .innerJoin('ou', 'ou.id', 'profile.ou_id')
    .selectAll('profile')
    .select('ou.path as ou_path')
    .where('profile.id', '=', id)
    .executeTakeFirst();

export const serviceIdsOfProfile = async (db: Tx, profileId: string): Promise<string[]> =>
  (
    await db.selectFrom('profile_service').select('service_id').where('profile_id', '=', profileId).execute()
  ).map((r) => r.service_id);

export async function unlinkServicesOfProfile(db: Tx, profileId: string): Promise<void> {
  await db.deleteFrom('profile_service').where('profile_id', '=', profileId).execute();
}

/** An OU with its path and name (where a profile is saved). */
export const ouWithName = (db: Db, id: string) =>
  db.selectFrom('ou').select(['id', 'path', 'name']).where('id', '=', id).executeTakeFirst();

/** Another profile of the OU with this name (names are unique per OU: `profile_ou_name_uq`). */
export const profileNamedIn = (db: Tx, ouId: string, name: string) =>
  db.selectFrom('profile').select('id').where('ou_id', '=', ouId).where('name', '=', name).executeTakeFirst();

/** How many users hold the profile (removed ones too: they still point at it). */
export async function countUsersOfProfile(db: Tx, profileId: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertProfile(db: Tx, row: Insertable<ProfileTable>): Promise<void> {
  await db.insertInto('profile').values(row).execute();
}

/** Writes only when the stored version is still `version`; answers whether it did (optimistic concurrency). */
export async function updateProfileAt(
  db: Tx,
  id: string,
  version: number,
  values: Updateable<ProfileTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('profile')
    .set({ ...values, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteProfileRow(db: Tx, id: string): Promise<void> {
  await db.deleteFrom('profile_service').where('profile_id', '=', id).execute();
  await db.deleteFrom('profile').where('id', '=', id).execute();
}

/**
 * A user of the OU subtree `ouPathPrefix` (null: any) with its OU, profile and group, for the Permissions
 * screen.
 */
export const userWithAccess = (db: Db, userId: string, ouPathPrefix: string | null) => {
  let q = db
    .selectFrom('app_user as u')
    .innerJoin('ou', 'ou.id', 'u.ou_id')
    .leftJoin('profile as p', 'p.id', 'u.profile_id')
    .leftJoin('ou as pou', 'pou.id', 'p.ou_id')
    .leftJoin('user_group as g', 'g.id', 'u.group_id')
    .select([
      'u.id',
      'u.login',
      'u.first_name',
      'u.last_name',
      'u.enabled',
      'u.ou_id',
      'ou.name as ou_name',
      'p.id as profile_id',
      'p.name as profile_name',
      'p.role as profile_role',
      'pou.name as profile_ou_name',
      'p.permissions',
      'p.permissions_on_group',
      'p.permissions_on_ou',
      'g.id as group_id',
      'g.code as group_code',
      'g.name as group_name',
    ])
    .where('u.id', '=', userId)
    .where('u.removed', '=', 0);
  if (ouPathPrefix !== null) q = q.where('ou.path', 'like', `${ouPathPrefix}%`);
  return q.executeTakeFirst();
};

export async function countGroupMembers(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('group_id', '=', groupId)
    .where('removed', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
