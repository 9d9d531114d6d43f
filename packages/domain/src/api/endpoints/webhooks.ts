import { z } from 'zod';
import { endpoint } from '../contract';
import {
  createWebhookSubscriptionBodySchema,
  ouWebhookSchema,
  replayWebhookSinceBodySchema,
  replayWebhookSinceResultSchema,
  saveOuWebhookBodySchema,
  updateWebhookSubscriptionBodySchema,
  webhookDeliveriesPageSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookOuParamsSchema,
  webhookSubscriptionParamsSchema,
  webhookSubscriptionSchema,
  webhookSubscriptionWithSecretSchema,
} from '../webhooks';

const admin = { anyOf: ['adminOu'] } as const;

/** An account's webhook subscriptions, their delivery logs and replays (docs/api.md "Webhooks"). */
export const webhookEndpoints = {
  'webhooks.get': endpoint({
    method: 'GET',
    path: '/ou/:ouId/webhook',
    summary:
      "An organisation unit's own webhook (its default subscription): its address, whether a secret is set, and the latest deliveries with their attempts.",
    access: admin,
    params: webhookOuParamsSchema,
    response: ouWebhookSchema,
  }),
  'webhooks.save': endpoint({
    method: 'POST',
    path: '/ou/:ouId/webhook',
    summary:
      "Sets an organisation unit's own webhook address (null disables it); a new signing secret, when drawn, is shown in this answer only.",
    access: admin,
    params: webhookOuParamsSchema,
    body: saveOuWebhookBodySchema,
    response: ouWebhookSchema,
  }),
  'webhooks.listSubscriptions': endpoint({
    method: 'GET',
    path: '/ou/:ouId/webhook-subscriptions',
    summary: "An account's webhook subscriptions, oldest first (never their secrets).",
    access: admin,
    params: webhookOuParamsSchema,
    response: z.array(webhookSubscriptionSchema),
  }),
  'webhooks.createSubscription': endpoint({
    method: 'POST',
    path: '/ou/:ouId/webhook-subscriptions',
    summary:
      'Creates a webhook subscription of an account; it hears the events from now on, and the answer carries its signing secret, shown this once.',
    access: admin,
    params: webhookOuParamsSchema,
    body: createWebhookSubscriptionBodySchema,
    response: webhookSubscriptionWithSecretSchema,
  }),
  'webhooks.updateSubscription': endpoint({
    method: 'POST',
    path: '/ou/:ouId/webhook-subscriptions/:subscriptionId',
    summary: 'Changes the address, description, event types or enabled flag of a webhook subscription.',
    access: admin,
    params: webhookSubscriptionParamsSchema,
    body: updateWebhookSubscriptionBodySchema,
    response: webhookSubscriptionSchema,
  }),
  'webhooks.deleteSubscription': endpoint({
    method: 'DELETE',
    path: '/ou/:ouId/webhook-subscriptions/:subscriptionId',
    summary: 'Deletes a webhook subscription with its delivery log; answers the subscription as it was.',
    access: admin,
    params: webhookSubscriptionParamsSchema,
    response: webhookSubscriptionSchema,
  }),
  'webhooks.rotateSecret': endpoint({
    method: 'POST',
    path: '/ou/:ouId/webhook-subscriptions/:subscriptionId/rotate-secret',
    summary:
      'Draws a new signing secret for a webhook subscription, shown in this answer only; the old one also signs for 24 hours.',
    access: admin,
    params: webhookSubscriptionParamsSchema,
    response: webhookSubscriptionWithSecretSchema,
  }),
  'webhooks.listDeliveries': endpoint({
    method: 'GET',
    path: '/ou/:ouId/webhook-subscriptions/:subscriptionId/deliveries',
    summary:
      "A webhook subscription's delivery log, newest first, a page at a time: each delivery with its attempts (request, answer, time).",
    access: admin,
    params: webhookSubscriptionParamsSchema,
    query: webhookDeliveriesQuerySchema,
    response: webhookDeliveriesPageSchema,
  }),
  'webhooks.replayDelivery': endpoint({
    method: 'POST',
    path: '/ou/:ouId/webhook-subscriptions/:subscriptionId/deliveries/:deliveryId/replay',
    summary:
      'Sends the event of a delivery again (a new delivery, same webhook-id); answers the new delivery.',
    access: admin,
    params: webhookDeliveryParamsSchema,
    response: webhookDeliverySchema,
  }),
  'webhooks.replaySince': endpoint({
    method: 'POST',
    path: '/ou/:ouId/webhook-subscriptions/:subscriptionId/replay',
    summary:
      'Sends again, in order, every event of the subscription from an event id on, up to the last one it was handed.',
    access: admin,
    params: webhookSubscriptionParamsSchema,
    body: replayWebhookSinceBodySchema,
    response: replayWebhookSinceResultSchema,
  }),
} as const;
