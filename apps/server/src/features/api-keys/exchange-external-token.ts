import type { AuthenticateResult } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import { accountById, canSignIn, hashToken, openSession } from '../auth';
import { apiKeyById, consumeExternalToken } from './queries';

/** Where the exchange came from, kept with the session it opens. */
type SessionClient = { remoteAddress: string; userAgent: string | null };

const refused = () =>
  new AppError(
    'invalidCredentials',
    'The external sign-in token is not valid: it is unknown, expired or already used.',
    'apiKey.error.externalTokenRefused',
  );

/**
 * POST /authentication/external: the embedded frame exchanges a token from issueExternalToken for a session,
 * once. The token is marked used by the statement that finds it (two concurrent exchanges: one session); a token
 * whose key was revoked since, or whose user can no longer sign in, is refused like an unknown one.
 */
export async function exchangeExternalToken(
  deps: Deps,
  token: string,
  client: SessionClient,
): Promise<AuthenticateResult> {
  const now = deps.clock.now().toISOString();
  const used = await consumeExternalToken(deps.db, hashToken(token), now);
  if (!used) throw refused();
  const key = await apiKeyById(deps.db, used.api_key_id);
  const account = await accountById(deps.db, used.user_id);
  if (!key || key.revoked_at || !account || !canSignIn(account)) throw refused();
  const answer = await openSession(deps, account, client, 'external');
  await appendHistory(deps.db, {
    entityType: 'user',
    entityId: account.id,
    ouId: account.ou_id,
    action: 'externalSignIn',
    login: account.login,
    at: now,
    details: { apiKey: key.login, remoteAddress: client.remoteAddress },
  });
  return answer;
}
