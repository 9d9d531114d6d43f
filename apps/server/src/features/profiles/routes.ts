import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { deleteProfile } from './delete-profile';
import { getProfile } from './get-profile';
import { getProfileServices } from './get-profile-services';
import { listOfferedServices } from './list-offered-services';
import { listProfiles } from './list-profiles';
import { listRoleTemplates } from './list-role-templates';
import { saveProfile } from './save-profile';
import { saveProfileServices } from './save-profile-services';
import { userPermissions } from './user-permissions';

export async function profileRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'profiles.list', async ({ session, query }) => listProfiles(deps, session, query.ouId));

  route(app, 'profiles.get', async ({ session, params }) => getProfile(deps, session, params.profileId));

  route(app, 'profiles.save', async ({ session, body }) => saveProfile(deps, session, body));

  route(app, 'profiles.delete', async ({ session, params }) =>
    deleteProfile(deps, session, params.profileId),
  );

  route(app, 'profiles.services', async ({ session, params }) =>
    getProfileServices(deps, session, params.profileId),
  );

  // The body is the list of service ids the profile links to (it replaces the links).
  route(app, 'profiles.saveServices', async ({ session, params, body }) =>
    saveProfileServices(deps, session, params.profileId, body),
  );

  route(app, 'profiles.offeredServices', async ({ session, query }) =>
    listOfferedServices(deps, session, query.ouId),
  );

  route(app, 'profiles.roleTemplates', async ({ session }) => listRoleTemplates(session));

  route(app, 'profiles.userPermissions', async ({ session, params }) =>
    userPermissions(deps, session, params.userId),
  );
}
