import type { Profile } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canSeeOu, type SessionContext } from '../../platform/policy';
import { ouById, ouIdsOfPath } from '../services';
import { canReadProfiles, presentProfile } from './profile-access';
import { profilesOfOus } from './queries';

/**
 * GET /profiles?ouId=: the profiles a user of the OU may hold — its own and its ancestors' — the caller's OU by
 * default, sorted by name (rules in profile-access.ts).
 */
export async function listProfiles(deps: Deps, session: SessionContext, ouId?: string): Promise<Profile[]> {
  if (!canReadProfiles(session)) throw errors.unauthorized();
  const ou = await ouById(deps.db, ouId ?? session.ouId);
  if (!ou || !canSeeOu(session, ou.path)) throw errors.notFound('The organisation unit');
  return (await profilesOfOus(deps.db, ouIdsOfPath(ou.path))).map(presentProfile);
}
