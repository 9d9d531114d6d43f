import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { cleanFileName } from '../files';
import { readableService, storedConfiguration } from './service-access';

/**
 * GET /services/{serviceId}/export: the configuration as a JSON file `<service name>.service.json`, readable by
 * whoever may read the service. Attached files are not in it (import drops references to them).
 */
export async function exportService(
  deps: Deps,
  session: SessionContext,
  serviceId: string,
): Promise<{ fileName: string; content: string }> {
  const service = storedConfiguration(await readableService(deps, session, serviceId));
  return {
    fileName: cleanFileName(`${service.name}.service.json`),
    content: `${JSON.stringify(service, null, 2)}\n`,
  };
}
