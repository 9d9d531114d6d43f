import { z } from 'zod';

// The event log (issue 17, docs/api.md "Events"): every state change of a deposit (job), a letter (pack group),
// an order (delivery command), a delivery and a shipment is an event with an ever-growing id. Read as pages
// (`GET /api/events?after=`), as Server-Sent Events, and delivered to webhook subscriptions.

export const EVENT_TYPES = [
  'job.state',
  'packGroup.state',
  'command.state',
  'delivery.state',
  'shipment.status',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What changed, by event type: the item's ids, its new state and the one it left (null for a new item). */
export type EventData = {
  'job.state': {
    jobId: string;
    ownerId: string;
    state: string;
    previousState: string | null;
    /** The error key of a job that failed processing or was cancelled with a reason. */
    reason?: string | null;
  };
  'packGroup.state': {
    packGroupId: string;
    jobId: string;
    commandId: string | null;
    state: string;
    previousState: string | null;
  };
  'command.state': {
    commandId: string;
    jobId: string;
    ownerId: string;
    state: string;
    previousState: string | null;
    /** Why it was rejected or cancelled, when it was. */
    reason?: string | null;
  };
  'delivery.state': {
    deliveryId: string;
    commandId: string;
    jobId: string;
    channelType: string;
    state: string;
    previousState: string | null;
  };
  'shipment.status': {
    shipmentId: string;
    externalId: string | null;
    nuid: string | null;
    deliveryId: string | null;
    commandId: string;
    statusCode: number;
    statusMeaning: string | null;
    /** Null when the shipment was just created (its first status). */
    previousStatusCode: number | null;
    /** When it happened, as its source reported it. */
    at: string;
    /** Who reported it: the worker, the simulator, smtp or a provider's name. */
    source: string;
    trackingValue: string | null;
  };
};

/** One event as the API and webhooks show it. `id` is the event's place in the log (a decimal string). */
export const eventSchema = z.object({
  id: z.string(),
  type: z.enum(EVENT_TYPES),
  occurredAt: z.string(),
  ouId: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type PostbridgeEvent = z.infer<typeof eventSchema>;

/** Most events one page may hold, and how many a page holds unless told. */
export const MAX_EVENTS_PER_PAGE = 1000;
export const DEFAULT_EVENTS_PER_PAGE = 100;

/** An event id in the query string or `Last-Event-ID`: a non-negative integer, as decimal digits. */
export const eventCursorSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'expected a non-negative integer: an event id')
  .transform(Number);

/** Event types in the query string: the parameter repeated (`types=a&types=b`) or comma-separated. */
const eventTypesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((raw) =>
    (Array.isArray(raw) ? raw : [raw])
      .flatMap((part) => part.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== ''),
  )
  .pipe(z.array(z.enum(EVENT_TYPES)).max(EVENT_TYPES.length * 2));

export const eventsQuerySchema = z.object({
  /** The events after this id (0, the default: from the oldest kept). */
  after: eventCursorSchema.default(0),
  limit: z.coerce.number().int().min(1).max(MAX_EVENTS_PER_PAGE).default(DEFAULT_EVENTS_PER_PAGE),
  /** Only these types (default: every type). */
  types: eventTypesSchema.optional(),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const eventPageSchema = z.object({
  /** Oldest first. */
  events: z.array(eventSchema),
  /** The `after` of the next page: the last event's id, or the `after` asked when the page is empty. */
  nextAfter: z.string(),
  /** More events are there already: ask again at once with `after=nextAfter`. */
  more: z.boolean(),
});
export type EventPage = z.infer<typeof eventPageSchema>;

export const eventStreamQuerySchema = z.object({
  /** Resume after this id; the `Last-Event-ID` header wins when present. Default: only new events. */
  after: eventCursorSchema.optional(),
  types: eventTypesSchema.optional(),
});
