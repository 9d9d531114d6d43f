/** Bounds an archive must stay within before anything in it is extracted. */
export interface ZipLimits {
  maxEntries: number;
  /** Sum of the uncompressed sizes, declared (checked first) and actual (counted while extracting). */
  maxTotalBytes: number;
  /** Uncompressed / compressed size of one entry; above it the entry is treated as a zip bomb. */
  maxRatio: number;
  /**
   * Entries smaller than this escape the ratio check: a few kilobytes of blank lines compress 200:1 and are
   * harmless; a bomb has to be large to hurt, and the total limit bounds it anyway.
   */
  ratioMinBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 2 * 1024 ** 3,
  maxRatio: 100,
  ratioMinBytes: 1024 ** 2,
};

export type ArchiveErrorCode =
  | 'archive.invalid'
  | 'archive.tooManyEntries'
  | 'archive.tooLarge'
  | 'archive.compressionRatio'
  | 'archive.pathTraversal'
  | 'archive.absolutePath'
  | 'archive.backslash'
  | 'archive.invalidName'
  | 'archive.duplicateName'
  | 'archive.symlink'
  | 'archive.encrypted'
  | 'archive.unsupportedCompression'
  | 'archive.sizeMismatch';

/** What the central directory says about one entry. */
export interface ZipEntryInfo {
  /** Path inside the archive with `/` separators; directories end with `/`. */
  name: string;
  isDirectory: boolean;
  compressedSize: number;
  uncompressedSize: number;
}

export interface ZipInspection {
  entries: ZipEntryInfo[];
  /** Declared; extraction enforces the actual count. */
  totalUncompressedBytes: number;
}
