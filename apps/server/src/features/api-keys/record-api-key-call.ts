import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import type { ApiKeyCaller } from '../../platform/http/api';

/** Methods that only read: their calls are counted (last used, rate limit) but not written to history. */
const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing call made with a key is written to the key's history with its name (issue 16), whatever
 * it answered: integrators and auditors see what a key did, refused attempts included.
 */
export async function recordApiKeyCall(
  deps: Deps,
  key: ApiKeyCaller,
  call: { method: string; route: string; status: number },
): Promise<void> {
  if (READING.has(call.method)) return;
  await appendHistory(deps.db, {
    entityType: 'apiKey',
    entityId: key.id,
    ouId: key.ouId,
    action: 'call',
    login: key.login,
    at: deps.clock.now().toISOString(),
    details: call,
  });
}
