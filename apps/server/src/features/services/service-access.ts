import { serviceSchema, type SavedService, type Service } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { ServiceTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canDo, canSeeOu, visibleOuPathPrefix, type SessionContext } from '../../platform/policy';
import { isLinkedToProfile, ouById, profileOfUser, serviceById, type ServiceFilter } from './queries';

// Who sees which service (our decision, docs/product.md §3 "Profile … services", §6 adminService):
// - a service belongs to an OU and is offered to that OU and every OU below it;
// - a caller may look at the OUs of its visible subtree (policy `visibleOuPathPrefix`) and at its own OU's
//   ancestors (whose services it inherits);
// - with adminService the caller reads every non-removed service there (enabled or not) and writes those of its
//   visible subtree; without it, only the enabled services linked to its profile.

/** OU ids of a materialised path, root first: `/a/b/` → [a, b]. */
export const ouIdsOfPath = (path: string): string[] => path.split('/').filter(Boolean);

export const canAdminServices = (session: SessionContext): boolean => canDo(session, 'adminService');

/** Services are written only in the caller's own subtree (or anywhere for super administrators). */
export function canWriteInOu(session: SessionContext, ouPath: string): boolean {
  const prefix = visibleOuPathPrefix(session);
  return prefix === null || ouPath.startsWith(prefix);
}

/** The filter of the services offered to `ouPath` that the caller may read. */
export async function readableServicesFilter(
  deps: Deps,
  session: SessionContext,
  ouPath: string,
): Promise<ServiceFilter> {
  if (canAdminServices(session)) return { ouIds: ouIdsOfPath(ouPath), profileId: null, enabledOnly: false };
  // A caller without a profile has no services: '' matches no profile.
  const profileId = (await profileOfUser(deps.db, session.userId)) ?? '';
  return { ouIds: ouIdsOfPath(ouPath), profileId, enabledOnly: true };
}

/** The stored service if the caller may read it; "not found" otherwise, so that ids do not leak. */
export async function readableService(
  deps: Deps,
  session: SessionContext,
  serviceId: string,
): Promise<Selectable<ServiceTable>> {
  const row = await serviceById(deps.db, serviceId);
  const ou = row && !row.removed ? await ouById(deps.db, row.ou_id) : undefined;
  if (!row || !ou || !canSeeOu(session, ou.path)) throw errors.notFound('The service');
  const filter = await readableServicesFilter(deps, session, ou.path);
  if (filter.enabledOnly && !row.enabled) throw errors.notFound('The service');
  if (filter.profileId !== null) {
    if (!(await isLinkedToProfile(deps.db, filter.profileId, serviceId)))
      throw errors.notFound('The service');
  }
  return row;
}

/** A stored configuration, its columns winning over the JSON (they are what lists and deletes change). */
export function storedConfiguration(row: Selectable<ServiceTable>): Service {
  const parsed = serviceSchema.parse(JSON.parse(row.configuration));
  return {
    ...parsed,
    id: row.id,
    ouId: row.ou_id,
    name: row.name,
    enabled: row.enabled === 1,
    removed: row.removed === 1,
    allowJobCreation: row.allow_job_creation === 1,
  };
}

export function presentService(row: Selectable<ServiceTable>): SavedService {
  return {
    ...storedConfiguration(row),
    version: row.version,
    creationDate: row.created_at,
    updateDate: row.updated_at,
  };
}
