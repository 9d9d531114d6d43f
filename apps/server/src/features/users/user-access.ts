import { hasPermission, PERMISSIONS, type AdminUser } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { isSet, parseJson } from '../../platform/db/util';
import { AppError, errors } from '../../platform/errors';
import { adminOuPathPrefix, mayAdminister, type SessionContext } from '../../platform/policy';
import { adminUserById, type AdminUserRow } from './queries';

// Who administers which user (docs/administration.md "Who may do what", "Users"): adminOu over the caller's unit
// and below (platform/policy.ts), superAdmin everywhere, superAdminView reads only. A user outside the caller's
// reach is "not found", so that ids do not leak.

export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    ouId: row.ou_id,
    ouName: row.ou_name,
    login: row.login,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    emailAddress: row.email_address,
    phoneNumber: row.phone_number,
    mobileNumber: row.mobile_number,
    locale: row.locale,
    profileId: row.profile_id,
    profileName: row.profile_name,
    profilePermissions: row.profile_permissions ?? 0,
    groupId: row.group_id,
    groupName: row.group_name,
    enabled: isSet(row.enabled),
    allowedAddressRanges: parseJson<string[]>(row.allowed_address_ranges, []),
    mustChangePassword: isSet(row.must_change_password),
    creationDate: row.creation_date,
    version: row.version,
  };
}

/** The user if the caller may read (or change) it; "not found" otherwise. */
export async function administeredUser(
  deps: Deps,
  session: SessionContext,
  userId: string,
  action: 'read' | 'change',
): Promise<AdminUserRow> {
  const row = await adminUserById(deps.db, userId);
  if (!row || !mayAdminister(session, row.ou_path, 'adminOu', 'read')) throw errors.notFound('The user');
  if (action === 'change') {
    if (!mayAdminister(session, row.ou_path, 'adminOu', 'change')) throw errors.unauthorized();
    mayHandleProfile(session, row.profile_permissions ?? 0);
  }
  return row;
}

/** The OU path prefix of the users the caller may list; refused when none. */
export function listPrefix(session: SessionContext): string | null {
  const prefix = adminOuPathPrefix(session, 'adminOu', 'read');
  if (prefix === false) throw errors.unauthorized();
  return prefix;
}

/**
 * docs/product.md §6 "a message appears when permissions are insufficient to edit a user". Our rule: an
 * administrator edits, gives or takes away only profiles whose own-items permissions they hold themselves (no
 * one grants more than they have); super administrators edit everyone.
 */
function mayHandleProfile(session: SessionContext, profilePermissions: number): void {
  if (!grantable(session, profilePermissions)) throw insufficientPermissions();
}

export function grantable(session: SessionContext, profilePermissions: number): boolean {
  if (hasPermission(session.permissions, 'superAdmin')) return true;
  return (profilePermissions & ~session.permissions) === 0;
}

export const insufficientPermissions = () =>
  new AppError(
    'unauthorized',
    'Your permissions are not sufficient to edit this user.',
    'admin.users.error.insufficientPermissions',
  );

export const SUPER_ADMIN_BIT = PERMISSIONS.superAdmin;
