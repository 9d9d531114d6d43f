import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canDo, visibleOuPathPrefix, type SessionContext } from '../../platform/policy';
import { accountById, canSignIn, sessionContextOf } from '../auth';

/**
 * The session a simple-jobs call works with: the caller's own, or, with `targetOwnerId`, the target user's
 * (docs/product.md §6 "When acting on behalf of another user, that user's profile services are loaded and
 * used"). Acting for another user needs the behalf permission (else -12) and an active user of the caller's
 * visible OU subtree; any other user is "not found", so that ids do not leak.
 */
export async function actingSession(
  deps: Deps,
  session: SessionContext,
  targetOwnerId: string | null | undefined,
): Promise<SessionContext> {
  if (!targetOwnerId || targetOwnerId === session.userId) return session;
  if (!canDo(session, 'behalf')) {
    throw errors.unauthorized('Acting on behalf of another user needs the behalf permission.');
  }
  const account = await accountById(deps.db, targetOwnerId);
  const prefix = visibleOuPathPrefix(session);
  if (!account || !canSignIn(account) || (prefix !== null && !account.ou_path.startsWith(prefix))) {
    throw errors.notFound('The target user');
  }
  return sessionContextOf(account, session.sessionId);
}
