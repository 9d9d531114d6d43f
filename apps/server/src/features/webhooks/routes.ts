import { ouWebhookParamsSchema, ouWebhookSchema, saveOuWebhookBodySchema } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { readOuWebhook, saveOuWebhook } from './ou-webhook';

export async function webhookRoutes(app: ApiApp, deps: Deps): Promise<void> {
  app.get('/ou/:ouId/webhook', {
    schema: { tags: ['ou'], params: ouWebhookParamsSchema, response: { 200: ok(ouWebhookSchema) } },
    handler: async (req) => ({ result: await readOuWebhook(deps, sessionOf(req), req.params.ouId) }),
  });

  app.post('/ou/:ouId/webhook', {
    schema: {
      tags: ['ou'],
      params: ouWebhookParamsSchema,
      body: saveOuWebhookBodySchema,
      response: { 200: ok(ouWebhookSchema) },
    },
    handler: async (req) => ({
      result: await saveOuWebhook(deps, sessionOf(req), req.params.ouId, req.body),
    }),
  });
}
