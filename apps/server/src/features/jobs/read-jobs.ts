import { fillJobHistoryLogins, type Job, type PackGroup } from '@postbridge/domain';
import type { z } from 'zod';
import type { jobRevisionSchema, jobsListQuerySchema } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { parseJson } from '../../platform/db/util';
import { errors } from '../../platform/errors';
import { viewScope, type SessionContext } from '../../platform/policy';
import { rangeOf } from '../counters/counters';
import { historyOf } from '../history/queries';
import { presentJob, presentPackGroup } from './present-job';
import { inputFilesOfJobs, packGroupCounts, packGroupsOfJob, visibleJob, visibleJobs } from './queries';

async function visibleJobOrThrow(deps: Deps, session: SessionContext, jobId: string) {
  const row = await visibleJob(deps.db, viewScope(session), jobId);
  // Spec §8 'The specified job could not be found.' — also for a job the caller may not see.
  if (!row) throw errors.notFound('The job');
  return row;
}

export async function readJob(deps: Deps, session: SessionContext, jobId: string): Promise<Job> {
  const row = await visibleJobOrThrow(deps, session, jobId);
  const [files, counts] = await Promise.all([
    inputFilesOfJobs(deps.db, [row.id]),
    packGroupCounts(deps.db, [row.id]),
  ]);
  return presentJob(row, files, counts.get(row.id) ?? 0);
}

/** GET /jobs/list: the caller's visible jobs over the range (default: its search range), newest first. */
export async function listJobs(
  deps: Deps,
  session: SessionContext,
  query: z.infer<typeof jobsListQuerySchema>,
): Promise<{ jobs: Job[]; overflow: boolean }> {
  const range = rangeOf(session, query, deps.clock.now());
  const rows = await visibleJobs(deps.db, viewScope(session), range, query.maxResults + 1);
  const page = rows.slice(0, query.maxResults);
  const ids = page.map((r) => r.id);
  const [files, counts] = await Promise.all([inputFilesOfJobs(deps.db, ids), packGroupCounts(deps.db, ids)]);
  return {
    jobs: page.map((r) => presentJob(r, files, counts.get(r.id) ?? 0)),
    overflow: rows.length > query.maxResults,
  };
}

/** GET /jobs/{id}/revisions: the history; worker entries take the depositor's login (spec §4). */
export async function jobRevisions(
  deps: Deps,
  session: SessionContext,
  jobId: string,
): Promise<z.infer<typeof jobRevisionSchema>[]> {
  await visibleJobOrThrow(deps, session, jobId);
  const rows = await historyOf(deps.db, 'job', jobId);
  return fillJobHistoryLogins(
    rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      state: r.state,
      loggedUserLogin: r.login,
      date: r.at,
      details: parseJson<Record<string, unknown> | null>(r.details, null),
    })),
  );
}

export async function jobPackGroups(
  deps: Deps,
  session: SessionContext,
  jobId: string,
): Promise<PackGroup[]> {
  await visibleJobOrThrow(deps, session, jobId);
  return (await packGroupsOfJob(deps.db, jobId)).map(presentPackGroup);
}

export { visibleJobOrThrow };
