import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { revokeUserSessions } from '../auth';
import { updateUser } from './queries';
import { ensureNotLastSuperAdmin } from './super-admins';
import { administeredUser } from './user-access';
import { errors } from '../../platform/errors';

/**
 * DELETE /users/{userId}: the user is removed (no longer listed, cannot sign in, sessions ended); their deposits,
 * orders and history stay, and so does their login, which is never given to anyone else. One's own account and
 * the last super administrator are refused.
 */
export async function deleteUser(deps: Deps, session: SessionContext, userId: string): Promise<true> {
  const user = await administeredUser(deps, session, userId, 'change');
  if (user.id === session.userId) {
    throw new AppError('badRequest', 'You cannot delete your own account.', 'admin.users.error.deleteSelf');
  }
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    await ensureNotLastSuperAdmin(tx, user);
    if (!(await updateUser(tx, user.id, user.version, { removed: 1, enabled: 0 })))
      throw errors.editionConflict();
    await revokeUserSessions(tx, user.id, at);
    await appendHistory(tx, {
      entityType: 'user',
      entityId: user.id,
      ouId: user.ou_id,
      action: 'removed',
      login: session.login,
      at,
      details: { login: user.login },
    });
  });
  return true;
}
