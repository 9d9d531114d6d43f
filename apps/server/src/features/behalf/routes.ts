import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { behalfServices, listBehalfUsers } from './behalf';

export async function behalfRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'behalf.users', async ({ session }) => listBehalfUsers(deps, session));
  route(app, 'behalf.services', async ({ session, params }) => behalfServices(deps, session, params.userId));
}
