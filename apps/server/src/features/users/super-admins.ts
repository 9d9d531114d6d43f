import { hasPermission } from '@postbridge/domain';
import { AppError } from '../../platform/errors';
import { countOtherSuperAdmins, type AdminUserRow, type Executor } from './queries';
import { SUPER_ADMIN_BIT } from './user-access';

/**
 * Issue 13 "deleting the last super administrator": a change that leaves no enabled user with superAdmin
 * (deleting, disabling, or giving another profile to the last one) is refused. Called in the change's transaction.
 */
export async function ensureNotLastSuperAdmin(db: Executor, user: AdminUserRow): Promise<void> {
  if (!hasPermission(user.profile_permissions ?? 0, 'superAdmin') || !user.enabled) return;
  if ((await countOtherSuperAdmins(db, user.id, SUPER_ADMIN_BIT)) === 0) {
    throw new AppError(
      'badRequest',
      'This is the last super administrator who can sign in.',
      'admin.users.error.lastSuperAdmin',
    );
  }
}
