import { labelsFor, LOCALES } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';

export async function i18nRoutes(app: ApiApp, _deps: Deps): Promise<void> {
  // Public: the sign-in page needs its labels before anyone signs in. Unknown locales get English.
  route(app, 'i18n.labels', async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return { ...labelsFor(query.locale) };
  });

  route(app, 'i18n.locales', async () => LOCALES.map((l) => ({ ...l })));
}
