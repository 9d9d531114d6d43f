import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How many leading bytes are kept to tell the file type from its content. */
const HEAD_BYTES = 4096;

export type ReceivedFile = { tempPath: string; size: number; sha256: string; head: Uint8Array };

/**
 * Streams an incoming file to a temporary file while computing its size, SHA-256 and first bytes, so an
 * upload of any size never sits in memory. The caller moves the temporary file into the store or removes it.
 */
export async function receiveToTempFile(source: Readable, tempDir = os.tmpdir()): Promise<ReceivedFile> {
  await fsp.mkdir(tempDir, { recursive: true });
  const tempPath = path.join(
    tempDir,
    `upload-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        headChunks.push(part);
        headLength += part.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, fs.createWriteStream(tempPath));
  } catch (err) {
    await fsp.rm(tempPath, { force: true });
    throw err;
  }
  return { tempPath, size, sha256: hash.digest('hex'), head: new Uint8Array(Buffer.concat(headChunks)) };
}
