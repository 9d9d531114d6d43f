import {
  JOB_STATES,
  applyJobHistoryEvent,
  canCommandTransition,
  hasJobPackGroups,
  isFinalJobState,
  type DeliveryCommandState,
  type JobState,
} from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { isSet } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import type { EventDeps } from '../../platform/events';
import { setCommandsState } from '../lifecycle';
import { commandsOfJobsIn, jobsOfServiceIn, setJobsInvalidated } from './queries';

// docs/product.md §4 "Other": "service update or deletion may require force, which rejects pending orders;
// open deposits then need recompute". Shared by the delete and the save of a service.

const OPEN_JOB_STATES = JOB_STATES.filter((state) => !isFinalJobState(state));
const PENDING: DeliveryCommandState = 'AWAIT_VALIDATION';
const REJECTED: DeliveryCommandState = 'REJECTED';

type OpenJob = Awaited<ReturnType<typeof jobsOfServiceIn>>[number];

/**
 * The service's jobs not in a final state; while there are some, the change needs `force` (refused with -2,
 * field `force`, `params.openJobs` and `params.pendingOrders` — the orders awaiting validation that `force`
 * rejects —, so that the list and the editor show that effect before asking for confirmation).
 */
export async function openJobsAllowedByForce(
  deps: Deps,
  serviceId: string,
  force: boolean,
  change: 'delete' | 'save',
): Promise<OpenJob[]> {
  const openJobs = await jobsOfServiceIn(deps.db, serviceId, OPEN_JOB_STATES);
  if (openJobs.length && !force) {
    const pending = await commandsOfJobsIn(
      deps.db,
      openJobs.map((j) => j.id),
      PENDING,
    );
    throw new AppError(
      'badRequest',
      `force: the service has ${openJobs.length} orders in progress; ${change} with force=true to reject their pending commands.`,
      'error.serviceHasOpenJobs',
      {
        field: 'force',
        reason: 'orders in progress',
        openJobs: openJobs.length,
        pendingOrders: pending.length,
      },
      'force',
    );
  }
  return openJobs;
}

/** Rejects the commands of these jobs that wait for validation, with their history; answers how many. */
export async function rejectPendingCommands(
  deps: EventDeps,
  tx: Transaction<Database>,
  session: SessionContext,
  jobs: readonly OpenJob[],
  at: string,
  details: { reason: 'serviceDeleted' | 'serviceUpdated'; serviceId: string },
): Promise<number> {
  if (!canCommandTransition(PENDING, REJECTED))
    throw new Error('Pending commands can no longer be rejected.');
  const commands = await commandsOfJobsIn(
    tx,
    jobs.map((j) => j.id),
    PENDING,
  );
  await setCommandsState(
    deps,
    tx,
    commands.map((c) => c.id),
    PENDING,
    REJECTED,
    at,
  );
  for (const command of commands) {
    await appendHistory(tx, {
      entityType: 'deliveryCommand',
      entityId: command.id,
      ouId: command.ou_id,
      action: 'reject',
      state: REJECTED,
      login: session.login,
      at,
      details,
    });
  }
  return commands.length;
}

/**
 * Flags as invalidated the open deposits whose pack groups were made with the old configuration (being
 * processed, or processed and not wholly ordered), with a history entry each: POST /jobs/{id}/revalidate
 * recomputes them. Locked or already invalidated deposits are left as they are. Answers how many.
 */
export async function invalidateOpenDeposits(
  tx: Transaction<Database>,
  session: SessionContext,
  jobs: readonly OpenJob[],
  at: string,
  serviceId: string,
): Promise<number> {
  const made = jobs.filter((job) => {
    const state = job.state as JobState;
    const flags = {
      frozen: isSet(job.frozen),
      invalidated: isSet(job.invalidated),
      filesPurged: isSet(job.files_purged),
      locked: isSet(job.locked),
    };
    return (
      (state === 'PROCESSING' || hasJobPackGroups(state)) && applyJobHistoryEvent(flags, 'INVALIDATED').ok
    );
  });
  await setJobsInvalidated(
    tx,
    made.map((j) => j.id),
    at,
  );
  for (const job of made) {
    await appendHistory(tx, {
      entityType: 'job',
      entityId: job.id,
      ouId: job.ou_id,
      action: 'invalidated',
      state: job.state,
      login: session.login,
      at,
      details: { reason: 'serviceUpdated', serviceId },
    });
  }
  return made.length;
}
