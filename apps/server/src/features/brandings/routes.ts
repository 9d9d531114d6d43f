import type { Deps } from '../../platform/deps';
import { tokenOf, type ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { resolveSession } from '../auth';
import { deleteBranding } from './delete-branding';
import { listBrandings } from './list-brandings';
import { myBranding } from './my-branding';
import { allNews, newsFor, saveNews } from './news';
import { brandingSummaries } from './queries';
import { saveBranding } from './save-branding';
import { serveBrandingImage } from './serve-image';
import { uploadBrandingImage } from './upload-image';

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
  route(app, 'brandings.all', async () => listBrandings(deps));
  route(app, 'brandings.save', async ({ session, body }) => saveBranding(deps, session, body));
  route(app, 'brandings.delete', async ({ session, params }) =>
    deleteBranding(deps, session, params.brandingId),
  );
  route(app, 'brandings.uploadImage', async ({ session, request }) =>
    uploadBrandingImage(deps, session, request),
  );
  route(app, 'brandings.image', async ({ params, reply }) => serveBrandingImage(deps, reply, params.imageId));
  route(app, 'brandings.newsAll', async ({ params }) => allNews(deps, params.brandingId));
  route(app, 'brandings.saveNews', async ({ session, params, body }) =>
    saveNews(deps, session, params.brandingId, params.locale, body.text),
  );
  route(app, 'brandings.news', async ({ params, query }) => newsFor(deps, params.brandingName, query.locale));
}
