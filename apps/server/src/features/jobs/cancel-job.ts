import { JOB_STATES, canJobTransition, type Job } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { scopeFor, type SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { moveJobState, visibleJob } from './queries';
import { readJob } from './read-jobs';

/** POST /jobs/{id}/cancel: any state the job machine lets go to CANCELLED; written to the history. */
export async function cancelJob(deps: Deps, session: SessionContext, jobId: string): Promise<Job> {
  const row = await visibleJob(deps.db, scopeFor(session, 'cancel'), jobId);
  if (!row) throw errors.notFound('The job');
  const from = JOB_STATES.filter((s) => canJobTransition(s, 'CANCELLED'));
  const at = deps.clock.now().toISOString();
  const moved = await deps.db.transaction().execute(async (tx) => {
    if (!(await moveJobState(deps, tx, jobId, from, 'CANCELLED', at))) return false;
    await appendHistory(tx, {
      entityType: 'job',
      entityId: jobId,
      ouId: row.ou_id,
      action: 'cancelled',
      state: 'CANCELLED',
      login: session.login,
      at,
    });
    return true;
  });
  if (!moved) {
    throw new AppError(
      'badRequest',
      `A job in state ${row.state} cannot be cancelled.`,
      'error.jobCannotCancel',
      { state: row.state },
    );
  }
  return readJob(deps, session, jobId);
}
