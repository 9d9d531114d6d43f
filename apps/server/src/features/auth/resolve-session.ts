import type { SignInMethod } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { pastMaxLifetime, securitySettings, sessionExpiry, withPasswordDefaults } from '../system-security';
import { canSignIn, sessionContextOf } from './present-session-user';
import { accountById, sessionByTokenHash, sessionGeneration, touchSession, type AccountRow } from './queries';
import {
  cachedSession,
  keepSession,
  sharedGeneration,
  touchCachedSession,
  type CachedSession,
} from './session-cache';
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
): Promise<{
  session: SessionContext;
  account: AccountRow;
  expiresAt: string;
  signInMethod: SignInMethod;
  /** The session generation this answer was read at (session-cache.ts). */
  generation: number;
}> {
  if (!token) throw errors.unauthorized('No session token was sent.');
  const tokenHash = hashToken(token);
  const { row, stored, generation } = await readSession(deps, tokenHash);
  const now = deps.clock.now();
  // The instance settings of System > Security: idle and absolute lifetimes, password defaults.
  const settings = await securitySettings(deps);
  if (
    row.revoked_at ||
    Date.parse(row.expires_at) <= now.getTime() ||
    pastMaxLifetime(settings, row.created_at, now)
  ) {
    throw errors.sessionTimeout();
  }
  if (!stored || !canSignIn(stored)) throw errors.sessionTimeout();
  const account = withPasswordDefaults(stored, settings);
  let expiresAt = row.expires_at;
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_AFTER_MS) {
    expiresAt = sessionExpiry(settings, row.created_at, now);
    await touchSession(deps.db, row.id, now.toISOString(), expiresAt);
    touchCachedSession(deps.db, tokenHash, now.toISOString(), expiresAt);
  }
  const signInMethod = row.sign_in_method;
  return {
    session: sessionContextOf(account, row.id, now, signInMethod),
    account,
    expiresAt,
    signInMethod,
    generation,
  };
}

/** The session of a token hash and its account, from this process's cache while the database says it is current. */
async function readSession(deps: Deps, tokenHash: string): Promise<CachedSession & { generation: number }> {
  // Read before the rows: a change committed in between bumps it again, and the next request reads anew.
  const generation = await sharedGeneration(deps.db, () => sessionGeneration(deps.db));
  const cached = cachedSession(deps.db, tokenHash, generation);
  if (cached) return { ...cached, generation };
  const row = await sessionByTokenHash(deps.db, tokenHash);
  // An unknown token is not kept: nothing would ever ask for it again but someone guessing.
  if (!row) throw errors.unauthorized('The session token is not valid.');
  const read = { row, stored: await accountById(deps.db, row.user_id) };
  keepSession(deps.db, tokenHash, generation, read);
  return { ...read, generation };
}
