import type { Deps } from '../../platform/deps';
import { RETENTION_BATCH, RETENTION_MAX_BATCHES } from './old-jobs';
import { deleteFinishedWebhookEvents, oldFinishedWebhookEvents } from './queries';

// A subscription's progress is its cursor, not its deliveries: finished ones can go. A pending delivery is never
// deleted, and never needs re-queuing here: the dispatch task wakes every subscription with one due
// (features/webhooks/deliver-subscription.ts).

/** Finished webhook deliveries (and their attempts) are kept this many days after they finished. */
const KEEP_WEBHOOK_DAYS = 30;

/**
 * Deletes the webhook deliveries that finished (delivered, failed, refused, dropped) more than KEEP_WEBHOOK_DAYS
 * ago, their attempts first, in batches of one transaction each. Pending ones are never deleted. Answers how
 * many deliveries.
 */
export async function deleteOldWebhookEvents(deps: Pick<Deps, 'db'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_WEBHOOK_DAYS * 86_400_000).toISOString();
  let deleted = 0;
  for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch++) {
    const ids = (await oldFinishedWebhookEvents(deps.db, before, RETENTION_BATCH)).map((r) => r.id);
    if (!ids.length) break;
    deleted += await deps.db.transaction().execute((tx) => deleteFinishedWebhookEvents(tx, ids));
    if (ids.length < RETENTION_BATCH) break;
  }
  return deleted;
}
