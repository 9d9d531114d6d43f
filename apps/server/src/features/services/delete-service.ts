import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { openJobsAllowedByForce, rejectPendingCommands } from './open-jobs';
import { ouById, updateServiceAt } from './queries';
import { canAdminServices, canWriteInOu, readableService } from './service-access';

/**
 * DELETE /services/{serviceId}?force=true: a soft delete (removed = 1; jobs and history keep referring to it).
 * docs/product.md §4 "Other": while jobs of the service are not in a final state the delete needs `force`,
 * which rejects their commands pending validation (open-jobs.ts). The jobs' own states follow their commands
 * in the jobs feature.
 */
export async function deleteService(
  deps: Deps,
  session: SessionContext,
  serviceId: string,
  force: boolean,
): Promise<{ serviceId: string; rejectedCommands: number }> {
  if (!canAdminServices(session)) throw errors.unauthorized();
  const row = await readableService(deps, session, serviceId);
  const ou = await ouById(deps.db, row.ou_id);
  if (!ou || !canWriteInOu(session, ou.path)) throw errors.unauthorized();
  const openJobs = await openJobsAllowedByForce(deps, serviceId, force, 'delete');
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (tx) => {
    const rejectedCommands = await rejectPendingCommands(deps, tx, session, openJobs, now, {
      reason: 'serviceDeleted',
      serviceId,
    });
    const removed = await updateServiceAt(tx, serviceId, row.version, {
      removed: 1,
      updated_at: now,
      updated_by: session.userId,
    });
    if (!removed) throw errors.editionConflict();
    await appendHistory(tx, {
      entityType: 'service',
      entityId: serviceId,
      ouId: row.ou_id,
      action: 'delete',
      login: session.login,
      at: now,
      details: { name: row.name, force, rejectedCommands },
    });
    return { serviceId, rejectedCommands };
  });
}
