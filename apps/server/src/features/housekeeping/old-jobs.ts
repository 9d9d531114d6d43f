import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { JobTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { delaysInUse, type DelayColumn } from './queries';

/** Jobs read per query. */
export const RETENTION_BATCH = 200;
/**
 * Batches a step handles per run and delay. The rest waits for the next run: a run stays well within the
 * queue's 10-minute task lock, and a backlog (an OU that just set a delay) drains over a few runs.
 */
export const RETENTION_MAX_BATCHES = 25;

const DAY_MS = 86_400_000;

type FindOldJobs = (db: Db, days: number, before: string, limit: number) => Promise<Selectable<JobTable>[]>;

/**
 * Hands `each` the jobs `find` answers for every delay OUs set in `column`: jobs created more than that many
 * days before `now` (by creation date, docs/product.md §3). `each` must change the job so that `find` no
 * longer answers it (or another worker did): the loop stops on a batch that changed nothing.
 */
export async function forEachOldJob(
  deps: Pick<Deps, 'db'>,
  now: Date,
  column: DelayColumn,
  find: FindOldJobs,
  each: (job: Selectable<JobTable>) => Promise<boolean>,
): Promise<void> {
  for (const days of await delaysInUse(deps.db, column)) {
    const before = new Date(now.getTime() - days * DAY_MS).toISOString();
    for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch++) {
      const jobs = await find(deps.db, days, before, RETENTION_BATCH);
      let changed = 0;
      for (const job of jobs) if (await each(job)) changed++;
      if (jobs.length < RETENTION_BATCH || !changed) break;
    }
  }
}
