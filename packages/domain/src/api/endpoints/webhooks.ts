import { endpoint } from '../contract';
import { ouWebhookParamsSchema, ouWebhookSchema, saveOuWebhookBodySchema } from '../shipments';

/** An organisation unit's webhook: its address, its signing secret and the latest events sent. */
export const webhookEndpoints = {
  'webhooks.get': endpoint({
    method: 'GET',
    path: '/ou/:ouId/webhook',
    summary:
      "An organisation unit's webhook: its address, whether a secret is set, and the latest events with their attempts.",
    access: { anyOf: ['adminOu'] },
    params: ouWebhookParamsSchema,
    response: ouWebhookSchema,
  }),
  'webhooks.save': endpoint({
    method: 'POST',
    path: '/ou/:ouId/webhook',
    summary:
      "Sets an organisation unit's webhook address (null removes it); a new signing secret, when drawn, is shown in this answer only.",
    access: { anyOf: ['adminOu'] },
    params: ouWebhookParamsSchema,
    body: saveOuWebhookBodySchema,
    response: ouWebhookSchema,
  }),
} as const;
