import type { Deps } from '../../platform/deps';
import { manifestKeyOf } from '../../platform/files/storage-keys';
import { DELETE_STORED_KEYS_MAX_ATTEMPTS, DELETE_STORED_KEYS_TASK } from './delete-stored-keys';
import { RETENTION_BATCH, RETENTION_MAX_BATCHES } from './old-jobs';
import { deleteUnreferencedStoredFiles } from './queries';

/**
 * A stored file no row references this long after it was stored is deleted: an upload (POST /files, or the
 * files of a deposit that was refused) that no deposit took, a service file replaced. The delay leaves a client
 * time to use an upload in a deposit.
 */
export const UNREFERENCED_FILE_HOURS = 24;

/**
 * Deletes the rows of unreferenced stored files (the foreign keys forbid deleting a referenced one) and, in the
 * same transaction, queues the deletion of their bytes. Answers how many files and bytes.
 */
export async function deleteUnreferencedFiles(
  deps: Pick<Deps, 'db' | 'queue'>,
  now: Date,
): Promise<{ files: number; bytes: number }> {
  const before = new Date(now.getTime() - UNREFERENCED_FILE_HOURS * 3_600_000).toISOString();
  const total = { files: 0, bytes: 0 };
  for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch++) {
    const deleted = await deps.db.transaction().execute(async (tx) => {
      const rows = await deleteUnreferencedStoredFiles(tx, before, RETENTION_BATCH);
      if (rows.length) {
        await deps.queue.enqueue(
          DELETE_STORED_KEYS_TASK,
          // A print output file has its manifest beside it, under its key + '.manifest.json' (sending feature).
          { keys: rows.flatMap((r) => [r.storage_key, manifestKeyOf(r.storage_key)]) },
          { tx, maxAttempts: DELETE_STORED_KEYS_MAX_ATTEMPTS },
        );
      }
      return rows;
    });
    total.files += deleted.length;
    total.bytes += deleted.reduce((sum, r) => sum + Number(r.size), 0);
    if (deleted.length < RETENTION_BATCH) break;
  }
  return total;
}
