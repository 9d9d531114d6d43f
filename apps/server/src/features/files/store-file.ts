import { sniffFileType } from '@postbridge/documents';
import { cleanDisplayName, type StoredFile } from '@postbridge/domain';
import type { Insertable } from 'kysely';
import type { StoredFileTable } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import type { ReceivedPart } from '../../platform/http/read-multipart';
import { presentStoredFile } from './present-stored-file';
import { insertStoredFile } from './queries';

/**
 * Moves a received file into the file store under `storageKey` and answers its `stored_file` row, with the
 * type read from the content (not the name), for the caller to insert (in its own transaction if it has one).
 */
export async function putReceivedFile(
  deps: Deps,
  owner: { ouId: string; userId: string },
  file: Pick<ReceivedPart, 'fileName' | 'received'>,
  storageKey: string,
): Promise<Insertable<StoredFileTable>> {
  const sniffed = sniffFileType(file.received.head, file.fileName);
  await deps.files.putFile(storageKey, file.received.tempPath, file.received.size, sniffed.mime);
  return {
    id: newId(),
    ou_id: owner.ouId,
    owner_id: owner.userId,
    name: cleanFileName(file.fileName),
    size: file.received.size,
    sha256: file.received.sha256,
    content_type: sniffed.mime,
    file_type: sniffed.type,
    name_mismatch: sniffed.nameMismatch ? 1 : 0,
    storage_key: storageKey,
    created_at: deps.clock.now().toISOString(),
  };
}

/** Stores an uploaded file of the caller (POST /files, deposits) and answers it as the API shows it. */
export async function storeReceivedFile(
  deps: Deps,
  owner: { ouId: string; userId: string },
  file: Pick<ReceivedPart, 'fileName' | 'received'>,
): Promise<StoredFile> {
  const id = newId();
  const key = `uploads/${deps.clock.now().toISOString().slice(0, 10)}/${id}`;
  const row = { ...(await putReceivedFile(deps, owner, file, key)), id };
  await insertStoredFile(deps.db, row);
  return presentStoredFile({ ...row, name_mismatch: row.name_mismatch ?? 0 });
}

/**
 * The last path segment, without control characters nor bidirectional overrides, at most 255 characters
 * (`cleanDisplayName`).
 */
export function cleanFileName(name: string): string {
  return cleanDisplayName(name.split(/[\\/]/).pop() ?? '') || 'file';
}
