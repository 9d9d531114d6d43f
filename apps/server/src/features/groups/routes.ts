import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { deleteGroup } from './delete-group';
import { listAdministeredUsers } from './list-administered-users';
import { listGroups } from './list-groups';
import { saveGroup } from './save-group';

export async function groupRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'groups.list', async ({ session, query }) => listGroups(deps, session, query.ouId));

  route(app, 'groups.users', async ({ session, query }) => listAdministeredUsers(deps, session, query.ouId));

  route(app, 'groups.save', async ({ session, body }) => saveGroup(deps, session, body));

  route(app, 'groups.delete', async ({ session, params }) => deleteGroup(deps, session, params.groupId));
}
