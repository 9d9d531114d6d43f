import { WEBHOOK_RETRY_SCHEDULE_MS, type EventType } from '@postbridge/domain';
import type { Insertable, Selectable } from 'kysely';
import { z } from 'zod';
import type { WebhookEventTable, WebhookSubscriptionTable } from '../../platform/db/schema';
import { newId, parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { defineTask, noPayload } from '../../platform/queue/queue';
import { onAppended } from '../../platform/events';
import { postWebhook } from './post-webhook';
import {
  ensureSubscriptionSecret,
  eventsAfter,
  headDelivery,
  insertDeliveries,
  moveCursor,
  recordAttempt,
  restoreSubscriptionSecret,
  setFailing,
  subscriptionById,
  subscriptionsWithWork,
} from './queries';
import { drawWebhookSecret, standardWebhookHeaders } from './standard-webhooks';
import { openWebhookSecret, sealWebhookSecret } from './webhook-secret';

// Delivery of a subscription's events, from the event log, in order (docs/api.md "Webhooks").
// - One task per subscription (singleton by key): it hands the OU's new events of the subscription's types over
//   to deliveries (moving its cursor), then POSTs the oldest pending delivery, then the next… one at a time.
// - A failed attempt (network error, timeout, any non-2xx answer, redirects included) stops the run: the delivery
//   is tried again on WEBHOOK_RETRY_SCHEDULE_MS (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after the attempt
//   before), and the deliveries after it wait for it. After the last attempt it is `failed`, the subscription
//   goes on with the next one and is marked failing (until a delivery succeeds). An address that is not public
//   is `refused` at once, not retried (WEBHOOK_ALLOW_PRIVATE lifts the check).
// - Wake-ups, without the writers of the event log knowing about webhooks: each process (API or worker) listens
//   to the appends it makes (features/events `onAppended`) and, 0.2 s and 1.5 s later (after the commit),
//   enqueues the task of each enabled subscription with something due (`dispatchWebhooks`: an event after its
//   cursor, a pending delivery not waiting for a retry). A new event thus reaches an idle receiver within about
//   two seconds. A failed attempt queues a wake-up at its retry time. The dispatch task also runs every 30 s, for
//   what those miss (a task lost to a crash, an append by a process that stopped before its wake-up).
// Delivery is at least once: a crash between the POST and its record sends the same event again (same
// webhook-id), which receivers drop.

export const DELIVER_SUBSCRIPTION_TASK = defineTask(
  'webhooks.subscription',
  z.object({ subscriptionId: z.string() }),
);
export const DISPATCH_WEBHOOKS_TASK = defineTask('webhooks.dispatch', noPayload);
export const DISPATCH_WEBHOOKS_INTERVAL_MS = 30_000;
/** Wakes a subscription when a delivery's retry is due (it does not send: the subscription's task does). */
export const WAKE_SUBSCRIPTION_TASK = defineTask('webhooks.wake', z.object({ subscriptionId: z.string() }));
/** After an append in this process: soon, and once more for a transaction that took longer to commit. */
const WAKE_DELAYS_MS = [200, 1_500];
/** The task only fails on an unexpected error (the database…); HTTP failures follow the schedule. */
const TASK_ATTEMPTS = 5;
/** Deliveries sent by one run before it leaves room to the other subscriptions (the next dispatch goes on). */
const DELIVERIES_PER_RUN = 100;
/** Events read from the log at a time. */
const EVENTS_PER_READ = 200;

/** Enqueues the delivery task of a subscription, unless it is queued or running already. */
export async function wakeSubscription(deps: Pick<Deps, 'queue'>, subscriptionId: string): Promise<void> {
  await deps.queue.enqueue(
    DELIVER_SUBSCRIPTION_TASK,
    { subscriptionId },
    { singletonKey: `webhooks.subscription:${subscriptionId}`, maxAttempts: TASK_ATTEMPTS },
  );
}

/** The dispatch task: wakes every subscription with something due. */
export async function dispatchWebhooks(deps: Deps): Promise<void> {
  for (const { id } of await subscriptionsWithWork(deps.db, deps.clock.now().toISOString()))
    await wakeSubscription(deps, id);
}

/**
 * Dispatches the subscriptions shortly after each append of this process (main.ts, every mode); answers the
 * function that stops listening.
 */
export function wakeWebhooksOnAppend(deps: Deps): () => void {
  const timers = new Set<NodeJS.Timeout>();
  let scheduled = false;
  const stopListening = onAppended(() => {
    if (scheduled) return;
    scheduled = true;
    for (const [i, delay] of WAKE_DELAYS_MS.entries()) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (i === 0) scheduled = false;
        dispatchWebhooks(deps).catch((err: unknown) =>
          deps.log.error({ err }, 'waking the webhook subscriptions failed'),
        );
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  });
  return () => {
    stopListening();
    for (const timer of timers) clearTimeout(timer);
  };
}

/** The body of an event as sent: the event as `GET /api/events` shows it. */
export const eventBody = (e: {
  seq: number;
  type: string;
  occurred_at: string;
  ou_id: string;
  data: string;
}) =>
  JSON.stringify({
    id: String(e.seq),
    type: e.type,
    occurredAt: e.occurred_at,
    ouId: e.ou_id,
    data: parseJson<Record<string, unknown>>(e.data, {}),
  });

/** Hands the OU's events after the cursor over to deliveries (those of the subscription's types). */
async function handOver(deps: Deps, sub: Selectable<WebhookSubscriptionTable>): Promise<void> {
  const events = await eventsAfter(deps.db, sub.ou_id, Number(sub.cursor), EVENTS_PER_READ);
  if (!events.length) return;
  const types = parseJson<EventType[]>(sub.event_types, []);
  const now = deps.clock.now().toISOString();
  const rows: Insertable<WebhookEventTable>[] = events
    .filter((e) => !types.length || types.includes(e.type as EventType))
    .map((e) => ({
      id: newId(),
      ou_id: sub.ou_id,
      type: e.type,
      payload: eventBody(e),
      state: 'pending',
      created_at: now,
      next_attempt_at: null,
      finished_at: null,
      subscription_id: sub.id,
      event_seq: Number(e.seq),
      replay_of: null,
    }));
  await deps.db.transaction().execute(async (tx) => {
    if (!(await moveCursor(tx, sub.id, Number(sub.cursor), Number(events.at(-1)!.seq)))) return;
    await insertDeliveries(tx, rows);
  });
}

/** The secrets that sign now: the current one (drawn if none yet) and, for a day after a rotation, the one before. */
async function signingSecrets(deps: Deps, sub: Selectable<WebhookSubscriptionTable>): Promise<string[]> {
  const stored =
    sub.secret ??
    (await ensureSubscriptionSecret(deps.db, sub.id, await sealWebhookSecret(deps, drawWebhookSecret())))!;
  const current = await openWebhookSecret(deps, stored);
  // A secret in clear or in the hex form of the single OU webhook is stored sealed in its standard form now.
  if (current.restore)
    await restoreSubscriptionSecret(deps.db, sub.id, stored, await sealWebhookSecret(deps, current.secret));
  const secrets = [current.secret];
  if (
    sub.previous_secret &&
    sub.previous_secret_until &&
    sub.previous_secret_until > deps.clock.now().toISOString()
  )
    secrets.push((await openWebhookSecret(deps, sub.previous_secret)).secret);
  return secrets;
}

/** One attempt of a delivery; answers whether the subscription may go on with the next one. */
async function attempt(
  deps: Deps,
  sub: Selectable<WebhookSubscriptionTable>,
  delivery: Selectable<WebhookEventTable>,
): Promise<boolean> {
  const now = deps.clock.now();
  const webhookId = parseJson<{ id?: string }>(delivery.payload, {}).id ?? delivery.id;
  const headers = standardWebhookHeaders(await signingSecrets(deps, sub), webhookId, now, delivery.payload);
  const started = performance.now();
  const result = await postWebhook({
    url: sub.url,
    body: delivery.payload,
    headers,
    allowPrivate: deps.config.webhooks.allowPrivate,
    timeoutMs: deps.config.webhooks.timeoutMs,
  });
  const durationMs = Math.round(performance.now() - started);
  const number = delivery.attempts + 1;
  const maxAttempts = Math.min(deps.config.webhooks.maxAttempts, WEBHOOK_RETRY_SCHEDULE_MS.length);
  const retryAt =
    result.outcome === 'failed' && number < maxAttempts
      ? new Date(now.getTime() + WEBHOOK_RETRY_SCHEDULE_MS[number]!)
      : null;
  const state = result.outcome === 'failed' ? (retryAt ? 'pending' : 'failed') : result.outcome;
  const at = now.toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const recorded = await recordAttempt(
      tx,
      {
        id: newId(),
        webhook_event_id: delivery.id,
        attempt: number,
        at,
        url: sub.url,
        outcome: result.outcome,
        http_status: result.outcome === 'refused' ? null : result.httpStatus,
        error: result.outcome === 'delivered' ? null : result.error,
        duration_ms: durationMs,
        request_headers: JSON.stringify({ ...headers, 'content-type': 'application/json' }),
        request_body: delivery.payload,
        response_body: result.outcome === 'refused' ? null : result.responseBody,
      },
      { state, nextAttemptAt: retryAt?.toISOString() ?? null, finishedAt: retryAt ? null : at },
    );
    if (!recorded) return;
    if (retryAt)
      await deps.queue.enqueue(
        WAKE_SUBSCRIPTION_TASK,
        { subscriptionId: sub.id },
        {
          tx,
          runAt: retryAt,
          singletonKey: `webhooks.wake:${delivery.id}:${number}`,
          maxAttempts: TASK_ATTEMPTS,
        },
      );
    if (state === 'delivered') await setFailing(tx, sub.id, null);
    else if (state !== 'pending') await setFailing(tx, sub.id, at);
  });
  deps.log.info(
    {
      subscriptionId: sub.id,
      deliveryId: delivery.id,
      webhookId,
      attempt: number,
      outcome: result.outcome,
      retryAt,
    },
    'webhook attempt',
  );
  return state !== 'pending';
}

/** The task of one subscription: hand new events over, then send pending deliveries in order while they go. */
export async function deliverSubscription(deps: Deps, subscriptionId: string): Promise<void> {
  for (let sent = 0; sent < DELIVERIES_PER_RUN; sent++) {
    const sub = await subscriptionById(deps.db, subscriptionId);
    if (!sub || sub.enabled !== 1) return;
    await handOver(deps, sub);
    const head = await headDelivery(deps.db, sub.id);
    if (!head) return;
    // Waiting for its retry: its wake-up task (or the dispatch task) wakes the subscription when it is due.
    if (head.next_attempt_at && head.next_attempt_at > deps.clock.now().toISOString()) return;
    if (!(await attempt(deps, sub, head))) return;
  }
}
