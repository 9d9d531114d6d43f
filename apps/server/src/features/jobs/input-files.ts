import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isSet } from '../../platform/db/util';
import { THUMBNAIL_WORK } from '../pdf';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { FileMissingError } from '../../platform/files/file-store';
import { viewScope, type SessionContext } from '../../platform/policy';
import { presentStoredFile } from '../files';
import { assertJobFilesKept } from './files-purged';
import {
  inputFilesOfJobs,
  jobsWithFilesPurged,
  visibleInputFile,
  visibleJobIds,
  type InputFileRow,
} from './queries';

/** Width of the list thumbnails, in pixels; the height follows the page. */
export const THUMBNAIL_WIDTH_PX = 120;

/** Where the thumbnail of a deposited file is kept, once rendered. */
export const thumbnailKey = (inputFileId: string, widthPx: number) =>
  `thumbnails/${inputFileId}-${widthPx}.png`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The stored bytes under a key, or null when the store has none. */
async function storedBytes(deps: Deps, key: string): Promise<Buffer | null> {
  try {
    return await readAll(await deps.files.get(key));
  } catch (err) {
    if (err instanceof FileMissingError) return null;
    throw err;
  }
}

/** The PNG of the first page of a deposited PDF: from the store, or rendered once and kept there. */
async function thumbnailOf(deps: Deps, file: InputFileRow, widthPx: number): Promise<Buffer | null> {
  const key = thumbnailKey(file.id, widthPx);
  const cached = await storedBytes(deps, key);
  if (cached) return cached;
  const pdf = await storedBytes(deps, file.storage_key);
  if (!pdf) return null;
  let png: Buffer;
  try {
    const bytes = new Uint8Array(pdf);
    png = Buffer.from(await deps.work.run(THUMBNAIL_WORK, { bytes, widthPx }, [bytes.buffer]));
  } catch (err) {
    // An unreadable or protected PDF has no thumbnail; the list shows its placeholder.
    deps.log.warn({ err, inputFileId: file.id }, 'thumbnail could not be rendered');
    return null;
  }
  const dir = path.join(deps.config.dataDir, 'tmp');
  await fs.mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, `thumbnail-${randomBytes(8).toString('hex')}.png`);
  try {
    await fs.writeFile(tempPath, png);
    await deps.files.putFile(key, tempPath, png.length, 'image/png');
  } finally {
    await fs.rm(tempPath, { force: true });
  }
  return png;
}

/**
 * GET /jobs/thumbnails: for each asked id, a PNG data URL of the first page of the job's main input PDF (its
 * first deposited PDF that is not an apposition), or null when the job has none or the caller may not see it.
 */
export async function jobThumbnails(
  deps: Deps,
  session: SessionContext,
  jobIds: string[],
  widthPx = THUMBNAIL_WIDTH_PX,
): Promise<Record<string, string | null>> {
  const unique = [...new Set(jobIds)];
  const visible = await visibleJobIds(deps.db, viewScope(session), unique);
  const files = await inputFilesOfJobs(deps.db, visible);
  // A job whose files were purged has no thumbnail, even when another job still keeps the same PDF.
  const purged = await jobsWithFilesPurged(deps.db, visible);
  const result: Record<string, string | null> = Object.fromEntries(unique.map((id) => [id, null]));
  for (const jobId of visible) {
    const main = files.find((f) => f.job_id === jobId && !isSet(f.apposition) && f.file_type === 'pdf');
    if (!main || purged.has(jobId)) continue;
    const png = await thumbnailOf(deps, main, widthPx);
    if (png) result[jobId] = `data:image/png;base64,${png.toString('base64')}`;
  }
  return result;
}

/** GET /jobs/inputFile/{inputFileId}: a deposited file's metadata and bytes, if the caller may see its job. */
export async function downloadInputFile(deps: Deps, session: SessionContext, inputFileId: string) {
  const row = await visibleInputFile(deps.db, viewScope(session), inputFileId);
  // Also for a file of a job the caller may not see: it does not learn that the file exists.
  if (!row) throw errors.notFound('The file');
  await assertJobFilesKept(deps.db, row.job_id);
  try {
    return { file: presentStoredFile(row), body: await deps.files.get(row.storage_key) };
  } catch (err) {
    if (err instanceof FileMissingError) throw errors.notFound('The file content');
    throw err;
  }
}
