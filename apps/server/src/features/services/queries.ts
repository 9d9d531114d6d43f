import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, ServiceFileTable, ServiceTable } from '../../platform/db/schema';

type Tx = Db | Transaction<Database>;

/**
 * Which services a caller may read (decided by the use cases from the policy module): services of the OUs in
 * `ouIds`, restricted to the services of `profileId` when set (a caller without adminService).
 */
export type ServiceFilter = { ouIds: readonly string[]; profileId: string | null; enabledOnly: boolean };

export function servicesOf(db: Db, filter: ServiceFilter) {
  if (!filter.ouIds.length) return Promise.resolve([]);
  let q = db
    .selectFrom('service')
    .selectAll('service')
    .where('service.ou_id', 'in', filter.ouIds)
    .where('service.removed', '=', 0);
  if (filter.enabledOnly) q = q.where('service.enabled', '=', 1);
  if (filter.profileId !== null) {
    const profileId = filter.profileId;
    q = q.where('service.id', 'in', (sub) =>
      sub.selectFrom('profile_service').select('service_id').where('profile_id', '=', profileId),
    );
  }
  return q.orderBy('service.name').orderBy('service.id').execute();
}

export const serviceById = (db: Tx, id: string) =>
  db.selectFrom('service').selectAll().where('id', '=', id).executeTakeFirst();

export const isLinkedToProfile = async (db: Db, profileId: string, serviceId: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('profile_service')
      .select('service_id')
      .where('profile_id', '=', profileId)
      .where('service_id', '=', serviceId)
      .executeTakeFirst(),
  );

export const ouById = (db: Db, id: string) =>
  db.selectFrom('ou').select(['id', 'path']).where('id', '=', id).executeTakeFirst();

/**
 * A user of the OU subtree `ouPathPrefix` (null: any OU; the prefix comes from the policy module), with what
 * deposits on their behalf need: login, OU, profile and whether the account may be used.
 */
export const userInSubtree = (db: Db, userId: string, ouPathPrefix: string | null) => {
  let q = db
    .selectFrom('app_user as u')
    .innerJoin('ou', 'ou.id', 'u.ou_id')
    .select(['u.id', 'u.login', 'u.ou_id', 'u.profile_id', 'u.enabled', 'u.removed'])
    .where('u.id', '=', userId);
  if (ouPathPrefix !== null) q = q.where('ou.path', 'like', `${ouPathPrefix}%`);
  return q.executeTakeFirst();
};

export async function profileOfUser(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('app_user')
    .select('profile_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.profile_id ?? null;
}

export async function insertService(db: Tx, row: Insertable<ServiceTable>): Promise<void> {
  await db.insertInto('service').values(row).execute();
}

/** Writes only when the stored version is still `version`; answers whether it did (optimistic concurrency). */
export async function updateServiceAt(
  db: Tx,
  id: string,
  version: number,
  changes: Updateable<ServiceTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('service')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function linkServiceToProfiles(
  db: Tx,
  serviceId: string,
  profileIds: readonly string[],
): Promise<void> {
  if (!profileIds.length) return;
  await db
    .insertInto('profile_service')
    .values(profileIds.map((profile_id) => ({ profile_id, service_id: serviceId })))
    .execute();
}

export const serviceFileIds = async (db: Tx, serviceId: string): Promise<string[]> =>
  (await db.selectFrom('service_file').select('id').where('service_id', '=', serviceId).execute()).map(
    (r) => r.id,
  );

export async function insertServiceFile(db: Tx, row: Insertable<ServiceFileTable>): Promise<void> {
  await db.insertInto('service_file').values(row).execute();
}

/** Detaches files the configuration no longer lists; their bytes stay until the file purge. */
export async function deleteServiceFilesExcept(
  db: Tx,
  serviceId: string,
  keep: readonly string[],
): Promise<void> {
  let q = db.deleteFrom('service_file').where('service_id', '=', serviceId);
  if (keep.length) q = q.where('id', 'not in', keep);
  await q.execute();
}

export const serviceFileWithStorage = (db: Db, serviceId: string, fileId: string) =>
  db
    .selectFrom('service_file')
    .innerJoin('stored_file', 'stored_file.id', 'service_file.stored_file_id')
    .select([
      'service_file.name',
      'stored_file.size',
      'stored_file.sha256',
      'stored_file.content_type',
      'stored_file.storage_key',
    ])
    .where('service_file.service_id', '=', serviceId)
    .where('service_file.id', '=', fileId)
    .executeTakeFirst();

/** Jobs of the service in one of `states`, with their state and history flags. */
export const jobsOfServiceIn = (db: Tx, serviceId: string, states: readonly string[]) =>
  db
    .selectFrom('job')
    .select(['id', 'ou_id', 'state', 'frozen', 'invalidated', 'files_purged', 'locked'])
    .where('service_id', '=', serviceId)
    .where('state', 'in', states)
    .execute();

/** Sets the invalidated flag of these jobs (those not invalidated already nor locked). */
export async function setJobsInvalidated(db: Tx, ids: readonly string[], at: string): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('job')
    .set((eb) => ({ invalidated: 1, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', 'in', ids)
    .where('invalidated', '=', 0)
    .where('locked', '=', 0)
    .execute();
}

/** Commands of these jobs in `state`. */
export const commandsOfJobsIn = (db: Tx, jobIds: readonly string[], state: string) =>
  jobIds.length
    ? db
        .selectFrom('delivery_command')
        .select(['id', 'ou_id'])
        .where('job_id', 'in', jobIds)
        .where('state', '=', state)
        .execute()
    : Promise.resolve([]);

// Seed look-ups.
export const rootOu = (db: Db) =>
  db.selectFrom('ou').select('id').where('parent_id', 'is', null).orderBy('path').executeTakeFirst();

export const serviceNamed = (db: Db, ouId: string, name: string) =>
  db
    .selectFrom('service')
    .select('id')
    .where('ou_id', '=', ouId)
    .where('name', '=', name)
    .where('removed', '=', 0)
    .executeTakeFirst();

export const profilesNamed = (db: Db, ouId: string, names: readonly string[]) =>
  db.selectFrom('profile').select('id').where('ou_id', '=', ouId).where('name', 'in', names).execute();

/** The enabled services a profile links to (the session's services, docs/product.md §3), by name. */
export const enabledServicesOfProfile = (db: Db, profileId: string) =>
  db
    .selectFrom('profile_service as ps')
    .innerJoin('service as s', 's.id', 'ps.service_id')
    .selectAll('s')
    .where('ps.profile_id', '=', profileId)
    .where('s.enabled', '=', 1)
    .where('s.removed', '=', 0)
    .orderBy('s.name')
    .execute();
