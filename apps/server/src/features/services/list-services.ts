import { validateServiceReferences, type SavedService, type ServiceCatalogue } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canSeeOu, type SessionContext } from '../../platform/policy';
import { ouById, servicesOf } from './queries';
import { ouIdsOfPath, presentService, readableServicesFilter } from './service-access';
import { serviceCatalogue } from './service-catalogue';

/**
 * GET /services?ouId=: the services offered to the OU (its own and its ancestors'), the caller's OU by default,
 * as far as the caller may read them (rules in service-access.ts). Sorted by name. Each is `inconsistent`
 * (docs/product.md §3 "Service": "set by the server when something it refers to is gone") when a channel,
 * option type, option, output file or metadata it names no longer exists or is no longer offered to its OU,
 * checked as a save checks them (validateServiceReferences) against its own OU's catalogue.
 */
export async function listServices(
  deps: Deps,
  session: SessionContext,
  ouId?: string,
): Promise<SavedService[]> {
  const ou = await ouById(deps.db, ouId ?? session.ouId);
  if (!ou || !canSeeOu(session, ou.path)) throw errors.notFound('The organisation unit');
  const rows = await servicesOf(deps.db, await readableServicesFilter(deps, session, ou.path));
  // The services are the OU's own and its ancestors': each one's catalogue is that of a prefix of the OU's path.
  const ouIds = ouIdsOfPath(ou.path);
  const catalogues = new Map<string, Promise<ServiceCatalogue>>();
  const catalogueOf = (serviceOuId: string) => {
    const path = `/${ouIds.slice(0, ouIds.indexOf(serviceOuId) + 1).join('/')}/`;
    if (!catalogues.has(path)) catalogues.set(path, serviceCatalogue(deps, path));
    return catalogues.get(path)!;
  };
  return Promise.all(
    rows.map(async (row) => {
      const service = presentService(row);
      const issues = validateServiceReferences(service, await catalogueOf(row.ou_id));
      return { ...service, inconsistent: service.inconsistent || issues.some((i) => i.severity === 'error') };
    }),
  );
}
