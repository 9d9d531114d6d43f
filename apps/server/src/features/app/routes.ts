import {
  appConfigResultSchema,
  appReadinessResultSchema,
  appVersionResultSchema,
  DEFAULT_LOCALE,
  LOCALES,
  SEARCH_RANGE_DEFAULT_DAYS,
  englishLabels,
} from '@postbridge/domain';
import { STANDARD_PDF_FONTS } from '@postbridge/documents';
import { databaseAnswers } from '../../platform/db/database';
import type { Deps } from '../../platform/deps';
import { ok, type ApiApp } from '../../platform/http/api';
import { latestClientVersion, readAppVersion } from './version';

export async function appRoutes(app: ApiApp, deps: Deps): Promise<void> {
  const version = readAppVersion();

  app.get('/app/version', {
    config: { public: true },
    schema: { tags: ['app'], response: { 200: ok(appVersionResultSchema) } },
    handler: async () => ({ result: version }),
  });

  // Readiness for a load balancer or a process manager: 503 while the database does not answer. Liveness is
  // GET /app/version (answers as long as the process does).
  app.get('/app/ready', {
    config: { public: true },
    schema: {
      tags: ['app'],
      response: { 200: ok(appReadinessResultSchema), 503: ok(appReadinessResultSchema) },
    },
    handler: async (_req, reply) => {
      const database = await databaseAnswers(deps.db);
      const work = deps.work.stats();
      reply.header('cache-control', 'no-store');
      if (!database) reply.code(503);
      return {
        result: { ready: database, database, workThreads: deps.work.threads, queuedWork: work.queued },
      };
    },
  });

  app.get('/app/config', {
    config: { public: true },
    schema: { tags: ['app'], response: { 200: ok(appConfigResultSchema) } },
    handler: async () => ({
      result: {
        applicationName: englishLabels['app.name'],
        latestClientVersion: latestClientVersion(deps.config.webDist),
        defaultLocale: DEFAULT_LOCALE,
        locales: LOCALES.map((l) => l.code),
        printerBasePath: '/printer',
        defaultSearchRangeDays: SEARCH_RANGE_DEFAULT_DAYS,
        availableFonts: [...STANDARD_PDF_FONTS],
        invoicingPlatformUrl: deps.config.invoicingUrl,
      },
    }),
  });
}
