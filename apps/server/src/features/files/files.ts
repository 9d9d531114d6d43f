import type { Readable } from 'node:stream';
import type { StoredFile } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { FileMissingError } from '../../platform/files/file-store';
import { viewScope, type SessionContext } from '../../platform/policy';
import { presentStoredFile } from './present-stored-file';
import { latestVisibleStoredFiles, visibleStoredFile } from './queries';

/** GET /files: the latest files the caller may see, newest first. */
export async function listFiles(
  deps: Deps,
  session: SessionContext,
  maxResults: number,
): Promise<StoredFile[]> {
  return (await latestVisibleStoredFiles(deps.db, viewScope(session), maxResults)).map(presentStoredFile);
}

/** GET /files/{fileId}: the file's metadata and its bytes, if the caller may see it. */
export async function downloadFile(
  deps: Deps,
  session: SessionContext,
  fileId: string,
): Promise<{ file: StoredFile; body: Readable }> {
  const row = await visibleStoredFile(deps.db, viewScope(session), fileId);
  if (!row) throw errors.notFound('The file');
  try {
    return { file: presentStoredFile(row), body: await deps.files.get(row.storage_key) };
  } catch (err) {
    if (err instanceof FileMissingError) throw errors.notFound('The file content');
    throw err;
  }
}
