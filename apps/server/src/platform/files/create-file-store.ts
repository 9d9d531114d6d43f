import type { Config } from '../config';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

export function createFileStore(config: Config['fileStore']): FileStore {
  return config.kind === 'local' ? new LocalFileStore(config.root) : new S3FileStore(config);
}
