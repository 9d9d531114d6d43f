import type { ProfileDetail } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { presentProfile, readableProfile } from './profile-access';
import { countUsersOfProfile, serviceIdsOfProfile } from './queries';

/** GET /profiles/{profileId}: the profile, how many users hold it, and the ids of the services it links to. */
export async function getProfile(
  deps: Deps,
  session: SessionContext,
  profileId: string,
): Promise<ProfileDetail> {
  const row = await readableProfile(deps, session, profileId);
  return profileDetail(deps, row);
}

export async function profileDetail(
  deps: Deps,
  row: Parameters<typeof presentProfile>[0],
): Promise<ProfileDetail> {
  const [userCount, serviceIds] = await Promise.all([
    countUsersOfProfile(deps.db, row.id),
    serviceIdsOfProfile(deps.db, row.id),
  ]);
  return { ...presentProfile(row), userCount, serviceIds: serviceIds.sort() };
}
