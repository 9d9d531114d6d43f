import type { Deps } from '../../platform/deps';
import { DELIVER_WEBHOOK_TASK, DELIVER_WEBHOOK_TASK_ATTEMPTS } from '../webhooks';
import { RETENTION_BATCH, RETENTION_MAX_BATCHES } from './old-jobs';
import {
  deleteFinishedWebhookEvents,
  oldFinishedWebhookEvents,
  stuckWebhookEvents,
  claimStuckWebhookEvent,
} from './queries';

/** Finished webhook events (and their attempts) are kept this many days after they finished. */
const KEEP_WEBHOOK_DAYS = 30;
/** A pending event whose attempt is this late has no delivery task any more (it gave up on an error). */
const STUCK_WEBHOOK_HOURS = 24;

/**
 * Deletes the webhook events that finished (delivered, failed, refused, dropped) more than KEEP_WEBHOOK_DAYS
 * ago, their attempts first, in batches of one transaction each. Pending events are never deleted. Answers how
 * many events.
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

/**
 * A delivery task that failed on an unexpected error (the database…) all its task attempts leaves its event
 * `pending` with no task to deliver it. An event pending for more than STUCK_WEBHOOK_HOURS whose attempt was due
 * that long ago gets a delivery task again. The queue's tasks table is not read (it belongs to the embedded
 * adapter): the task is enqueued with a singleton key per event, so two workers or the next runs add none while
 * it is queued or running; should the event's own task still be queued (a worker stopped for a day), delivery is
 * at least once as always (the attempt is recorded once). Answers how many events were found stuck.
 */
export async function requeueStuckWebhookEvents(
  deps: Pick<Deps, 'db' | 'queue'>,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - STUCK_WEBHOOK_HOURS * 3_600_000).toISOString();
  const stuck = await stuckWebhookEvents(deps.db, before, RETENTION_BATCH * RETENTION_MAX_BATCHES);
  let requeued = 0;
  for (const { id } of stuck) {
    // The claim and the task commit together: a run that loses the claim queues nothing.
    await deps.db.transaction().execute(async (tx) => {
      if (!(await claimStuckWebhookEvent(tx, id, before, now.toISOString()))) return;
      await deps.queue.enqueue(
        DELIVER_WEBHOOK_TASK,
        { webhookEventId: id },
        {
          tx,
          singletonKey: `${DELIVER_WEBHOOK_TASK}.requeue:${id}`,
          maxAttempts: DELIVER_WEBHOOK_TASK_ATTEMPTS,
        },
      );
      requeued++;
    });
  }
  return requeued;
}
