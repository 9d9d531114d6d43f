import type { Deps } from '../../platform/deps';
import type { StoredObject } from '../../platform/files/file-store';
import { inputFilesKept } from './queries';

/** Where jobs/input-files.ts keeps rendered thumbnails: `thumbnails/<inputFileId>-<widthPx>.png` (thumbnailKey). */
const THUMBNAILS_PREFIX = 'thumbnails/';
const THUMBNAIL_KEY = /^thumbnails\/(.+)-\d+\.png$/;

/** The input file a thumbnail key was rendered for, or null for a key thumbnailKey does not make. */
export function inputFileIdOfThumbnail(key: string): string | null {
  return THUMBNAIL_KEY.exec(key)?.[1] ?? null;
}

/** Thumbnails in the file store, by the input file they were rendered for (other keys are left alone). */
export type ThumbnailsByInputFile = Map<string, StoredObject[]>;

export async function listThumbnails(deps: Pick<Deps, 'files'>): Promise<ThumbnailsByInputFile> {
  const found: ThumbnailsByInputFile = new Map();
  for await (const object of deps.files.list(THUMBNAILS_PREFIX)) {
    const inputFileId = inputFileIdOfThumbnail(object.key);
    if (inputFileId) found.set(inputFileId, [...(found.get(inputFileId) ?? []), object]);
  }
  return found;
}

/**
 * Deletes the listed thumbnails whose input file no longer exists or whose job's files were purged (one rendered
 * while its job was being purged), except the `alreadyGone` keys a purge of this run scheduled. Both conditions
 * are final, so two workers doing it together delete the same keys. Answers how many.
 */
export async function deleteOrphanThumbnails(
  deps: Pick<Deps, 'db' | 'files'>,
  thumbnails: ThumbnailsByInputFile,
  alreadyGone: ReadonlySet<string>,
): Promise<number> {
  const kept = await inputFilesKept(deps.db, [...thumbnails.keys()]);
  let deleted = 0;
  for (const [inputFileId, objects] of thumbnails) {
    if (kept.has(inputFileId)) continue;
    for (const { key } of objects) {
      if (alreadyGone.has(key)) continue;
      await deps.files.delete(key);
      deleted++;
    }
  }
  return deleted;
}
