import fs from 'node:fs/promises';
import { DocumentError, sniffFileType } from '@postbridge/documents';
import { libraryUploadFieldsSchema, type LabelKey, type LibraryFile } from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { MultipartBody } from '../../platform/http/read-multipart';
import type { SessionContext } from '../../platform/policy';
import { cleanFileName } from '../files';
import { THUMBNAIL_WORK } from '../pdf';
import { presentLibraryFile } from './present-library-file';
import { insertLibraryFile, libraryFileById } from './queries';

/** A library file is a page or a few reused in letters: 20 MB is far above any letterhead or apposition. */
const MAX_LIBRARY_FILE_BYTES = 20 * 1024 * 1024;

const refuseFile = (labelId: LabelKey, why: string, params?: Record<string, string | number>) =>
  new AppError('badRequest', `body.file: ${why}`, labelId, params, 'body.file');

/**
 * POST /library: one PDF, checked by its content (not its name): it must be a PDF that opens — not encrypted nor
 * damaged (its first page is drawn in the work pool, which proves it) — of at most 20 MB. `kind` says what it is
 * for; `shared` = true shares it with everyone of the caller's OU and the OUs below it.
 */
export async function addLibraryFile(
  deps: Deps,
  session: SessionContext,
  body: MultipartBody,
): Promise<LibraryFile> {
  const [file, ...more] = body.files;
  if (!file || more.length) throw errors.badRequest('body.file', 'exactly one file is required');
  const fields = libraryUploadFieldsSchema.safeParse(Object.fromEntries(body.fields));
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw errors.badRequest(`body.${issue.path.map(String).join('.')}`, issue.message);
  }
  if (file.received.size > MAX_LIBRARY_FILE_BYTES) {
    throw refuseFile('settings.library.tooLarge', 'larger than 20 MB', { limit: 20 });
  }
  if (sniffFileType(file.received.head, file.fileName).type !== 'pdf') {
    throw refuseFile('settings.library.notPdf', 'not a PDF');
  }
  const bytes = new Uint8Array(await fs.readFile(file.received.tempPath));
  try {
    await deps.work.run(THUMBNAIL_WORK, { bytes, widthPx: 32 }, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    if (err instanceof DocumentError) throw refuseFile(`issue.${err.code}` as LabelKey, err.message);
    throw err;
  }
  const id = newId();
  const storageKey = `library/${session.ouId}/${id}`;
  await deps.files.putFile(storageKey, file.received.tempPath, file.received.size, 'application/pdf');
  await insertLibraryFile(deps.db, {
    id,
    ou_id: session.ouId,
    owner_id: session.userId,
    name: cleanFileName(file.fileName),
    kind: fields.data.kind,
    shared: fields.data.shared === 'true' ? 1 : 0,
    size: file.received.size,
    sha256: file.received.sha256,
    storage_key: storageKey,
    created_at: deps.clock.now().toISOString(),
  });
  return presentLibraryFile((await libraryFileById(deps.db, id))!, session);
}
