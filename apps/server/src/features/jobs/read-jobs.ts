import { fillJobHistoryLogins, type Job, type OrphanChunk, type PackGroup } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { PackGroupTable, PackTable } from '../../platform/db/schema';
import type { z } from 'zod';
import type { jobRevisionSchema, jobsListQuerySchema } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { parseJson } from '../../platform/db/util';
import { errors } from '../../platform/errors';
import { viewScope, type SessionContext } from '../../platform/policy';
import { historyOf } from '../../platform/history/queries';
import { rangeOf } from '../counters';
import { presentJob, presentOrphanChunk, presentPackGroup } from './present-job';
import {
  inputFilesOfJobs,
  orphanChunksOfJob,
  packGroupCounts,
  packGroupsOfJob,
  packsOfJob,
  packsOfPackGroups,
  visibleJob,
  visibleJobs,
} from './queries';

export async function visibleJobOrThrow(deps: Deps, session: SessionContext, jobId: string) {
  const row = await visibleJob(deps.db, viewScope(session), jobId);
  // docs/product.md §8 'The specified job could not be found.' — also for a job the caller may not see.
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

/**
 * GET /jobs/list: the caller's visible jobs over the range (default: its search range), newest first, narrowed
 * to an owner (`targetOwnerId`) or an OU and the OUs below it (`targetOUId`).
 */
export async function listJobs(
  deps: Deps,
  session: SessionContext,
  query: z.infer<typeof jobsListQuerySchema>,
): Promise<{ jobs: Job[]; overflow: boolean }> {
  // One row more than the page: the cap that tells `overflow` without counting every match (docs/product.md
  // §8).
  const rows = await visibleJobs(
    deps.db,
    viewScope(session),
    {
      range: rangeOf(session, query, deps.clock.now()),
      ownerId: query.targetOwnerId,
      ouId: query.targetOUId,
    },
    query.maxResults + 1,
  );
  const page = rows.slice(0, query.maxResults);
  const ids = page.map((r) => r.id);
  const [files, counts] = await Promise.all([inputFilesOfJobs(deps.db, ids), packGroupCounts(deps.db, ids)]);
  return {
    jobs: page.map((r) => presentJob(r, files, counts.get(r.id) ?? 0)),
    overflow: rows.length > query.maxResults,
  };
}

/** GET /jobs/{id}/revisions: the history; worker entries take the depositor's login (docs/product.md §4). */
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
  const [rows, packs] = await Promise.all([packGroupsOfJob(deps.db, jobId), packsOfJob(deps.db, jobId)]);
  return presentWithPacks(rows, packs);
}

/** GET /jobs/{id}/orphanChunks: what processing could not give to any recipient document. */
export async function jobOrphanChunks(
  deps: Deps,
  session: SessionContext,
  jobId: string,
): Promise<OrphanChunk[]> {
  await visibleJobOrThrow(deps, session, jobId);
  return (await orphanChunksOfJob(deps.db, jobId)).map(presentOrphanChunk);
}

/** Pack group rows as the API shows them, with their packs. */
export async function presentPackGroupRows(
  deps: Pick<Deps, 'db'>,
  rows: Selectable<PackGroupTable>[],
): Promise<PackGroup[]> {
  const packs = await packsOfPackGroups(
    deps.db,
    rows.map((r) => r.id),
  );
  return presentWithPacks(rows, packs);
}

/** Pack groups with their packs, the packs grouped once (a job may have thousands of pack groups). */
function presentWithPacks(rows: Selectable<PackGroupTable>[], packs: Selectable<PackTable>[]): PackGroup[] {
  const byGroup = new Map<string, Selectable<PackTable>[]>();
  for (const pack of packs) {
    const list = byGroup.get(pack.pack_group_id);
    if (list) list.push(pack);
    else byGroup.set(pack.pack_group_id, [pack]);
  }
  return rows.map((row) => presentPackGroup(row, byGroup.get(row.id) ?? []));
}
