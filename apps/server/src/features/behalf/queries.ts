import type { Db } from '../../platform/db/database';

/**
 * The enabled users with a profile in the OU subtree `ouPathPrefix` (null: every OU; the prefix comes from the
 * policy module) other than `exceptUserId`: those a deposit may be made for.
 */
export const depositableUsers = (db: Db, ouPathPrefix: string | null, exceptUserId: string) => {
  let q = db
    .selectFrom('app_user as u')
    .innerJoin('ou', 'ou.id', 'u.ou_id')
    .select(['u.id', 'u.login', 'u.first_name', 'u.last_name', 'u.ou_id'])
    .where('u.enabled', '=', 1)
    .where('u.removed', '=', 0)
    .where('u.profile_id', 'is not', null)
    .where('u.id', '!=', exceptUserId);
  if (ouPathPrefix !== null) q = q.where('ou.path', 'like', `${ouPathPrefix}%`);
  return q.orderBy('u.last_name').orderBy('u.first_name').orderBy('u.login').limit(1000).execute();
};
