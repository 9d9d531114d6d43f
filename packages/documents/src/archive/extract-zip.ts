import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { DocumentError } from '../errors';
import { archiveError, openZip, readCentralDirectory, type ZipSource } from './inspect-zip';
import { DEFAULT_ZIP_LIMITS, type ZipEntryInfo, type ZipInspection, type ZipLimits } from './zip-limits';

/**
 * Receives one file entry. It may read `stream` to the end or leave it (the entry is then skipped); the next
 * entry is opened once the returned promise settles.
 */
export type ZipEntryHandler = (entry: ZipEntryInfo, stream: Readable) => Promise<void>;

/**
 * Inspects the archive (see `inspectZip`), then streams each file entry — directories are skipped — to
 * `onEntry`. The bytes are counted as they flow: an entry that inflates past its declared size (a lying header),
 * or falls short of it, fails the stream and the call with `archive.sizeMismatch`.
 */
export async function extractZipEntries(
  source: ZipSource,
  onEntry: ZipEntryHandler,
  limits: Partial<ZipLimits> = {},
): Promise<ZipInspection> {
  const all = { ...DEFAULT_ZIP_LIMITS, ...limits };
  const zip = await openZip(source);
  try {
    const { entries, totalUncompressedBytes } = await readCentralDirectory(zip, all);
    for (const { entry, info } of entries) {
      if (info.isDirectory) continue;
      let raw: Readable;
      try {
        raw = await zip.openReadStreamPromise(entry);
      } catch (error) {
        throw archiveError(
          'archive.invalid',
          `Cannot read entry "${info.name}": ${(error as Error).message}`,
          {
            name: info.name,
          },
        );
      }
      const counter = new ByteCounter(info);
      raw.on('error', (error) =>
        counter.destroy(
          (counter.violation ??= archiveError(
            'archive.invalid',
            `Cannot read entry "${info.name}": ${error.message}`,
            {
              name: info.name,
            },
          )),
        ),
      );
      // A handler that leaves the stream unread has no error listener; the violation is rethrown below instead.
      counter.on('error', () => undefined);
      counter.once('close', () => raw.destroy());
      raw.pipe(counter);
      try {
        await onEntry(info, counter);
      } finally {
        counter.destroy();
      }
      // A handler that swallowed the stream's error must not turn a bomb into a success.
      if (counter.violation) throw counter.violation;
    }
    return { entries: entries.map(({ info }) => info), totalUncompressedBytes };
  } finally {
    zip.close();
  }
}

/**
 * Holds an entry to its declared size. Since the declared sizes already passed `maxTotalBytes`, this also holds
 * the archive's real total to that limit.
 */
class ByteCounter extends Transform {
  violation: DocumentError | undefined;
  private count = 0;

  constructor(private readonly info: ZipEntryInfo) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.count += chunk.length;
    const { name, uncompressedSize } = this.info;
    if (this.count > uncompressedSize) {
      return done(this.fail(`Entry "${name}" holds more than the ${uncompressedSize} bytes it declares`));
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    const { name, uncompressedSize } = this.info;
    if (this.count < uncompressedSize) {
      return done(
        this.fail(`Entry "${name}" holds ${this.count} bytes, not the ${uncompressedSize} it declares`),
      );
    }
    done();
  }

  private fail(message: string): DocumentError {
    this.violation = archiveError('archive.sizeMismatch', message, {
      name: this.info.name,
      declared: this.info.uncompressedSize,
      actual: this.count,
    });
    return this.violation;
  }
}
