import {
  SIGNATURE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  trackingProviderParamsSchema,
  trackingResultSchema,
} from '@postbridge/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { ok, type ApiApp } from '../../platform/http/api';
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
  app.get('/tracking/open/:token', {
    config: { public: true, rateLimit: { max: 600, timeWindow: '15 minutes' } },
    schema: { tags: ['tracking'], params: z.object({ token: z.string().max(200) }) },
    handler: async (req, reply) => {
      await recordOpen(deps, req.params.token);
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
    },
  });

  // The signature covers the exact bytes sent, so this scope keeps JSON bodies as text; they are parsed only
  // once the signature is checked. No session: the provider's signature is its credential.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/tracking/:provider', {
      config: { public: true },
      bodyLimit: MAX_TRACKING_BODY_BYTES,
      schema: {
        tags: ['tracking'],
        consumes: ['application/json'],
        params: trackingProviderParamsSchema,
        response: { 200: ok(trackingResultSchema) },
      },
      handler: async (req) => ({
        result: {
          events: await receiveTracking(deps, {
            provider: req.params.provider,
            timestamp: header(req.headers[SIGNATURE_TIMESTAMP_HEADER]),
            signature: header(req.headers[SIGNATURE_HEADER]),
            rawBody: typeof req.body === 'string' ? req.body : '',
          }),
        },
      }),
    });
  });
}
