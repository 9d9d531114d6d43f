import type { BehalfUser, SavedService } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { isSet } from '../../platform/db/util';
import { canDo, visibleOuPathPrefix, type SessionContext } from '../../platform/policy';
import { enabledServicesOfProfile, presentService, userInSubtree } from '../services';
import { depositableUsers } from './queries';

/** GET /behalf/users: who the caller may deposit for (the same rule as a deposit's targetOwnerId). */
export async function listBehalfUsers(deps: Deps, session: SessionContext): Promise<BehalfUser[]> {
  if (!canDo(session, 'behalf')) throw errors.unauthorized();
  const rows = await depositableUsers(deps.db, visibleOuPathPrefix(session), session.userId);
  return rows.map((r) => ({
    id: r.id,
    login: r.login,
    firstName: r.first_name,
    lastName: r.last_name,
    ouId: r.ou_id,
  }));
}

/**
 * GET /behalf/users/{userId}/services: the services a deposit for that user may go to, which are that user's profile
 * services and not the caller's (docs/product.md §2 "that user's profile services are loaded and used"). An
 * unknown, hidden or disabled user is "not found" alike, so that ids do not leak.
 */
export async function behalfServices(
  deps: Deps,
  session: SessionContext,
  userId: string,
): Promise<SavedService[]> {
  if (!canDo(session, 'behalf')) throw errors.unauthorized();
  const target = await userInSubtree(deps.db, userId, visibleOuPathPrefix(session));
  if (!target || !isSet(target.enabled) || isSet(target.removed) || !target.profile_id)
    throw errors.notFound('The user');
  return (await enabledServicesOfProfile(deps.db, target.profile_id)).map(presentService);
}
