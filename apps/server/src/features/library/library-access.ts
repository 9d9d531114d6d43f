import { isSet } from '../../platform/db/util';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import type { LibraryFileRow } from './queries';

/** The ids of the OUs on the caller's path (`/root/child/` → root, child): where shared files reach the caller. */
export const ouIdsOnPath = (session: SessionContext): string[] => session.ouPath.split('/').filter(Boolean);

/** The caller may use (list, download) a file: theirs, or shared in their OU or an OU above it. */
export function mayUse(session: SessionContext, row: LibraryFileRow): boolean {
  return row.owner_id === session.userId || (isSet(row.shared) && session.ouPath.startsWith(row.ou_path));
}

/** The caller may delete a file: theirs, or one of an OU they administer (docs/administration.md "Settings"). */
export function mayDelete(session: SessionContext, row: LibraryFileRow): boolean {
  return row.owner_id === session.userId || mayAdminister(session, row.ou_path, 'adminOu', 'change');
}
