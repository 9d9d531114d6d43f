import type { ApiKey } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { administeredOu } from './api-key-access';
import { presentApiKey } from './present-api-key';
import { apiKeyOfOu, revokeApiKeyRow } from './queries';

/**
 * DELETE /ou/{ouId}/api-keys/{keyId}: from now on every call with the key answers -12. The row stays (its
 * history and the jobs of its technical user refer to it); revoking a revoked key changes nothing.
 */
export async function revokeApiKey(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  keyId: string,
): Promise<ApiKey> {
  const ou = await administeredOu(deps, session, ouId, 'change');
  const key = await apiKeyOfOu(deps.db, ou.id, keyId);
  if (!key) throw errors.notFound('The API key');
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await revokeApiKeyRow(tx, key.id, at, session.login))) return;
    await appendHistory(tx, {
      entityType: 'apiKey',
      entityId: key.id,
      ouId: ou.id,
      action: 'revoke',
      login: session.login,
      at,
      details: { name: key.name, prefix: key.prefix },
    });
  });
  const row = await apiKeyOfOu(deps.db, ou.id, keyId);
  if (!row) throw errors.notFound('The API key');
  return presentApiKey(row);
}
