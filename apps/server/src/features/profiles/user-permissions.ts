import { hasPermission, PERMISSION_NAMES, type UserPermissions } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { adminOuPathPrefix, type SessionContext } from '../../platform/policy';
import { countGroupMembers, userWithAccess } from './queries';

/**
 * GET /permissions/{userId}: for a user the caller administers (adminOu over the user's OU, or superAdminView),
 * each permission and the masks of the user's profile that hold it: own (`permissions`), group
 * (`permissionsOnGroup`, which reaches no one while the user is in no group: `group` is then null) and OU (`permissionsOnOU`). A user the
 * caller may not read is "not found", so that ids do not leak.
 */
export async function userPermissions(
  deps: Deps,
  session: SessionContext,
  userId: string,
): Promise<UserPermissions> {
  const prefix = adminOuPathPrefix(session, 'adminOu', 'read');
  if (prefix === false) throw errors.unauthorized();
  const row = await userWithAccess(deps.db, userId, prefix);
  if (!row) throw errors.notFound('The user');
  const own = row.permissions ?? 0;
  const group = row.permissions_on_group ?? 0;
  const ou = row.permissions_on_ou ?? 0;
  return {
    userId: row.id,
    login: row.login,
    firstName: row.first_name,
    lastName: row.last_name,
    enabled: row.enabled === 1,
    ouId: row.ou_id,
    ouName: row.ou_name,
    profile:
      row.profile_id && row.profile_name !== null
        ? {
            id: row.profile_id,
            name: row.profile_name,
            role: row.profile_role ?? '',
            ouName: row.profile_ou_name ?? '',
          }
        : null,
    group:
      row.group_id && row.group_code !== null
        ? {
            id: row.group_id,
            code: row.group_code,
            name: row.group_name ?? '',
            memberCount: await countGroupMembers(deps.db, row.group_id),
          }
        : null,
    permissions: PERMISSION_NAMES.map((permission) => ({
      permission,
      own: hasPermission(own, permission),
      group: hasPermission(group, permission),
      ou: hasPermission(ou, permission),
    })),
  };
}
