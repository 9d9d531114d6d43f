import type { AdministeredUser } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { adminOuPathPrefix, mayAdminister, type SessionContext } from '../../platform/policy';
import { ouOf, usersIn } from './queries';

/**
 * GET /groups/users: the users (not removed) the caller administers, by login: of its subtree (adminOu), or of
 * every OU (superAdmin, superAdminView). With `ouId`, those of that OU and the OUs below it: the users a group of
 * that OU may hold.
 */
export async function listAdministeredUsers(
  deps: Deps,
  session: SessionContext,
  ouId?: string,
): Promise<AdministeredUser[]> {
  let prefix = adminOuPathPrefix(session, 'adminOu', 'read');
  if (prefix === false) throw errors.unauthorized();
  if (ouId !== undefined) {
    const ou = await ouOf(deps.db, ouId);
    if (!ou || !mayAdminister(session, ou.path, 'adminOu', 'read'))
      throw errors.notFound('The organisation unit');
    prefix = ou.path;
  }
  return (await usersIn(deps.db, prefix)).map((u) => ({
    id: u.id,
    login: u.login,
    firstName: u.first_name,
    lastName: u.last_name,
    ouId: u.ou_id,
    ouName: u.ou_name,
    groupId: u.group_id,
    profileName: u.profile_name,
    enabled: u.enabled === 1,
  }));
}
