import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { revokeSession } from './queries';

export async function logout(deps: Deps, session: SessionContext): Promise<true> {
  await revokeSession(deps.db, session.sessionId, deps.clock.now().toISOString());
  return true;
}
