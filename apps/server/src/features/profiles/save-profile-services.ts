import type { SavedService } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import {
  canAdminServices,
  canWriteInOu,
  linkServiceToProfiles,
  ouIdsOfPath,
  readableService,
} from '../services';
import { getProfileServices } from './get-profile-services';
import { readableProfile } from './profile-access';
import { serviceIdsOfProfile, unlinkServicesOfProfile } from './queries';

/**
 * POST /profiles/{profileId}/services: the profile links to exactly these services from now on
 * (docs/product.md §7 "profile services … POST"; the body lists their ids). Needs adminService and a profile
 * of the caller's writable subtree. Each service must be one the caller may read, offered to the profile's OU
 * (its own or an ancestor's: a profile cannot reach services its users are not offered); else -2 naming
 * `body[i]`. History 'services' on the profile, with what was added and removed. Answers the linked services.
 */
export async function saveProfileServices(
  deps: Deps,
  session: SessionContext,
  profileId: string,
  serviceIds: readonly string[],
): Promise<SavedService[]> {
  if (!canAdminServices(session)) throw errors.unauthorized();
  const profile = await readableProfile(deps, session, profileId);
  if (!canWriteInOu(session, profile.ou_path)) throw errors.unauthorized();
  const offered = ouIdsOfPath(profile.ou_path);
  const wanted = [...new Set(serviceIds)];
  for (const [i, serviceId] of serviceIds.entries()) {
    const row = await readableService(deps, session, serviceId).catch((err: unknown) => {
      if (err instanceof AppError && err.kind === 'notFound')
        throw errors.badRequest(`body[${i}]`, `no service ${serviceId} can be linked`);
      throw err;
    });
    if (!offered.includes(row.ou_id))
      throw errors.badRequest(
        `body[${i}]`,
        `the service "${row.name}" is not offered to the profile's organisation unit`,
      );
  }
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const before = await serviceIdsOfProfile(tx, profile.id);
    await unlinkServicesOfProfile(tx, profile.id);
    for (const serviceId of wanted) await linkServiceToProfiles(tx, serviceId, [profile.id]);
    await appendHistory(tx, {
      entityType: 'profile',
      entityId: profile.id,
      ouId: profile.ou_id,
      action: 'services',
      login: session.login,
      at,
      details: {
        added: wanted.filter((id) => !before.includes(id)),
        removed: before.filter((id) => !wanted.includes(id)),
      },
    });
  });
  return getProfileServices(deps, session, profile.id);
}
