import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { deleteOwnEntry } from './queries';

/** DELETE /addressBook/{entryId}: one of the caller's entries; another user's is "not found". */
export async function deleteEntry(deps: Deps, session: SessionContext, entryId: string): Promise<true> {
  if (!(await deleteOwnEntry(deps.db, session.userId, entryId))) throw errors.notFound('The address');
  return true;
}
