import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { FileMissingError, type FileStore, type StoredObject } from './file-store';

type S3Options = {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  prefix: string;
};

/** Any S3-compatible object store (AWS S3, MinIO, Ceph, Garage…). */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly o: S3Options) {
    this.client = new S3Client({
      region: o.region,
      forcePathStyle: o.forcePathStyle,
      // The SDK's default streaming checksums (aws-chunked bodies with trailers) are not understood by many
      // S3-compatible stores; checksums are sent only where the API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
      ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    });
  }

  private keyOf(key: string): string {
    return `${this.o.prefix}${key}`;
  }

  async putFile(key: string, localPath: string, size: number, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.o.bucket,
        Key: this.keyOf(key),
        Body: fs.createReadStream(localPath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
    await fs.promises.rm(localPath, { force: true });
  }

  async get(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.o.bucket, Key: this.keyOf(key) }),
      );
      return out.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
        throw new FileMissingError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: this.keyOf(key) }));
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.o.bucket,
          Prefix: this.keyOf(prefix),
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key) yield { key: o.Key.slice(this.o.prefix.length), size: o.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
