import type { SavedService } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { presentService, readableService } from './service-access';

/** GET /services/{serviceId}: the configuration and the version a save must send back. */
export async function getService(
  deps: Deps,
  session: SessionContext,
  serviceId: string,
): Promise<SavedService> {
  return presentService(await readableService(deps, session, serviceId));
}
