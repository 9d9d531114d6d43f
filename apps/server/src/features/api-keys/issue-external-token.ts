import type { ExternalToken } from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { ApiKeyCaller } from '../../platform/http/api';
import type { SessionContext } from '../../platform/policy';
import { accountById, canSignIn, hashToken, newToken } from '../auth';
import { deleteExpiredExternalTokens, insertExternalToken, userIdInSubtree } from './queries';

/** How long an external-authentication token may wait for its exchange (issue 17: "short-lived"). */
const EXTERNAL_TOKEN_TTL_MS = 2 * 60_000;

/**
 * POST /external-tokens (docs/api.md "External authentication"): a trusted back end, calling with an API key that
 * holds the externalAuth scope, gets a single-use token for one of the users of the key's OU or below, found by
 * login. A login of another account, of a disabled user or of no one is refused with the same answer, so that
 * the key learns nothing about who exists elsewhere. Only the token's SHA-256 is kept.
 */
export async function issueExternalToken(
  deps: Deps,
  session: SessionContext,
  key: ApiKeyCaller | null,
  login: string,
): Promise<ExternalToken> {
  if (!key || !key.scopes.includes('externalAuth')) {
    throw errors.unauthorized('Only an API key with the externalAuth scope may issue external tokens.');
  }
  const found = await userIdInSubtree(deps.db, login, session.ouPath);
  const account = found && (await accountById(deps.db, found.id));
  if (!account || !canSignIn(account)) {
    throw errors.badRequest('body.login', 'is not a user of this API key’s account');
  }
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + EXTERNAL_TOKEN_TTL_MS).toISOString();
  await deps.db.transaction().execute(async (tx) => {
    // Tokens live two minutes: each issue sweeps the dead ones, so the table stays as small as the traffic.
    await deleteExpiredExternalTokens(tx, now.toISOString());
    await insertExternalToken(tx, {
      id: newId(),
      token_hash: hashToken(token),
      api_key_id: key.id,
      user_id: account.id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    });
    await appendHistory(tx, {
      entityType: 'user',
      entityId: account.id,
      ouId: account.ou_id,
      action: 'externalTokenIssued',
      login: key.login,
      at: now.toISOString(),
      details: { apiKeyId: key.id, expiresAt },
    });
  });
  return { token, expiresAt };
}
