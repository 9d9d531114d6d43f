import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  boxAcceptsFileType,
  DEFAULT_ZIP_LIMITS,
  extractZipEntries,
  sniffFileType,
  type SniffedFileType,
} from '@postbridge/documents';
import { compileFullMatch, UNLIMITED_MAX_ELEMENTS, type Box, type Service } from '@postbridge/domain';
import type { Insertable } from 'kysely';
import type { JobInputFileTable, JobTable, StoredFileTable } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { receiveToTempFile, type ReceivedFile } from '../../platform/files/receive-file';
import { putReceivedFile } from '../files';
import { extractedFilesOf, insertExtractedFiles, type InputFileRow } from './queries';

/** An archive inside an archive is opened this many levels deep (the deposited one being level 1), no deeper. */
const MAX_ARCHIVE_DEPTH = 3;

/** Raised when an archive's content cannot be given to the service's boxes; its key is shown to the depositor. */
export class ArchiveDispatchError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

type Extracted = { entryName: string; received: ReceivedFile; type: SniffedFileType; box: Box };

/**
 * docs/product.md §5 "zip goes to an archive box": each file of a deposited archive (nested archives opened
 * up to MAX_ARCHIVE_DEPTH) goes to a box of the service by its type read from the content — the boxes whose
 * parent is the archive box first, then the other document and data boxes — whose name pattern it matches and
 * which has room left. Each becomes an input file of its own (stored, downloadable, split and read like a
 * deposited one). Nothing is stored unless every entry found its box: an entry no box accepts fails the
 * deposit with `job.archiveEntryUnplaced`, naming it. The archive's entries are checked from its central
 * directory first (count, sizes, ratio, names: packages/documents). Idempotent: an archive already extracted
 * is not read again. Answers whether files were added.
 */
export async function expandArchives(
  deps: Deps,
  job: Pick<JobTable, 'id' | 'ou_id' | 'owner_id'>,
  service: Service,
  files: InputFileRow[],
): Promise<boolean> {
  let added = false;
  const archiveBoxes = service.boxes.filter((b) => b.boxType === 'box.ARCHIVE');
  for (const archiveBox of archiveBoxes) {
    for (const archive of files.filter((f) => f.box_name === archiveBox.name && !f.apposition)) {
      if ((await extractedFilesOf(deps.db, archive.id)).length) continue;
      const extracted: Extracted[] = [];
      const tempDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'postbridge-archive-'));
      try {
        const source = await receiveToTempFile(await deps.files.get(archive.storage_key), tempDir);
        const counts = new Map<string, number>();
        for (const f of files) counts.set(f.box_name, (counts.get(f.box_name) ?? 0) + 1);
        const unplaced: string[] = [];
        await readArchive(source.tempPath, '', 1, DEFAULT_ZIP_LIMITS.maxTotalBytes, tempDir, (entry) => {
          const box = boxFor(service, archiveBox, entry.entryName, entry.type, counts);
          if (!box) {
            unplaced.push(entry.entryName);
            return;
          }
          counts.set(box.name, (counts.get(box.name) ?? 0) + 1);
          extracted.push({ ...entry, box });
        });
        if (unplaced.length) {
          throw new ArchiveDispatchError(
            'job.archiveEntryUnplaced',
            `No box of the service accepts ${unplaced.map((n) => `"${n}"`).join(', ')} from archive ${archive.name}.`,
          );
        }
        const positions = new Map<string, number>();
        for (const f of files)
          positions.set(f.box_name, Math.max(positions.get(f.box_name) ?? -1, f.position));
        const rows: { stored: Insertable<StoredFileTable>; input: Insertable<JobInputFileTable> }[] = [];
        for (const entry of extracted) {
          const position = (positions.get(entry.box.name) ?? -1) + 1;
          positions.set(entry.box.name, position);
          const storageKey = `jobs/${job.id}/archives/${archive.id}/${rows.length}`;
          const stored = await putReceivedFile(
            deps,
            { ouId: job.ou_id, userId: job.owner_id },
            { fileName: path.posix.basename(entry.entryName), received: entry.received },
            storageKey,
          );
          rows.push({
            stored,
            input: {
              id: newId(),
              job_id: job.id,
              stored_file_id: stored.id!,
              box_name: entry.box.name,
              apposition: 0,
              position,
              source_input_file_id: archive.id,
              entry_name: entry.entryName,
            },
          });
        }
        await deps.db.transaction().execute(async (tx) => {
          // Another worker may have done it meanwhile: the first one's files stay.
          if ((await extractedFilesOf(tx, archive.id)).length) return;
          await insertExtractedFiles(tx, rows);
          added = true;
        });
      } finally {
        await fsp.rm(tempDir, { recursive: true, force: true });
      }
    }
  }
  return added;
}

/**
 * Streams the entries of the archive at `zipPath` to temporary files, opening nested archives while `depth`
 * allows; `budget` bounds the bytes of this archive and of all the archives it holds together.
 */
async function readArchive(
  zipPath: string,
  prefix: string,
  depth: number,
  budget: number,
  tempDir: string,
  onFile: (entry: { entryName: string; received: ReceivedFile; type: SniffedFileType }) => void,
): Promise<number> {
  let used = 0;
  const nested: { name: string; path: string }[] = [];
  await extractZipEntries(
    zipPath,
    async (entry, stream) => {
      const received = await receiveToTempFile(stream, tempDir);
      used += received.size;
      const entryName = `${prefix}${entry.name}`;
      const type = sniffFileType(received.head, entry.name).type;
      if (type === 'zip') nested.push({ name: entryName, path: received.tempPath });
      else onFile({ entryName, received, type });
    },
    { maxTotalBytes: budget },
  );
  for (const inner of nested) {
    if (depth + 1 > MAX_ARCHIVE_DEPTH) {
      throw new ArchiveDispatchError(
        'archive.tooDeep',
        `Archive "${inner.name}" is nested more than ${MAX_ARCHIVE_DEPTH} levels deep.`,
      );
    }
    used += await readArchive(inner.path, `${inner.name}/`, depth + 1, budget - used, tempDir, onFile);
    await fsp.rm(inner.path, { force: true });
  }
  return used;
}

/** The box an archive entry goes to, or undefined when none accepts it. */
function boxFor(
  service: Service,
  archiveBox: Box,
  entryName: string,
  type: SniffedFileType,
  counts: Map<string, number>,
): Box | undefined {
  const candidates = service.boxes.filter((b) => b.boxType !== 'box.ARCHIVE' && !b.appositions);
  const ordered = [
    ...candidates.filter((b) => b.parent === archiveBox.name),
    ...candidates.filter((b) => b.parent !== archiveBox.name),
  ];
  const baseName = path.posix.basename(entryName);
  return ordered.find((box) => {
    if (!boxAcceptsFileType(box.boxType, box.parserConfiguration?.kind, type)) return false;
    if (box.pattern !== null && !compileFullMatch(box.pattern)?.test(baseName)) return false;
    const room = box.maxElements === UNLIMITED_MAX_ELEMENTS || (counts.get(box.name) ?? 0) < box.maxElements;
    return room;
  });
}
