import type { Deps } from '../../platform/deps';
import { tokenOf, type ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { resolveSession } from '../auth';
import { myBranding } from './my-branding';
import { brandingSummaries } from './queries';

export async function brandingRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Public: the sign-in page is already white-labelled; a valid token narrows it to the user's OU.
  route(app, 'brandings.my', async ({ request }) => {
    const token = tokenOf(request);
    const session = token
      ? await resolveSession(deps, token).then(
          (s) => s.session,
          () => null,
        )
      : null;
    return myBranding(deps, session, request.hostname);
  });
  route(app, 'brandings.list', async () => brandingSummaries(deps.db));
}
