import { applyJobHistoryEvent } from '@postbridge/domain';
import type { Selectable, Transaction } from 'kysely';
import type { Database, JobTable } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { jobFlagsOf } from '../jobs';
import type { ThumbnailsByInputFile } from './cached-thumbnails';
import { DELETE_STORED_KEYS_MAX_ATTEMPTS, DELETE_STORED_KEYS_TASK } from './delete-stored-keys';
import { forEachOldJob } from './old-jobs';
import {
  deleteTrackingFiles,
  flagJobFilesPurged,
  jobsToPurgeFiles,
  lockStoredFiles,
  storedFilesNoLongerNeeded,
  storedFilesOfJob,
  trackingFilesOfJob,
} from './queries';

/** What the purge of one job's files removed, as its history entry 'filesPurged' records it. */
type FilesPurged = {
  /** Stored files deleted from the store (deposited files, archive entries, tracking documents), and their bytes. */
  files: number;
  bytes: number;
  /** Files rendered from them (cached thumbnails), and their bytes. */
  derivedFiles: number;
  derivedBytes: number;
  /** Stored files kept because another job, a service or another row still uses the same stored file. */
  sharedFilesKept: number;
  /** Tracking documents of the job's shipments deleted (shipment_tracking_file rows). */
  trackingFiles: number;
};

type PurgeSummary = { jobs: number; files: number; bytes: number; scheduledKeys: Set<string> };

/**
 * docs/product.md §3 fileDelayDays: the files of a job older than its OU's delay are given up: the job gets
 * the filesPurged flag (its files are no longer served, see jobs/files-purged.ts) and a history entry
 * 'filesPurged' with what was removed. A stored file is deleted only once no other row needs it. Answers the
 * totals and the keys whose deletion was queued.
 */
export async function purgeOldJobFiles(
  deps: Pick<Deps, 'db' | 'clock' | 'queue'>,
  now: Date,
  thumbnails: ThumbnailsByInputFile,
): Promise<PurgeSummary> {
  const summary: PurgeSummary = { jobs: 0, files: 0, bytes: 0, scheduledKeys: new Set() };
  await forEachOldJob(deps, now, 'file_delay_days', jobsToPurgeFiles, async (job) => {
    const purged = await purgeJobFiles(deps, job, thumbnails);
    if (!purged) return false;
    summary.jobs++;
    summary.files += purged.removed.files + purged.removed.derivedFiles;
    summary.bytes += purged.removed.bytes + purged.removed.derivedBytes;
    for (const key of purged.keys) summary.scheduledKeys.add(key);
    return true;
  });
  return summary;
}

/**
 * One job, in one transaction: the flag (conditional: one worker wins), the tracking documents of its shipments,
 * the stored files that nothing else needs, the history entry, and the queued deletion of their bytes and of the
 * job's thumbnails. Null when the job may not lose its files (any more).
 */
async function purgeJobFiles(
  deps: Pick<Deps, 'db' | 'clock' | 'queue'>,
  job: Selectable<JobTable>,
  thumbnails: ThumbnailsByInputFile,
): Promise<{ removed: FilesPurged; keys: string[] } | null> {
  if (!applyJobHistoryEvent(jobFlagsOf(job), 'FILES_PURGED').ok) return null;
  const inputs = await storedFilesOfJob(deps.db, job.id);
  const derived = inputs.flatMap((f) => thumbnails.get(f.input_file_id) ?? []);
  const inputIds = inputs.map((f) => f.stored_file_id);
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (tx) => {
    if (!(await flagJobFilesPurged(tx, job.id, at))) return null;
    const tracking = await trackingFilesOfJob(tx, job.id);
    await deleteTrackingFiles(
      tx,
      tracking.map((f) => f.id),
    );
    const storedIds = [...new Set([...inputIds, ...tracking.map((f) => f.stored_file_id)])];
    const { freed, keys } = await giveUpStoredFiles(
      deps,
      tx,
      storedIds,
      derived.map((f) => f.key),
    );
    const removed: FilesPurged = {
      files: freed.length,
      bytes: freed.reduce((sum, f) => sum + Number(f.size), 0),
      derivedFiles: derived.length,
      derivedBytes: derived.reduce((sum, f) => sum + f.size, 0),
      sharedFilesKept: storedIds.length - freed.length,
      trackingFiles: tracking.length,
    };
    await appendHistory(tx, {
      entityType: 'job',
      entityId: job.id,
      ouId: job.ou_id,
      action: 'filesPurged',
      state: job.state,
      login: null,
      at,
      details: removed,
    });
    return { removed, keys };
  });
}

/**
 * Gives up these stored files in the caller's transaction, after the rows that used them were changed (a job
 * flagged filesPurged, tracking documents deleted): locks them (lockStoredFiles), keeps those another job keeping
 * its files, service or row still needs, and queues the deletion of the others' bytes with `extraKeys` once the
 * transaction commits. Their stored_file rows stay; one nothing references any more goes with the unreferenced
 * files (deleting its key again does nothing). Answers the freed files and the queued keys.
 */
export async function giveUpStoredFiles(
  deps: Pick<Deps, 'queue'>,
  tx: Transaction<Database>,
  storedIds: readonly string[],
  extraKeys: readonly string[] = [],
) {
  await lockStoredFiles(tx, storedIds);
  const freed = await storedFilesNoLongerNeeded(tx, storedIds);
  const keys = [...freed.map((f) => f.storage_key), ...extraKeys];
  if (keys.length) {
    await deps.queue.enqueue(
      DELETE_STORED_KEYS_TASK,
      { keys },
      { tx, maxAttempts: DELETE_STORED_KEYS_MAX_ATTEMPTS },
    );
  }
  return { freed, keys };
}
