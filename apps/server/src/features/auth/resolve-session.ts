import { addMinutes } from '../../platform/clock';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { canSignIn, sessionContextOf } from './present-session-user';
import { accountById, sessionByTokenHash, touchSession, type AccountRow } from './queries';
import { hashToken } from './tokens';

/** Sliding expiry: a session seen again after this long is extended by the full time-to-live. */
const TOUCH_AFTER_MS = 60_000;

/**
 * Turns a token into the caller's session. No or unknown token → -12 (unauthorised: never a valid session);
 * an expired, signed-out or deactivated session → -11 (session time-out: sign in again).
 */
export async function resolveSession(
  deps: Deps,
  token: string | undefined,
): Promise<{ session: SessionContext; account: AccountRow; expiresAt: string }> {
  if (!token) throw errors.unauthorized('No session token was sent.');
  const row = await sessionByTokenHash(deps.db, hashToken(token));
  if (!row) throw errors.unauthorized('The session token is not valid.');
  const now = deps.clock.now();
  if (row.revoked_at || Date.parse(row.expires_at) <= now.getTime()) throw errors.sessionTimeout();
  const account = await accountById(deps.db, row.user_id);
  if (!account || !canSignIn(account)) throw errors.sessionTimeout();
  let expiresAt = row.expires_at;
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_AFTER_MS) {
    expiresAt = addMinutes(now, deps.config.sessionTtlMinutes).toISOString();
    await touchSession(deps.db, row.id, now.toISOString(), expiresAt);
  }
  return { session: sessionContextOf(account, row.id, now), account, expiresAt };
}
