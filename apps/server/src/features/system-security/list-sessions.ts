import { ACTIVE_SESSIONS_LIMIT, shortUserAgent, type ActiveSessions } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { adminOuPathPrefix, type SessionContext } from '../../platform/policy';
import { activeSessions, ouPathOf } from './queries';

/**
 * GET /system/sessions: the sessions not ended nor expired of the users the caller administers (every user for
 * superAdmin and superAdminView; those of the caller's OU subtree for adminOu), newest activity first, at most
 * ACTIVE_SESSIONS_LIMIT (`overflow` says there are more). `ouId` narrows to that OU and those under it (-3 when
 * the caller does not administer it); `login` to logins containing it.
 */
export async function listSessions(
  deps: Deps,
  session: SessionContext,
  filter: { ouId?: string | undefined; login?: string | undefined },
): Promise<ActiveSessions> {
  const prefix = adminOuPathPrefix(session, 'adminOu', 'read');
  if (prefix === false) throw errors.unauthorized();
  if (filter.ouId) {
    const ou = await ouPathOf(deps.db, filter.ouId);
    if (!ou || (prefix !== null && !ou.path.startsWith(prefix)))
      throw errors.notFound('The organisation unit');
  }
  const rows = await activeSessions(deps.db, {
    now: deps.clock.now().toISOString(),
    ouPathPrefix: prefix,
    ...(filter.ouId ? { ouId: filter.ouId } : {}),
    ...(filter.login?.trim() ? { login: filter.login.trim() } : {}),
    limit: ACTIVE_SESSIONS_LIMIT + 1,
  });
  return {
    sessions: rows.slice(0, ACTIVE_SESSIONS_LIMIT).map((row) => ({
      id: row.id,
      userId: row.user_id,
      login: row.login,
      firstName: row.first_name,
      lastName: row.last_name,
      ouId: row.ou_id,
      ouName: row.ou_name,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
      remoteAddress: row.remote_address,
      userAgent: shortUserAgent(row.user_agent),
      userAgentFull: row.user_agent,
      current: row.id === session.sessionId,
    })),
    overflow: rows.length > ACTIVE_SESSIONS_LIMIT,
  };
}
