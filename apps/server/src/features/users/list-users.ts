import { MAX_USERS_ALL, type UserRef, type UsersListFilters, type UsersListResult } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { isSet } from '../../platform/db/util';
import { errors } from '../../platform/errors';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { adminUsersPage, countAdminUsers, ouForUsers, userRefs, type UserFilters } from './queries';
import { listPrefix, presentAdminUser } from './user-access';

/** The path prefix to list under: the caller's reach, narrowed to the chosen unit's subtree. */
async function chosenPrefix(deps: Deps, session: SessionContext, ouId: string | undefined) {
  const reach = listPrefix(session);
  if (!ouId) return { reach, ou: null };
  const ou = await ouForUsers(deps.db, ouId);
  if (!ou || !mayAdminister(session, ou.path, 'adminOu', 'read'))
    throw errors.notFound('The organisation unit');
  return { reach: ou.path, ou };
}

/** GET /users: the users the caller administers, filtered, one page by login, with the number of matches. */
export async function listUsers(
  deps: Deps,
  session: SessionContext,
  query: UsersListFilters,
): Promise<UsersListResult> {
  const { reach, ou } = await chosenPrefix(deps, session, query.ouId);
  const filters: UserFilters = {
    ouPathPrefix: reach,
    ...(ou && query.subtree === 'false' ? { ouId: ou.id } : {}),
    ...(query.text ? { text: query.text } : {}),
    ...(query.profileId ? { profileId: query.profileId } : {}),
    ...(query.groupId ? { groupId: query.groupId } : {}),
    ...(query.enabled ? { enabled: query.enabled === 'true' } : {}),
  };
  const [rows, total] = await Promise.all([
    adminUsersPage(deps.db, filters, query.page * query.pageSize, query.pageSize),
    countAdminUsers(deps.db, filters),
  ]);
  return { users: rows.map(presentAdminUser), total };
}

/** GET /users/all: every user of a unit and below (the caller's unit by default), briefly, by login. */
export async function listAllUsers(deps: Deps, session: SessionContext, ouId?: string): Promise<UserRef[]> {
  const { reach } = await chosenPrefix(deps, session, ouId ?? session.ouId);
  const rows = await userRefs(deps.db, reach ?? '/', MAX_USERS_ALL);
  return rows.map((r) => ({
    id: r.id,
    login: r.login,
    firstName: r.first_name,
    lastName: r.last_name,
    ouId: r.ou_id,
    groupId: r.group_id,
    enabled: isSet(r.enabled),
  }));
}
