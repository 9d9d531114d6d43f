import { applyJobHistoryEvent, canJobTransition, type JobState, type Job } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { JobTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { scopeFor, type SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import {
  jobFlagsOf,
  moveJobState,
  PROCESS_JOB_MAX_ATTEMPTS,
  PROCESS_JOB_TASK,
  readJob,
  visibleJob,
} from '../jobs';
import { clearJobInvalidated, setJobFrozen } from './queries';

/** Freezing and revalidating a deposit are part of ordering it: createOrders on the job (like pack groups). */
async function actionableJob(deps: Deps, session: SessionContext, jobId: string) {
  const row = await visibleJob(deps.db, scopeFor(session, 'createOrders'), jobId);
  if (!row) throw errors.notFound('The job');
  return row;
}

/** POST /jobs/{id}/freeze and /unfreeze: the flag alternates (a second freeze is refused); history frozen/unfrozen. */
export async function setFrozen(
  deps: Deps,
  session: SessionContext,
  jobId: string,
  frozen: boolean,
): Promise<Job> {
  const row = await actionableJob(deps, session, jobId);
  const outcome = await changeJobFrozen(deps, row, frozen, session.login);
  if (outcome === 'conflict') throw errors.editionConflict();
  if (outcome !== 'done') {
    throw errors.badRequest(
      'jobId',
      outcome === 'jobLocked'
        ? 'the job is locked'
        : frozen
          ? 'the job is already frozen'
          : 'the job is not frozen',
    );
  }
  return readJob(deps, session, jobId);
}

/**
 * Freezes or unfreezes a job and records it in its history, for a user or (login null) the system: the
 * retention task freezes old jobs through it (features/housekeeping). 'conflict' when another change came first.
 */
export async function changeJobFrozen(
  deps: Pick<Deps, 'db' | 'clock'>,
  row: Selectable<JobTable>,
  frozen: boolean,
  login: string | null,
): Promise<'done' | 'conflict' | 'jobLocked' | 'eventNotApplicable'> {
  const applied = applyJobHistoryEvent(jobFlagsOf(row), frozen ? 'FROZEN' : 'UNFROZEN');
  if (!applied.ok) return applied.error;
  const at = deps.clock.now().toISOString();
  const done = await deps.db.transaction().execute(async (tx) => {
    if (!(await setJobFrozen(tx, row.id, frozen, at))) return false;
    await appendHistory(tx, {
      entityType: 'job',
      entityId: row.id,
      ouId: row.ou_id,
      action: frozen ? 'frozen' : 'unfrozen',
      state: row.state,
      login,
      at,
    });
    return true;
  });
  return done ? 'done' : 'conflict';
}

/** The states revalidate re-runs processing from (the domain's transitions to PROCESSING, CREATED excepted). */
const REVALIDATE_FROM: readonly JobState[] = ['PROCESSING_ERROR', 'PACK_GROUPS_CREATED'];

/**
 * POST /jobs/{id}/revalidate: processing runs again (e.g. after the service was fixed), its pack groups
 * rebuilt. The job moves to PROCESSING (the domain's transition; the worker accepts a PROCESSING job) and its
 * task is queued in the same transaction; an invalidated flag is cleared; history 'revalidated'.
 */
export async function revalidateJob(deps: Deps, session: SessionContext, jobId: string): Promise<Job> {
  const row = await actionableJob(deps, session, jobId);
  const state = row.state as JobState;
  if (!REVALIDATE_FROM.includes(state) || !canJobTransition(state, 'PROCESSING'))
    throw errors.badRequest('jobId', `a job in state ${state} cannot be revalidated`);
  const flags = jobFlagsOf(row);
  if (flags.locked) throw errors.badRequest('jobId', 'the job is locked');
  if (flags.frozen) throw errors.badRequest('jobId', 'the job is frozen');
  // Processing reads the deposited files again: once purged by retention, there is nothing left to read.
  if (flags.filesPurged) throw errors.badRequest('jobId', 'the files of the job were purged');
  const at = deps.clock.now().toISOString();
  const moved = await deps.db.transaction().execute(async (tx) => {
    if (!(await moveJobState(deps, tx, jobId, [state], 'PROCESSING', at))) return false;
    if (flags.invalidated) await clearJobInvalidated(tx, jobId);
    await deps.queue.enqueue(
      PROCESS_JOB_TASK,
      { jobId },
      { tx, singletonKey: `job:${jobId}`, maxAttempts: PROCESS_JOB_MAX_ATTEMPTS },
    );
    await appendHistory(tx, {
      entityType: 'job',
      entityId: jobId,
      ouId: row.ou_id,
      action: 'revalidated',
      state: 'PROCESSING',
      login: session.login,
      at,
      details: { from: state },
    });
    return true;
  });
  if (!moved) throw errors.editionConflict();
  return readJob(deps, session, jobId);
}
