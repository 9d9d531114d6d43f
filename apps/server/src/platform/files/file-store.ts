import type { Readable } from 'node:stream';

/**
 * Where file bytes live (ARCHITECTURE.md "Persistence"): a local folder by default, any S3-compatible store
 * for scale. The database keeps only metadata and checksums. Keys are opaque, made by the caller.
 */
export interface FileStore {
  /** Stores the file at `localPath` (a finished temporary file) under `key`. */
  putFile(key: string, localPath: string, size: number, contentType: string): Promise<void>;
  /** The stored bytes as a stream; throws `FileMissingError` when the key has no file. */
  get(key: string): Promise<Readable>;
  /** Removes the file under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` (`thumbnails/` lists a folder), in no set order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  readonly kind: 'local' | 's3';
}

export type StoredObject = { key: string; size: number };

export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under key ${key}.`);
  }
}
