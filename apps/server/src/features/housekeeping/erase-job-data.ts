import type { Selectable } from 'kysely';
import type { JobTable } from '../../platform/db/schema';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { forEachOldJob } from './old-jobs';
import { giveUpStoredFiles } from './purge-job-files';
import {
  deleteTrackingFiles,
  eraseOrphanChunkData,
  erasePackGroupData,
  flagJobDataErased,
  jobsToEraseData,
  trackingFilesOfJob,
} from './queries';

/**
 * The values a depositor gave with the job (docs/product.md §3 job creation parameters) that may be personal:
 * emptied. The service, split settings, target owner and job name stay.
 */
function withoutPersonalValues(parameters: string): string {
  const kept = parseJson<Record<string, unknown>>(parameters, {});
  return JSON.stringify({ ...kept, rawJobMetadatas: {}, packRequirements: {}, shipmentRequirements: {} });
}

/**
 * docs/product.md §3 dataDelayDays: the personal data of a job older than its OU's delay is erased — its pack
 * groups' requirement values, metadata, identifier and address error, the record values of its orphan chunks
 * and the values of its creation parameters, and the tracking documents of its shipments (provider documents
 * such as a proof of delivery: their rows are deleted and their bytes given up as the file purge does it).
 * Kept: the job, its name, states, dates, counts, pages, flags, history and deposited files (fileDelayDays).
 * Once per job (flag data_erased), in one transaction with its history entry 'dataErased'. Answers how many.
 */
export async function eraseOldJobData(
  deps: Pick<Deps, 'db' | 'clock' | 'queue'>,
  now: Date,
): Promise<number> {
  let erased = 0;
  await forEachOldJob(deps, now, 'data_delay_days', jobsToEraseData, async (job) => {
    const done = await eraseJobData(deps, job);
    if (done) erased++;
    return done;
  });
  return erased;
}

async function eraseJobData(
  deps: Pick<Deps, 'db' | 'clock' | 'queue'>,
  job: Selectable<JobTable>,
): Promise<boolean> {
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (tx) => {
    if (!(await flagJobDataErased(tx, job.id, withoutPersonalValues(job.parameters), at))) return false;
    const packGroups = await erasePackGroupData(tx, job.id);
    const orphanChunks = await eraseOrphanChunkData(tx, job.id);
    const tracking = await trackingFilesOfJob(tx, job.id);
    await deleteTrackingFiles(
      tx,
      tracking.map((f) => f.id),
    );
    await giveUpStoredFiles(deps, tx, [...new Set(tracking.map((f) => f.stored_file_id))]);
    await appendHistory(tx, {
      entityType: 'job',
      entityId: job.id,
      ouId: job.ou_id,
      action: 'dataErased',
      state: job.state,
      login: null,
      at,
      details: { packGroups, orphanChunks, trackingFiles: tracking.length },
    });
    return true;
  });
}
