import type { SavedService } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canSeeOu, type SessionContext } from '../../platform/policy';
import { ouById, servicesOf } from './queries';
import { presentService, readableServicesFilter } from './service-access';

/**
 * GET /services?ouId=: the services offered to the OU (its own and its ancestors'), the caller's OU by default,
 * as far as the caller may read them (rules in service-access.ts). Sorted by name.
 */
export async function listServices(
  deps: Deps,
  session: SessionContext,
  ouId?: string,
): Promise<SavedService[]> {
  const ou = await ouById(deps.db, ouId ?? session.ouId);
  if (!ou || !canSeeOu(session, ou.path)) throw errors.notFound('The organisation unit');
  const rows = await servicesOf(deps.db, await readableServicesFilter(deps, session, ou.path));
  return rows.map(presentService);
}
