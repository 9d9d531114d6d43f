import type { Deps } from '../../platform/deps';
import { tokenOf, type ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { authenticate } from './authenticate';
import { changeLostPassword } from './change-lost-password';
import { LoginLimiter } from './login-limiter';
import { logout } from './logout';
import { presentSessionUser } from './present-session-user';
import { resolveSession } from './resolve-session';
import { keptProfileServices } from './session-cache';
import { sessionServices } from '../services';
import { triggerLostPassword } from './trigger-lost-password';
import { loginLimits } from '../system-security';

export async function authRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // The limits of System > Security (defaults: the configuration), read again as they change.
  const limiter = new LoginLimiter(deps.db, () => loginLimits(deps));

  route(app, 'auth.authenticate', async ({ body, request }) =>
    authenticate(deps, limiter, {
      login: body.login,
      password: body.password,
      remoteAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    }),
  );

  // Public: the token is read here, so that a missing or expired one answers -12 from resolveSession.
  route(app, 'auth.check', async ({ request }) => {
    const { account, expiresAt, signInMethod, generation } = await resolveSession(deps, tokenOf(request));
    // Kept a moment per profile, under the session generation (a service or profile change bumps it).
    const services = account.profile_id
      ? await keptProfileServices(deps.db, account.profile_id, generation, () =>
          sessionServices(deps.db, account.profile_id),
        )
      : [];
    return { user: presentSessionUser(account, deps.clock.now(), services, signInMethod), expiresAt };
  });

  route(app, 'auth.logout', async ({ session }) => logout(deps, session));

  route(
    app,
    'auth.triggerLostPassword',
    async ({ body }) => triggerLostPassword(deps, body.userEMailAddress),
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
  );

  route(app, 'auth.changeLostPassword', async ({ body }) => changeLostPassword(deps, body), {
    config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
  });
}
