import type { SavedService } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { ouIdsOfPath, presentService, servicesOf } from '../services';
import { readableProfile } from './profile-access';

/**
 * GET /profiles/{profileId}/services: the services linked to the profile — enabled or not, removed ones left
 * out — among those its OU is offered (its own and its ancestors'), sorted by name.
 */
export async function getProfileServices(
  deps: Deps,
  session: SessionContext,
  profileId: string,
): Promise<SavedService[]> {
  const profile = await readableProfile(deps, session, profileId);
  const rows = await servicesOf(deps.db, {
    ouIds: ouIdsOfPath(profile.ou_path),
    profileId: profile.id,
    enabledOnly: false,
  });
  return rows.map(presentService);
}
