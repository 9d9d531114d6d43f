import type fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileMissingError, type FileStore, type StoredObject } from './file-store';

/** Files under a folder of the data directory; a key `a/b` is the file `<root>/a/b`. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid file key: ${key}`);
    return full;
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Same file system: an atomic rename; otherwise copy then remove.
    try {
      await fsp.rename(localPath, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await fsp.copyFile(localPath, target);
      await fsp.rm(localPath, { force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    // Opened here, not when the stream first reads: a file gone meanwhile is a FileMissingError of this call, and a
    // stream given up unread (a refusal before reading) never fails later with no one listening.
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(key), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new FileMissingError(key);
      throw err;
    }
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    // Only the folder the prefix names is walked: `thumbnails/ab` reads `<root>/thumbnails` and below.
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    yield* this.walk(folder ? this.pathOf(folder) : path.resolve(this.root), prefix);
  }

  private async *walk(dir: string, prefix: string): AsyncGenerator<StoredObject> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const key = path.relative(path.resolve(this.root), full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(full, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const size = await fsp.stat(full).then(
          (s) => s.size,
          () => null, // deleted meanwhile
        );
        if (size !== null) yield { key, size };
      }
    }
  }
}
