import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import {
  activeSessionIdsOfUser,
  revokeActiveSession,
  revokeSessionsOfUser,
  sessionWithUser,
  userWithOu,
} from './queries';

// Ending sessions (System > Security): superAdmin any, adminOu those of the users of its OU subtree. A session the
// caller may not end, an ended or expired one, an unknown one: all -3 alike (the list shows only what may be
// ended). Ending one's own current session is allowed, and the answer says so (`current`): the next call of that
// token answers -11 like any ended session. Each end is written to the user's history: who ended it, for whom.

/** DELETE /system/sessions/{sessionId}. */
export async function endSession(
  deps: Deps,
  session: SessionContext,
  sessionId: string,
): Promise<{ id: string; current: boolean }> {
  const target = await sessionWithUser(deps.db, sessionId);
  if (!target || !mayAdminister(session, target.ou_path, 'adminOu', 'change')) {
    throw errors.notFound('The session');
  }
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await revokeActiveSession(tx, target.id, at))) throw errors.notFound('The session');
    await appendHistory(tx, {
      entityType: 'user',
      entityId: target.user_id,
      ouId: target.ou_id,
      action: 'sessionEnded',
      login: session.login,
      at,
      details: { sessionId: target.id, remoteAddress: target.remote_address },
    });
  });
  deps.log.info({ sessionId: target.id, user: target.login, by: session.login }, 'session ended');
  return { id: target.id, current: target.id === session.sessionId };
}

/** POST /system/sessions/end: every active session of a user (none is not an error: `ended` 0). */
export async function endUserSessions(
  deps: Deps,
  session: SessionContext,
  userId: string,
): Promise<{ userId: string; ended: number; current: boolean }> {
  const user = await userWithOu(deps.db, userId);
  if (!user || !mayAdminister(session, user.ou_path, 'adminOu', 'change')) throw errors.notFound('The user');
  const at = deps.clock.now().toISOString();
  const result = await deps.db.transaction().execute(async (tx) => {
    const ids = (await activeSessionIdsOfUser(tx, user.id, at)).map((r) => r.id);
    const ended = await revokeSessionsOfUser(tx, user.id, at);
    if (ended > 0) {
      await appendHistory(tx, {
        entityType: 'user',
        entityId: user.id,
        ouId: user.ou_id,
        action: 'sessionsEnded',
        login: session.login,
        at,
        details: { count: ended },
      });
    }
    return { ended, current: ids.includes(session.sessionId) };
  });
  return { userId: user.id, ...result };
}
