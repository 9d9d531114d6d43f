import type { Readable } from 'node:stream';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { FileMissingError } from '../../platform/files/file-store';
import type { SessionContext } from '../../platform/policy';
import { serviceFileWithStorage } from './queries';
import { readableService } from './service-access';

/** GET /services/{serviceId}/file/{fileId}: a file attached to the service, to whoever may read the service. */
export async function downloadServiceFile(
  deps: Deps,
  session: SessionContext,
  serviceId: string,
  fileId: string,
): Promise<{ name: string; size: number; sha256: string; contentType: string; body: Readable }> {
  await readableService(deps, session, serviceId);
  const file = await serviceFileWithStorage(deps.db, serviceId, fileId);
  if (!file) throw errors.notFound('The service file');
  try {
    return {
      name: file.name,
      size: Number(file.size),
      sha256: file.sha256,
      contentType: file.content_type,
      body: await deps.files.get(file.storage_key),
    };
  } catch (err) {
    if (err instanceof FileMissingError) throw errors.notFound('The service file content');
    throw err;
  }
}
