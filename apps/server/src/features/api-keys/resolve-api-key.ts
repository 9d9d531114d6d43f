import { API_KEY_SECRET_PREFIX, apiKeyPermissions } from '@postbridge/domain';
import { isSet } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { ApiKeyCaller } from '../../platform/http/api';
import type { SessionContext } from '../../platform/policy';
import { accountById, hashToken, sessionContextOf } from '../auth';
import { scopesOf } from './present-api-key';
import { apiKeyBySecretHash, countApiKeyCall, deleteApiKeyUsageBefore, touchApiKey } from './queries';

/** last_used_at is written at most this often, so that a busy key does not write its row on every call. */
const TOUCH_AFTER_MS = 60_000;
const MINUTE_MS = 60_000;

/** A bearer token that is an API key secret rather than a session token (the two never share a shape). */
export const isApiKeySecret = (token: string | undefined): token is string =>
  token?.startsWith(API_KEY_SECRET_PREFIX) === true;

/**
 * Turns an API key secret into the session of its technical user (docs/domain-decisions.md "API keys"): an
 * unknown, revoked or expired key, or one whose OU is disabled, answers -12; past its calls of the minute, -4
 * (429). The counts are kept in the database (api_key_usage), so that the limit holds across API processes.
 */
export async function resolveApiKey(
  deps: Deps,
  secret: string,
): Promise<{ session: SessionContext; key: ApiKeyCaller }> {
  const row = await apiKeyBySecretHash(deps.db, hashToken(secret));
  if (!row) throw errors.unauthorized('The API key is not valid.');
  const now = deps.clock.now();
  if (row.revoked_at) throw errors.unauthorized('The API key has been revoked.');
  if (row.expires_at && Date.parse(row.expires_at) <= now.getTime()) {
    throw errors.unauthorized('The API key has expired.');
  }
  const account = await accountById(deps.db, row.user_id);
  if (
    !account ||
    !isSet(account.ou_enabled) ||
    isSet(account.ou_removed) ||
    isSet(account.ou_account_expired)
  ) {
    throw errors.unauthorized('The account of this API key is disabled.');
  }

  const windowStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const calls = await countApiKeyCall(deps.db, row.id, new Date(windowStart).toISOString());
  // The first call of a minute forgets the key's earlier minutes: the table keeps one row per key.
  if (calls === 1) await deleteApiKeyUsageBefore(deps.db, row.id, new Date(windowStart).toISOString());
  if (calls > row.rate_limit_per_minute) {
    const seconds = Math.max(1, Math.ceil((windowStart + MINUTE_MS - now.getTime()) / 1000));
    throw new AppError(
      'tooManyRequests',
      `This API key made more than ${row.rate_limit_per_minute} calls this minute; retry in ${seconds} s.`,
      'error.tooManyRequests',
      { seconds },
    );
  }
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= TOUCH_AFTER_MS) {
    await touchApiKey(deps.db, row.id, now.toISOString());
  }

  const scopes = scopesOf(row);
  const masks = apiKeyPermissions(scopes);
  const session: SessionContext = {
    ...sessionContextOf(account, `api-key:${row.id}`),
    groupId: null,
    permissions: masks.permissions,
    permissionsOnGroup: 0,
    permissionsOnOU: masks.permissionsOnOU,
  };
  return { session, key: { id: row.id, ouId: row.ou_id, login: row.login, scopes } };
}
