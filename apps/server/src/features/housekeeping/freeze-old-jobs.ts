import type { Deps } from '../../platform/deps';
import { changeJobFrozen } from '../pack-groups';
import { forEachOldJob } from './old-jobs';
import { jobsToFreeze } from './queries';

/**
 * docs/product.md §3 freezeDelayDays: a job older than its OU's delay is frozen as a user's freeze does it
 * (history 'frozen', login null for the system). Once per job: a job a user unfreezes afterwards is not
 * frozen again. Answers how many jobs were frozen.
 */
export async function freezeOldJobs(deps: Pick<Deps, 'db' | 'clock'>, now: Date): Promise<number> {
  let frozen = 0;
  await forEachOldJob(deps, now, 'freeze_delay_days', jobsToFreeze, async (job) => {
    const outcome = await changeJobFrozen(deps, job, true, null);
    if (outcome === 'done') frozen++;
    return outcome === 'done';
  });
  return frozen;
}
