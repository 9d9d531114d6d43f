import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { exchangeSsoCode } from './exchange-code';
import { finishSsoSignIn } from './finish-sign-in';
import { saveSsoSettings, ssoSettings } from './sso-settings';
import { signInPageWith, SsoRefusal } from './sso-refusal';
import { ssoStatus, startSsoSignIn } from './start-sign-in';

/** A step of the browser's journey: a redirection, to the provider or back to the sign-in page with a reason. */
async function redirectOrRefusal(next: () => Promise<string>): Promise<string> {
  try {
    return await next();
  } catch (err) {
    if (err instanceof SsoRefusal) return signInPageWith(err.key);
    throw err;
  }
}

export async function ssoRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'sso.settings', async ({ params }) => ssoSettings(deps, params.brandingId));
  route(app, 'sso.save', async ({ session, params, body }) =>
    saveSsoSettings(deps, session, params.brandingId, body),
  );
  route(app, 'sso.status', async ({ request }) => ssoStatus(deps, request.hostname));
  route(
    app,
    'sso.start',
    async ({ request, query, reply }) =>
      reply.redirect(await redirectOrRefusal(() => startSsoSignIn(deps, request.hostname, query.from))),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
  route(app, 'sso.callback', async ({ request, reply }) => {
    const search = new URL(request.url, 'http://callback.invalid').searchParams;
    return reply.redirect(await redirectOrRefusal(() => finishSsoSignIn(deps, search)));
  });
  route(
    app,
    'sso.exchange',
    async ({ body, request }) =>
      exchangeSsoCode(deps, body.code, {
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
    { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
  );
}
