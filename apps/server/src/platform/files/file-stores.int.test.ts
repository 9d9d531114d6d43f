import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3';
import { FileMissingError, type FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

// The two adapters of the FileStore port answer alike: the same keys listed by prefix, deletion idempotent.
for (const kind of ['local', 's3'] as const) {
  describe(`the ${kind} file store`, () => {
    let store: FileStore;
    let temp: string;
    let stop = async () => {};
    beforeAll(async () => {
      temp = await fs.mkdtemp(path.join(os.tmpdir(), 'postbridge-store-'));
      if (kind === 'local') {
        store = new LocalFileStore(path.join(temp, 'files'));
      } else {
        const s3 = await startS3Server('postbridge-store-test');
        const s3Store = new S3FileStore({
          endpoint: s3.env.S3_ENDPOINT!,
          region: 'us-east-1',
          bucket: s3.env.S3_BUCKET!,
          accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
          secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: true,
          // Keys are listed without the store's own prefix.
          prefix: 'tenant-a/',
        });
        store = s3Store;
        stop = async () => {
          s3Store.close();
          await s3.stop();
        };
      }
    });
    afterAll(async () => {
      await stop();
      await fs.rm(temp, { recursive: true, force: true });
    });

    const put = async (key: string, text: string) => {
      const file = path.join(temp, `put-${Math.random().toString(36).slice(2)}`);
      await fs.writeFile(file, text);
      await store.putFile(key, file, Buffer.byteLength(text), 'text/plain');
    };
    const listed = async (prefix: string) => {
      const found = [];
      for await (const o of store.list(prefix)) found.push(o);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    };

    it('lists the keys under a prefix with their sizes, deletes one, and a second delete does nothing', async () => {
      await put('thumbnails/a-120.png', 'aaa');
      await put('thumbnails/b-120.png', 'bbbbb');
      await put('thumbnails/nested/c.png', 'c');
      await put('thumbnailsX/other.png', 'x');
      await put('uploads/2026-11-20/d', 'dd');

      expect(await listed('thumbnails/')).toEqual([
        { key: 'thumbnails/a-120.png', size: 3 },
        { key: 'thumbnails/b-120.png', size: 5 },
        { key: 'thumbnails/nested/c.png', size: 1 },
      ]);
      expect(await listed('thumbnails/b-')).toEqual([{ key: 'thumbnails/b-120.png', size: 5 }]);
      expect(await listed('nothing/here/')).toEqual([]);

      await store.delete('thumbnails/a-120.png');
      await store.delete('thumbnails/a-120.png');
      await store.delete('never/stored');
      await expect(store.get('thumbnails/a-120.png')).rejects.toBeInstanceOf(FileMissingError);
      expect((await listed('thumbnails/')).map((o) => o.key)).toEqual([
        'thumbnails/b-120.png',
        'thumbnails/nested/c.png',
      ]);
      expect((await listed('')).map((o) => o.key)).toContain('uploads/2026-11-20/d');
    });
  });
}
