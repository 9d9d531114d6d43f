import type { Deps } from '../../platform/deps';
import { deleteOrphanThumbnails, listThumbnails } from './cached-thumbnails';
import { deleteUnusedBrandingImages } from '../brandings';
import { deleteOldEvents } from '../events';
import { DELETE_STORED_KEYS_MAX_ATTEMPTS, DELETE_STORED_KEYS_TASK } from './delete-stored-keys';
import { deleteUnreferencedFiles } from './delete-unreferenced-files';
import { eraseOldJobData } from './erase-job-data';
import { freezeOldJobs } from './freeze-old-jobs';
import { purgeOldJobFiles } from './purge-job-files';
import { deleteOldWebhookEvents } from './webhook-history';
import { defineTask, noPayload } from '../../platform/queue/queue';

export const RETENTION_TASK = defineTask('housekeeping.apply-retention', noPayload);
/** Delays are whole days: an hourly run applies one within the hour it expires. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

type RetentionSummary = {
  jobsFrozen: number;
  jobsFilesPurged: number;
  jobsDataErased: number;
  /** Stored files and bytes given up by the purged jobs (their deletion is queued). */
  purgedFiles: number;
  purgedBytes: number;
  unreferencedFiles: number;
  unreferencedBytes: number;
  /** Uploaded white-label images no white label uses a day later (brandings/unused-images.ts). */
  unusedBrandingImages: number;
  orphanThumbnails: number;
  /** Finished webhook deliveries deleted with their attempts (KEEP_WEBHOOK_DAYS). */
  webhookEventsDeleted: number;
  /** Events of the event log older than KEEP_EVENTS_DAYS, deleted (features/events). */
  eventsDeleted: number;
};

/**
 * The retention task (docs/domain-decisions.md "Retention"): each OU's delays applied to its jobs by creation
 * date — freeze, then files, then personal data; 0 days means that step never happens for the OU — then stored
 * files nothing references and thumbnails nothing uses are deleted, then the webhook history past
 * KEEP_WEBHOOK_DAYS, then the event log past KEEP_EVENTS_DAYS. Idempotent and safe on two workers at once:
 * every change is conditional and a file is deleted only after its row's change committed.
 */
export async function applyRetention(
  deps: Pick<Deps, 'db' | 'clock' | 'queue' | 'files' | 'log' | 'config'>,
): Promise<RetentionSummary> {
  const now = deps.clock.now();
  // Listed first: a thumbnail rendered during the run is not deleted by it (the next run sees it).
  const thumbnails = await listThumbnails(deps);
  const jobsFrozen = await freezeOldJobs(deps, now);
  const purged = await purgeOldJobFiles(deps, now, thumbnails);
  const jobsDataErased = await eraseOldJobData(deps, now);
  const unreferenced = await deleteUnreferencedFiles(deps, now);
  const brandingImages = await deleteUnusedBrandingImages(deps, now, (tx, keys) =>
    deps.queue
      .enqueue(DELETE_STORED_KEYS_TASK, { keys }, { tx, maxAttempts: DELETE_STORED_KEYS_MAX_ATTEMPTS })
      .then(() => undefined),
  );
  const orphanThumbnails = await deleteOrphanThumbnails(deps, thumbnails, purged.scheduledKeys);
  const webhookEventsDeleted = await deleteOldWebhookEvents(deps, now);
  const eventsDeleted = await deleteOldEvents(deps, now);
  const summary: RetentionSummary = {
    jobsFrozen,
    jobsFilesPurged: purged.jobs,
    jobsDataErased,
    purgedFiles: purged.files,
    purgedBytes: purged.bytes,
    unreferencedFiles: unreferenced.files,
    unreferencedBytes: unreferenced.bytes,
    unusedBrandingImages: brandingImages.images,
    orphanThumbnails,
    webhookEventsDeleted,
    eventsDeleted,
  };
  deps.log.info(summary, 'retention applied');
  return summary;
}
