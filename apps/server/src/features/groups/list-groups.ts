import type { Group } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { adminOuPathPrefix, mayAdminister, type SessionContext } from '../../platform/policy';
import { presentGroups } from './present';
import { groupsIn, ouOf } from './queries';

/**
 * GET /groups: the groups of the OUs the caller administers (adminOu, or superAdminView which reads all), by OU
 * then code. With `ouId` (an OU the caller administers): the groups a user of that OU may join — those of the OU
 * and of its ancestors that the caller administers too.
 */
export async function listGroups(deps: Deps, session: SessionContext, ouId?: string): Promise<Group[]> {
  const prefix = adminOuPathPrefix(session, 'adminOu', 'read');
  if (prefix === false) throw errors.unauthorized();
  let ouIds: string[] | undefined;
  if (ouId !== undefined) {
    const ou = await ouOf(deps.db, ouId);
    if (!ou || !mayAdminister(session, ou.path, 'adminOu', 'read'))
      throw errors.notFound('The organisation unit');
    ouIds = ou.path.split('/').filter(Boolean);
  }
  return presentGroups(deps, await groupsIn(deps.db, { ouPathPrefix: prefix, ouIds }));
}
