import { SIGNATURE_HEADER, SIGNATURE_TIMESTAMP_HEADER } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { MAX_TRACKING_BODY_BYTES, receiveTracking } from './receive-tracking';
import { PIXEL, recordOpen } from './open-tracking';
import { ensureTrackingSecrets } from './tracking-secrets';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function trackingRoutes(app: ApiApp, deps: Deps): Promise<void> {
  try {
    await ensureTrackingSecrets(deps);
  } catch (err) {
    // Tracking calls of those providers are refused until it works; the rest of the app is fine.
    deps.log.error({ err }, 'tracking secrets could not be drawn');
  }

  // An e-mail's open-tracking image (open-tracking.ts): public, always the same image whatever the address says.
  route(
    app,
    'tracking.open',
    async ({ params, reply }) => {
      await recordOpen(deps, params.token);
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
    },
    { config: { rateLimit: { max: 600, timeWindow: '15 minutes' } } },
  );

  // The signature covers the exact bytes sent, so this scope keeps JSON bodies as text; they are parsed only
  // once the signature is checked. No session: the provider's signature is its credential.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    route(
      scope,
      'tracking.report',
      async ({ params, request }) => ({
        events: await receiveTracking(deps, {
          provider: params.provider,
          timestamp: header(request.headers[SIGNATURE_TIMESTAMP_HEADER]),
          signature: header(request.headers[SIGNATURE_HEADER]),
          rawBody: typeof request.body === 'string' ? request.body : '',
        }),
      }),
      { bodyLimit: MAX_TRACKING_BODY_BYTES },
    );
  });
}
