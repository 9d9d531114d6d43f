import type { Deps } from '../../platform/deps';
import { deleteUnheldStoredFiles } from './queries';

/**
 * Forgets the files a refused request uploaded (a deposit refused after its files arrived): they are not listed in
 * `GET /files` afterwards nor kept in the store. A file a deposit holds is never touched. A store that fails to
 * delete is logged: the row is gone already, and retention sweeps keys no row names.
 */
export async function discardUploads(
  deps: Pick<Deps, 'db' | 'files' | 'log'>,
  fileIds: string[],
): Promise<void> {
  const keys = await deleteUnheldStoredFiles(deps.db, fileIds);
  for (const key of keys) {
    try {
      await deps.files.delete(key);
    } catch (err) {
      deps.log.warn({ err, key }, 'the upload of a refused request could not be deleted from the store');
    }
  }
}
