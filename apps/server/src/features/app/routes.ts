import { DEFAULT_LOCALE, LOCALES, SEARCH_RANGE_DEFAULT_DAYS, englishLabels } from '@postbridge/domain';
import { STANDARD_PDF_FONTS } from '@postbridge/documents';
import { databaseAnswers } from '../../platform/db/database';
import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { latestClientVersion, readAppVersion } from './version';

export async function appRoutes(app: ApiApp, deps: Deps): Promise<void> {
  const version = readAppVersion();

  route(app, 'app.version', async () => version);

  // Readiness for a load balancer or a process manager: 503 while the database does not answer. Liveness is
  // GET /app/version (answers as long as the process does).
  route(
    app,
    'app.ready',
    async ({ reply }) => {
      const database = await databaseAnswers(deps.db);
      const work = deps.work.stats();
      reply.header('cache-control', 'no-store');
      if (!database) reply.code(503);
      return { ready: database, database, workThreads: deps.work.threads, queuedWork: work.queued };
    },
    { alsoAnswers: [503] },
  );

  route(app, 'app.config', async () => ({
    applicationName: englishLabels['app.name'],
    latestClientVersion: latestClientVersion(deps.config.webDist),
    defaultLocale: DEFAULT_LOCALE,
    locales: LOCALES.map((l) => l.code),
    printerBasePath: '/printer',
    defaultSearchRangeDays: SEARCH_RANGE_DEFAULT_DAYS,
    availableFonts: [...STANDARD_PDF_FONTS],
    invoicingPlatformUrl: deps.config.invoicingUrl,
  }));
}
