import {
  JOB_STATES,
  canCommandTransition,
  isFinalJobState,
  type DeliveryCommandState,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../history/queries';
import { commandsOfJobsIn, jobsOfServiceIn, ouById, setCommandsState, updateServiceAt } from './queries';
import { canAdminServices, canWriteInOu, readableService } from './service-access';

const OPEN_JOB_STATES = JOB_STATES.filter((state) => !isFinalJobState(state));
const PENDING: DeliveryCommandState = 'AWAIT_VALIDATION';
const REJECTED: DeliveryCommandState = 'REJECTED';

/**
 * DELETE /services/{serviceId}?force=true: a soft delete (removed = 1; jobs and history keep referring to it).
 * Spec §4 "Other": while jobs of the service are not in a final state the delete needs `force`, which rejects
 * their commands pending validation. The jobs' own states follow their commands in the jobs feature.
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
  const openJobs = await jobsOfServiceIn(deps.db, serviceId, OPEN_JOB_STATES);
  if (openJobs.length && !force) {
    throw new AppError(
      'badRequest',
      `force: the service has ${openJobs.length} orders in progress; delete with force=true to reject their pending commands.`,
      'error.badRequest',
      { field: 'force', reason: 'orders in progress', openJobs: openJobs.length },
      'force',
    );
  }
  if (!canCommandTransition(PENDING, REJECTED))
    throw new Error('Pending commands can no longer be rejected.');
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (tx) => {
    const commands = await commandsOfJobsIn(
      tx,
      openJobs.map((j) => j.id),
      PENDING,
    );
    await setCommandsState(
      tx,
      commands.map((c) => c.id),
      PENDING,
      REJECTED,
      now,
    );
    for (const command of commands) {
      await appendHistory(tx, {
        entityType: 'deliveryCommand',
        entityId: command.id,
        ouId: command.ou_id,
        action: 'reject',
        state: REJECTED,
        login: session.login,
        at: now,
        details: { reason: 'serviceDeleted', serviceId },
      });
    }
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
      details: { name: row.name, force, rejectedCommands: commands.length },
    });
    return { serviceId, rejectedCommands: commands.length };
  });
}
