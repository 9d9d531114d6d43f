import type { Readable } from 'node:stream';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { FileMissingError } from '../../platform/files/file-store';
import type { Download } from '../../platform/http/send-download';
import type { SessionContext } from '../../platform/policy';
import { mayUse } from './library-access';
import { libraryFileById } from './queries';

/** GET /library/{id}: the bytes of a file the caller may use; any other is "not found" (nothing is revealed). */
export async function downloadLibraryFile(
  deps: Deps,
  session: SessionContext,
  id: string,
): Promise<Download & { body: Readable }> {
  const row = await libraryFileById(deps.db, id);
  if (!row || !mayUse(session, row)) throw errors.notFound('The library file');
  try {
    const body = await deps.files.get(row.storage_key);
    return {
      name: row.name,
      contentType: 'application/pdf',
      body,
      size: Number(row.size),
      sha256: row.sha256,
    };
  } catch (err) {
    if (err instanceof FileMissingError) throw errors.notFound('The file content');
    throw err;
  }
}
