import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { getProfileServices } from './get-profile-services';
import { listProfiles } from './list-profiles';
import { saveProfileServices } from './save-profile-services';

export async function profileRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'profiles.list', async ({ session, query }) => listProfiles(deps, session, query.ouId));

  route(app, 'profiles.services', async ({ session, params }) =>
    getProfileServices(deps, session, params.profileId),
  );

  // The body is the list of service ids the profile links to (it replaces the links).
  route(app, 'profiles.saveServices', async ({ session, params, body }) =>
    saveProfileServices(deps, session, params.profileId, body),
  );
}
