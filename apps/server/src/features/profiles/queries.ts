import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

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
