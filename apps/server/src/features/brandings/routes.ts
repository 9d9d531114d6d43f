import { brandingSchema } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, tokenOf, type ApiApp } from '../../platform/http/api';
import { resolveSession } from '../auth/resolve-session';
import { myBranding } from './my-branding';

export async function brandingRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Public: the sign-in page is already white-labelled; a valid token narrows it to the user's OU.
  app.get('/brandings/my', {
    config: { public: true },
    schema: { tags: ['brandings'], response: { 200: ok(brandingSchema) } },
    handler: async (req) => {
      const token = tokenOf(req);
      const session = token
        ? await resolveSession(deps, token).then(
            (s) => s.session,
            () => null,
          )
        : null;
      return { result: await myBranding(deps, session, req.hostname) };
    },
  });
}
