import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { endSession, endUserSessions } from './end-session';
import { listSessions } from './list-sessions';
import { readSecuritySettings } from './read-security-settings';
import { saveSecuritySettings } from './save-security-settings';

/** System > Security (issue 15): instance-wide settings and the active sessions an administrator can end. */
export async function systemSecurityRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'systemSecurity.get', async () => readSecuritySettings(deps));
  route(app, 'systemSecurity.save', async ({ session, body }) => saveSecuritySettings(deps, session, body));
  route(app, 'systemSecurity.sessions', async ({ session, query }) => listSessions(deps, session, query));
  route(app, 'systemSecurity.endSession', async ({ session, params }) =>
    endSession(deps, session, params.sessionId),
  );
  route(app, 'systemSecurity.endUserSessions', async ({ session, body }) =>
    endUserSessions(deps, session, body.userId),
  );
}
