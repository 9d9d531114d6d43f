import type { AdminUser } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { revokeUserSessions } from '../auth';
import { adminUserById, updateUser } from './queries';
import { disableSelf } from './save-user';
import { ensureNotLastSuperAdmin } from './super-admins';
import { administeredUser, presentAdminUser } from './user-access';

/** POST /users/{userId}/enabled: a disabled user cannot sign in, and their sessions end at once. */
export async function setUserEnabled(
  deps: Deps,
  session: SessionContext,
  userId: string,
  body: { enabled: boolean; version: number },
): Promise<AdminUser> {
  const user = await administeredUser(deps, session, userId, 'change');
  if (user.version !== body.version) throw errors.editionConflict();
  if (!body.enabled && user.id === session.userId) throw disableSelf();
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    if (!body.enabled) await ensureNotLastSuperAdmin(tx, user);
    if (!(await updateUser(tx, user.id, user.version, { enabled: body.enabled ? 1 : 0 }))) {
      throw errors.editionConflict();
    }
    if (!body.enabled) await revokeUserSessions(tx, user.id, at);
    await appendHistory(tx, {
      entityType: 'user',
      entityId: user.id,
      ouId: user.ou_id,
      action: body.enabled ? 'enabled' : 'disabled',
      login: session.login,
      at,
    });
  });
  return presentAdminUser((await adminUserById(deps.db, user.id))!);
}
