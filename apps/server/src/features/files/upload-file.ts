import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sniffFileType } from '@postbridge/documents';
import type { StoredFile } from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { receiveToTempFile } from '../../platform/files/receive-file';
import { canDo, type SessionContext } from '../../platform/policy';
import { presentStoredFile } from './present-stored-file';
import { insertStoredFile, visibleStoredFile } from './queries';

/**
 * POST /files: streams one file to the store, recording its size, SHA-256 and the type its content says
 * (not its name). Nothing is kept when anything fails.
 */
export async function uploadFile(
  deps: Deps,
  session: SessionContext,
  input: { fileName: string; stream: Readable; truncated: () => boolean },
): Promise<StoredFile> {
  if (!canDo(session, 'createOrders')) throw errors.unauthorized();
  const received = await receiveToTempFile(input.stream, path.join(deps.config.dataDir, 'tmp'));
  try {
    // The multipart reader stops at the size limit and marks the stream truncated: refuse, keep nothing.
    if (input.truncated()) {
      const limit = Math.round(deps.config.maxUploadBytes / 1024 / 1024);
      throw new AppError(
        'payloadTooLarge',
        `The file is larger than the ${limit} MB allowed.`,
        'error.fileTooLarge',
        { limit },
      );
    }
    const sniffed = sniffFileType(received.head, input.fileName);
    const id = newId();
    const now = deps.clock.now();
    const storageKey = `uploads/${now.toISOString().slice(0, 10)}/${id}`;
    await deps.files.putFile(storageKey, received.tempPath, received.size, sniffed.mime);
    await insertStoredFile(deps.db, {
      id,
      ou_id: session.ouId,
      owner_id: session.userId,
      name: cleanFileName(input.fileName),
      size: received.size,
      sha256: received.sha256,
      content_type: sniffed.mime,
      file_type: sniffed.type,
      name_mismatch: sniffed.nameMismatch ? 1 : 0,
      storage_key: storageKey,
      created_at: now.toISOString(),
    });
    const row = await visibleStoredFile(deps.db, { all: true }, id);
    return presentStoredFile(row!);
  } finally {
    await fs.rm(received.tempPath, { force: true });
  }
}

/** The last path segment, without control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return (base || 'file').slice(0, 255);
}
