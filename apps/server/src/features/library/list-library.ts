import type { LibraryFile } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { ouIdsOnPath } from './library-access';
import { presentLibraryFile } from './present-library-file';
import { usableFiles } from './queries';

/** GET /library: the caller's files and those shared with them, by kind then name. */
export async function listLibrary(deps: Deps, session: SessionContext): Promise<LibraryFile[]> {
  const rows = await usableFiles(deps.db, session.userId, ouIdsOnPath(session));
  return rows.map((row) => presentLibraryFile(row, session));
}
