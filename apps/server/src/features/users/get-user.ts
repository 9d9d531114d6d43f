import type { AdminUser } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { administeredUser, presentAdminUser } from './user-access';

/** GET /users/{userId}: one user the caller administers. */
export async function getUser(deps: Deps, session: SessionContext, userId: string): Promise<AdminUser> {
  return presentAdminUser(await administeredUser(deps, session, userId, 'read'));
}
