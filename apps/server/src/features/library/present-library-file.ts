import type { LibraryFile, LibraryFileKind } from '@postbridge/domain';
import { isSet, toCount } from '../../platform/db/util';
import type { SessionContext } from '../../platform/policy';
import { mayDelete } from './library-access';
import type { LibraryFileRow } from './queries';

export function presentLibraryFile(row: LibraryFileRow, session: SessionContext): LibraryFile {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as LibraryFileKind,
    shared: isSet(row.shared),
    size: toCount(row.size),
    ownerLogin: row.owner_login,
    deletable: mayDelete(session, row),
    createdAt: row.created_at,
  };
}
