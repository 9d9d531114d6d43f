import type { OfferedService } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { ouIdsOfPath, servicesOf } from '../services';
import { ouWithName } from './queries';

/**
 * GET /profiles/offeredServices?ouId=: the services (not removed, enabled or not) offered to an OU the caller
 * administers — its own and its ancestors' — which its profiles may link to, by name. An OU administrator
 * without adminService sees them here to choose a profile's services, not their configuration.
 */
export async function listOfferedServices(
  deps: Deps,
  session: SessionContext,
  ouId: string,
): Promise<OfferedService[]> {
  const ou = await ouWithName(deps.db, ouId);
  if (!ou || !mayAdminister(session, ou.path, 'adminOu', 'read'))
    throw errors.notFound('The organisation unit');
  const rows = await servicesOf(deps.db, {
    ouIds: ouIdsOfPath(ou.path),
    profileId: null,
    enabledOnly: false,
  });
  return rows.map((s) => ({ id: s.id, name: s.name, enabled: s.enabled === 1 }));
}
