import type { ApiKey } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { administeredOu } from './api-key-access';
import { presentApiKey } from './present-api-key';
import { apiKeysOfOu } from './queries';

/** GET /ou/{ouId}/api-keys: the OU's keys, newest first, revoked ones included; never a secret. */
export async function listApiKeys(deps: Deps, session: SessionContext, ouId: string): Promise<ApiKey[]> {
  const ou = await administeredOu(deps, session, ouId, 'read');
  return (await apiKeysOfOu(deps.db, ou.id)).map(presentApiKey);
}
