import {
  labelsFor,
  labelsResultSchema,
  LOCALES,
  localeQuerySchema,
  localesResultSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, type ApiApp } from '../../platform/http/api';

export async function i18nRoutes(app: ApiApp, _deps: Deps): Promise<void> {
  // Public: the sign-in page needs its labels before anyone signs in. Unknown locales get English.
  app.get('/i18n/labels_frontend1', {
    config: { public: true },
    schema: { tags: ['i18n'], querystring: localeQuerySchema, response: { 200: ok(labelsResultSchema) } },
    handler: async (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { result: { ...labelsFor(req.query.locale) } };
    },
  });

  app.get('/i18n/locales', {
    config: { public: true },
    schema: { tags: ['i18n'], querystring: localeQuerySchema, response: { 200: ok(localesResultSchema) } },
    handler: async () => ({ result: LOCALES.map((l) => ({ ...l })) }),
  });
}
