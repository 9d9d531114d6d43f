import { z } from 'zod';
import { EVENT_TYPES } from './events';

// Webhook subscriptions of an OU (issue 17, docs/api.md "Webhooks"): each one hears the OU's events of the chosen
// types, delivered one at a time in event order, signed in the Standard Webhooks format, retried on a schedule
// like Svix's; every attempt is kept in its delivery log, and deliveries can be replayed.

const id = () => z.string().min(1).max(100);

/**
 * When each attempt of one delivery is made, from the first (at once): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and
 * 10 h after the attempt before (Svix's schedule). After the last the delivery is `failed`.
 */
export const WEBHOOK_RETRY_SCHEDULE_MS = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

/** A Standard Webhooks secret: `whsec_` and the base64 of the key's bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed', 'refused', 'dropped'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
export const WEBHOOK_ATTEMPT_OUTCOMES = ['delivered', 'failed', 'refused'] as const;

export const webhookOuParamsSchema = z.object({ ouId: id() });
export const webhookSubscriptionParamsSchema = z.object({ ouId: id(), subscriptionId: id() });
export const webhookDeliveryParamsSchema = z.object({ ouId: id(), subscriptionId: id(), deliveryId: id() });

const eventTypesSchema = z
  .array(z.enum(EVENT_TYPES))
  .max(EVENT_TYPES.length)
  .refine((types) => new Set(types).size === types.length, 'An event type is given twice.');

export const webhookSubscriptionSchema = z.object({
  id: z.string(),
  ouId: z.string(),
  url: z.string(),
  description: z.string(),
  /** The event types it hears; empty: every type. */
  eventTypes: z.array(z.enum(EVENT_TYPES)),
  enabled: z.boolean(),
  /** The OU's own `webHookURL` (GET/POST /ou/{ouId}/webhook read and write this one). */
  isDefault: z.boolean(),
  /** Since when its deliveries fail for good (a delivery `failed` or `refused`); null once one is delivered. */
  failingSince: z.string().nullable(),
  /** The id of the last event handed over to its deliveries. */
  lastEventId: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

export const createWebhookSubscriptionBodySchema = z.object({
  url: z.string().max(2000),
  description: z.string().max(500).default(''),
  eventTypes: eventTypesSchema.default([]),
  enabled: z.boolean().default(true),
});
export type CreateWebhookSubscriptionBody = z.input<typeof createWebhookSubscriptionBodySchema>;

export const updateWebhookSubscriptionBodySchema = z.object({
  url: z.string().max(2000),
  description: z.string().max(500),
  eventTypes: eventTypesSchema,
  enabled: z.boolean(),
  /** The version read: a subscription changed since is refused (-5). */
  version: z.number().int(),
});
export type UpdateWebhookSubscriptionBody = z.input<typeof updateWebhookSubscriptionBodySchema>;

/** A subscription with its signing secret: only in the answer of its creation and of a rotation. */
export const webhookSubscriptionWithSecretSchema = z.object({
  subscription: webhookSubscriptionSchema,
  secret: z.string(),
});

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  url: z.string(),
  outcome: z.enum(WEBHOOK_ATTEMPT_OUTCOMES),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** The request as sent (headers and body); null for attempts recorded before the delivery log kept them. */
  requestHeaders: z.record(z.string(), z.string()).nullable(),
  requestBody: z.string().nullable(),
  /** The first 2 KB of the answer's body. */
  responseBody: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  subscriptionId: z.string().nullable(),
  /** The event it carries (its `webhook-id`). */
  eventId: z.string(),
  eventType: z.enum(EVENT_TYPES),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The delivery this one replays, when it is a replay. */
  replayOf: z.string().nullable(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const webhookDeliveriesPageSchema = z.object({
  /** Newest first. */
  deliveries: z.array(webhookDeliverySchema),
  total: z.number().int(),
});
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPageSchema>;

export const replayWebhookSinceBodySchema = z.object({
  /** Every event of the subscription's types from this id on (included), up to the last one handed over. */
  sinceEventId: z.string().regex(/^\d{1,15}$/),
});
export const replayWebhookSinceResultSchema = z.object({ queued: z.number().int() });

// The OU's own webhook (docs/product.md §3 webHookURL): its default subscription.

/** POST /ou/{ouId}/webhook: the address (null removes it), and whether to draw a new signing secret. */
export const saveOuWebhookBodySchema = z.object({
  webHookURL: z.string().max(2000).nullable(),
  regenerateSecret: z.boolean().default(false),
});

export const ouWebhookSchema = z.object({
  ouId: z.string(),
  webHookURL: z.string().nullable(),
  /** The default subscription the address is, null without one. */
  subscriptionId: z.string().nullable(),
  secretSet: z.boolean(),
  /** The signing secret: only in the answer of the save that drew it; null in every other answer. */
  secret: z.string().nullable(),
  /** The latest deliveries of the default subscription, newest first, with every attempt. */
  recentEvents: z.array(webhookDeliverySchema),
});
export type OuWebhook = z.infer<typeof ouWebhookSchema>;
