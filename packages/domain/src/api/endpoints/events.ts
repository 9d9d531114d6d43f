import { endpoint } from '../contract';
import { eventPageSchema, eventsQuerySchema, eventStreamQuerySchema } from '../events';

/** The event log (docs/api.md "Events"): read as pages, or followed as Server-Sent Events. */
export const eventEndpoints = {
  'events.list': endpoint({
    method: 'GET',
    path: '/events',
    summary:
      'A page of the event log: the state changes of the deposits, letters, orders, deliveries and shipments the caller may see, after an event id, oldest first.',
    description:
      'A page of the event log: every state change of a deposit (`job.state`), a letter (`packGroup.state`), an order (`command.state`), a delivery (`delivery.state`) and a shipment (`shipment.status`) the caller may see, with an ever-growing id, oldest first. Ask again with `after=nextAfter` while `more` is true, then poll, or follow `GET /api/events/stream`. Refused with -2 at `querystring.after` when it is not a non-negative integer or is beyond the last event of the log, at `querystring.limit` (1 to 1000) and at `querystring.types` (an unknown type). Events are kept `KEEP_EVENTS_DAYS` days (30).',
    access: { anyOf: ['viewOrders', 'viewOrdersOthers'] },
    query: eventsQuerySchema,
    response: eventPageSchema,
  }),
  'events.stream': endpoint({
    method: 'GET',
    path: '/events/stream',
    summary:
      'The event log as Server-Sent Events (text/event-stream): the events after an id, then each new one.',
    description:
      'The event log as Server-Sent Events (`text/event-stream`): each event as `id:`, `event: <type>` and `data: <the event as JSON>`, the events after `after` (or the `Last-Event-ID` header, which wins) first, then each new one within about a second; a comment line every 15 s keeps the connection open. The same events as `GET /api/events`, for the same callers. The stream ends when the session ends or the key is revoked. Browsers read it with `fetch` (an `EventSource` cannot send the credentials header).',
    access: { anyOf: ['viewOrders', 'viewOrdersOthers'] },
    kind: 'file',
    contentType: 'text/event-stream',
    query: eventStreamQuerySchema,
  }),
} as const;
