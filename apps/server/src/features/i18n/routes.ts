import { LOCALES } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { exportOverrides } from './export-overrides';
import { importOverrides } from './import-overrides';
import { readCatalogue } from './read-catalogue';
import { matchesEtag, readLabels } from './read-labels';
import { saveTranslations } from './save-translations';

export async function i18nRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Public: the sign-in page needs its labels before anyone signs in. Unknown locales get English. Revalidated at
  // each load (no-cache + ETag) so that a label edited in System shows at the next reload, without a restart.
  route(app, 'i18n.labels', async ({ query, request, reply }) => {
    const { labels, etag } = await readLabels(deps, query.locale);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      // Node sends no body with a 304: the empty result only satisfies the handler's type.
      reply.code(304);
      return {};
    }
    return labels;
  });

  route(app, 'i18n.locales', async () => LOCALES.map((l) => ({ ...l })));

  route(app, 'i18n.catalogue', async () => readCatalogue(deps));

  route(app, 'i18n.saveTranslations', async ({ session, params, body }) =>
    saveTranslations(deps, session, params.key, body),
  );

  route(app, 'i18n.exportOverrides', async ({ reply }) => {
    const file = await exportOverrides(deps);
    // Its own type, so that clients do not read the file as an API envelope (as the service export does).
    return sendDownload(reply, {
      name: file.fileName,
      contentType: 'application/vnd.postbridge.labels+json; charset=utf-8',
      body: file.content,
    });
  });

  route(app, 'i18n.importOverrides', async ({ session, body }) => importOverrides(deps, session, body));
}
