import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { updateMyProfile } from './update-my-profile';

export async function myAccountRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'myAccount.update', async ({ session, body }) => updateMyProfile(deps, session, body));
}
