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
  delete(key: string): Promise<void>;
  readonly kind: 'local' | 's3';
}

export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under key ${key}.`);
  }
}
