import { FileMissingError, type FileStore } from '../platform/files/file-store';

/** Whether the file store still holds `key`, read as a download would (the stream opened, then dropped). */
export const isStored = (files: FileStore, key: string): Promise<boolean> =>
  files.get(key).then(
    (stream) => {
      // The stream opens its file after this answer; a test may delete the file first (ENOENT is no failure).
      stream.on('error', () => {});
      stream.destroy();
      return true;
    },
    (err: unknown) => {
      if (err instanceof FileMissingError) return false;
      throw err;
    },
  );
