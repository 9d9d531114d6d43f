import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { DocumentError } from '../errors';
import { collisionKey, unsafeNameReason } from './entry-name';
import {
  DEFAULT_ZIP_LIMITS,
  type ArchiveErrorCode,
  type ZipEntryInfo,
  type ZipInspection,
  type ZipLimits,
} from './zip-limits';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export type ZipSource = string | Uint8Array;

/**
 * Checks a ZIP from its central directory alone, before a single byte is extracted: entry count, declared
 * total size, compression ratio, names, symlinks, encryption, duplicates. Throws `DocumentError('archive.…')`
 * naming the entry. The declared sizes may lie; `extractZipEntries` counts the real bytes.
 */
export async function inspectZip(source: ZipSource, limits: Partial<ZipLimits> = {}): Promise<ZipInspection> {
  const zip = await openZip(source);
  try {
    const { entries, totalUncompressedBytes } = await readCentralDirectory(zip, {
      ...DEFAULT_ZIP_LIMITS,
      ...limits,
    });
    return { entries: entries.map(({ info }) => info), totalUncompressedBytes };
  } finally {
    zip.close();
  }
}

export async function openZip(source: ZipSource): Promise<ZipFile> {
  // Names are decoded here, not by yauzl: it would rewrite backslashes and reject bad names with bare Errors.
  const options = { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false };
  try {
    return typeof source === 'string'
      ? await yauzl.openPromise(source, options)
      : await yauzl.fromBufferPromise(
          Buffer.from(source.buffer, source.byteOffset, source.byteLength),
          options,
        );
  } catch (error) {
    throw new DocumentError('archive.invalid', `Not a readable ZIP archive: ${(error as Error).message}`, {});
  }
}

interface CheckedEntry {
  entry: Entry;
  info: ZipEntryInfo;
}

export async function readCentralDirectory(
  zip: ZipFile,
  limits: ZipLimits,
): Promise<{ entries: CheckedEntry[]; totalUncompressedBytes: number }> {
  // The end-of-central-directory record gives the count up front: refuse before reading any entry.
  if (zip.entryCount > limits.maxEntries) {
    throw archiveError(
      'archive.tooManyEntries',
      `The archive holds ${zip.entryCount} entries (at most ${limits.maxEntries})`,
      {
        count: zip.entryCount,
        limit: limits.maxEntries,
      },
    );
  }
  const entries: CheckedEntry[] = [];
  const seen = new Map<string, string>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const info = check(entry, limits, seen);
      total += info.uncompressedSize;
      if (total > limits.maxTotalBytes) {
        throw archiveError(
          'archive.tooLarge',
          `The archive expands to more than ${limits.maxTotalBytes} bytes`,
          {
            name: info.name,
            limit: limits.maxTotalBytes,
          },
        );
      }
      entries.push({ entry, info });
    }
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError('archive.invalid', `Damaged ZIP archive: ${(error as Error).message}`, {});
  }
  return { entries, totalUncompressedBytes: total };
}

function check(entry: Entry, limits: ZipLimits, seen: Map<string, string>): ZipEntryInfo {
  // Same precedence as yauzl: the Info-ZIP Unicode path field, then the UTF-8 flag, else CP437.
  const name = yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    entry.extraFields,
    true,
  );
  const unsafe = unsafeNameReason(name);
  if (unsafe) throw archiveError(unsafe, `Unsafe entry name "${name}"`, { name });
  const key = collisionKey(name);
  const previous = seen.get(key);
  if (previous !== undefined) {
    throw archiveError('archive.duplicateName', `Entry "${name}" has the same name as "${previous}"`, {
      name,
      previous,
    });
  }
  seen.set(key, name);
  // Unix hosts keep the file mode in the upper 16 bits of the external attributes.
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
    throw archiveError('archive.symlink', `Entry "${name}" is a symbolic link`, { name });
  }
  if (entry.isEncrypted()) throw archiveError('archive.encrypted', `Entry "${name}" is encrypted`, { name });
  const isDirectory = name.endsWith('/');
  if (!isDirectory && !entry.canDecodeFileData()) {
    throw archiveError(
      'archive.unsupportedCompression',
      `Entry "${name}" uses compression method ${entry.compressionMethod}`,
      {
        name,
        method: entry.compressionMethod,
      },
    );
  }
  const { compressedSize, uncompressedSize } = entry;
  if (uncompressedSize >= limits.ratioMinBytes && uncompressedSize > compressedSize * limits.maxRatio) {
    const ratio = compressedSize === 0 ? Infinity : Math.round(uncompressedSize / compressedSize);
    throw archiveError(
      'archive.compressionRatio',
      `Entry "${name}" expands ${ratio} times (at most ${limits.maxRatio})`,
      {
        name,
        ratio,
        limit: limits.maxRatio,
      },
    );
  }
  return { name, isDirectory, compressedSize, uncompressedSize };
}

export function archiveError(
  code: ArchiveErrorCode,
  message: string,
  details: Record<string, unknown>,
): DocumentError {
  return new DocumentError(code, message, details);
}
