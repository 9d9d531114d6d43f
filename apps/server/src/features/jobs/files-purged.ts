import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { jobsWithFilesPurged } from './queries';

/**
 * The answer to a download of a file of a job whose files were purged (docs/product.md §4 'files purged'):
 * -3, labelled.
 */
const filesPurgedError = () =>
  new AppError(
    'notFound',
    'The files of this job were deleted at the end of their retention period.',
    'error.filesPurged',
  );

/**
 * Refuses to serve a file of a job whose files were purged, even when the bytes are still stored because
 * another job or a service shares them: the job's own retention period is over.
 */
export async function assertJobFilesKept(db: Db, jobId: string): Promise<void> {
  if ((await jobsWithFilesPurged(db, [jobId])).size) throw filesPurgedError();
}
