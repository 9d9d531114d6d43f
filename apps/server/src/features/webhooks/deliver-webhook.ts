import { randomBytes } from 'node:crypto';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { signedHeaders } from '../../platform/signature';
import { DELIVER_WEBHOOK_TASK, DELIVER_WEBHOOK_TASK_ATTEMPTS } from './emit-webhook';
import { postWebhook } from './post-webhook';
import { openWebhookSecret, sealWebhookSecret } from './webhook-secret';
import {
  ensureWebhookSecret,
  resealWebhookSecret,
  finishWebhookEvent,
  recordAttempt,
  webhookEventById,
  webhookTargetOf,
} from './queries';

// Delivery of one webhook event (docs/api.md "Webhooks"). Each run is one attempt, recorded with its outcome.
// A failure (network error, timeout, non-2xx answer) is tried again after 30 s × 4^(attempt − 1), at most 6 h
// apart, until WEBHOOK_MAX_ATTEMPTS attempts were made (8 by default: the last about 15 h after the first); the
// event is then `failed`. A URL that resolves to an address that is not public is `refused` at once, unless
// WEBHOOK_ALLOW_PRIVATE is set: no retry, since the OU must change its URL. Delivery is at least once: a crash
// between the POST and its record sends the same payload (same `id`) again.

const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 6 * 3_600_000;

/** How long after attempt `attempt` (1, 2…) failed the next one is made. */
const webhookRetryDelayMs = (attempt: number): number =>
  Math.min(RETRY_BASE_MS * 4 ** (attempt - 1), RETRY_MAX_MS);

export async function deliverWebhook(deps: Deps, webhookEventId: string): Promise<void> {
  const event = await webhookEventById(deps.db, webhookEventId);
  if (!event || event.state !== 'pending') return;
  const now = deps.clock.now();
  const target = await webhookTargetOf(deps.db, event.ou_id);
  if (!target?.web_hook_url) {
    // The OU removed its webhook since: nothing to send to.
    await finishWebhookEvent(deps.db, event.id, 'dropped', now.toISOString());
    return;
  }
  // A URL set without this feature's call (no secret drawn yet) still gets signed calls.
  const stored =
    target.webhook_secret ??
    (await ensureWebhookSecret(
      deps.db,
      target.id,
      await sealWebhookSecret(deps, randomBytes(32).toString('hex')),
    ));
  const { secret, inClear } = await openWebhookSecret(deps, stored!);
  // A secret an earlier version stored in clear is sealed now (only if it is still the stored one).
  if (inClear) await resealWebhookSecret(deps.db, target.id, stored!, await sealWebhookSecret(deps, secret));
  const started = performance.now();
  const result = await postWebhook({
    url: target.web_hook_url,
    body: event.payload,
    headers: signedHeaders(secret, event.payload, now),
    allowPrivate: deps.config.webhooks.allowPrivate,
  });
  const durationMs = Math.round(performance.now() - started);
  const attempt = event.attempts + 1;
  const at = now.toISOString();
  const last = attempt >= deps.config.webhooks.maxAttempts;
  const retryAt =
    result.outcome === 'failed' && !last ? new Date(now.getTime() + webhookRetryDelayMs(attempt)) : null;
  const state = result.outcome === 'failed' ? (retryAt ? 'pending' : 'failed') : result.outcome;
  await deps.db.transaction().execute(async (tx) => {
    const recorded = await recordAttempt(
      tx,
      {
        id: newId(),
        webhook_event_id: event.id,
        attempt,
        at,
        url: target.web_hook_url!,
        outcome: result.outcome,
        http_status: result.outcome === 'refused' ? null : result.httpStatus,
        error: result.outcome === 'delivered' ? null : result.error,
        duration_ms: durationMs,
      },
      { state, nextAttemptAt: retryAt?.toISOString() ?? null, finishedAt: retryAt ? null : at },
    );
    if (recorded && retryAt) {
      await deps.queue.enqueue(
        DELIVER_WEBHOOK_TASK,
        { webhookEventId: event.id },
        { tx, runAt: retryAt, maxAttempts: DELIVER_WEBHOOK_TASK_ATTEMPTS },
      );
    }
  });
  deps.log.info(
    { webhookEventId: event.id, ouId: event.ou_id, attempt, outcome: result.outcome, retryAt },
    'webhook attempt',
  );
}
