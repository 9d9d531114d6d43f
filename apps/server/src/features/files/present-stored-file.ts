import type { StoredFile } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { StoredFileTable } from '../../platform/db/schema';
import { isSet } from '../../platform/db/util';

export function presentStoredFile(row: Selectable<StoredFileTable>): StoredFile {
  return {
    fileId: row.id,
    name: row.name,
    size: Number(row.size),
    sha256: row.sha256,
    contentType: row.content_type,
    fileType: row.file_type,
    nameMismatch: isSet(row.name_mismatch),
    ownerId: row.owner_id,
    creationDate: row.created_at,
  };
}
