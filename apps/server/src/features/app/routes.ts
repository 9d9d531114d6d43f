import {
  appConfigResultSchema,
  appVersionResultSchema,
  DEFAULT_LOCALE,
  LOCALES,
  SEARCH_RANGE_DEFAULT_DAYS,
  englishLabels,
} from '@postbridge/domain';
import { STANDARD_PDF_FONTS } from '@postbridge/documents';
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
