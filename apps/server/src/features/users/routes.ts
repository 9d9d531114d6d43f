import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { changePassword } from './change-password';
import { savePreferences } from './save-preferences';

export async function userRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'users.changePassword', async ({ session, body }) => changePassword(deps, session, body));
  route(app, 'users.savePreferences', async ({ session, body }) => savePreferences(deps, session, body));
}
