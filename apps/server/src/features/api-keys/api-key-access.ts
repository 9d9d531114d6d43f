import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { ouOfId } from './queries';

/**
 * The OU whose keys the caller reads or changes: an administrator of that OU or of one above it (adminOu),
 * a super administrator (superAdminView reads only). An OU the caller may not administer answers "not found",
 * as an unknown one does, so that ids do not leak.
 */
export async function administeredOu(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  action: 'read' | 'change',
): Promise<{ id: string; path: string }> {
  const ou = await ouOfId(deps.db, ouId);
  if (!ou || !mayAdminister(session, ou.path, 'adminOu', action)) throw errors.notFound('The account');
  return ou;
}
