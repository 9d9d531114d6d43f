import { shipmentStatusInfo, type WebhookEventType, type WebhookPayload } from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { insertWebhookEvent, shipmentForWebhook, webhookTargetOf } from './queries';
import { z } from 'zod';
import { defineTask } from '../../platform/queue/queue';

/** The queued task that POSTs one webhook event (and its retries). */
export const DELIVER_WEBHOOK_TASK = defineTask('webhooks.deliver', z.object({ webhookEventId: z.string() }));
/** The task only fails on an unexpected error (the database…); HTTP failures are retried on their own schedule. */
export const DELIVER_WEBHOOK_TASK_ATTEMPTS = 5;

/** The `data` of each webhook event type (docs/api.md "Webhooks"). */
type WebhookData = {
  'command.state': {
    commandId: string;
    jobId: string;
    ownerId: string;
    state: string;
    /** The state it left; null for a new command. */
    previousState: string | null;
    /** Why it was rejected or cancelled, when it was. */
    reason?: string | null;
  };
  'shipment.status': {
    shipmentId: string;
    externalId: string | null;
    nuid: string | null;
    deliveryId: string | null;
    commandId: string;
    statusCode: number;
    statusMeaning: string | null;
    previousStatusCode: number;
    /** When it happened, as its source reported it. */
    at: string;
    /** Who reported it: the worker, the simulator, smtp or a provider's name. */
    source: string;
    trackingValue: string | null;
  };
};

/**
 * Tells an OU's webhook about a change, in the caller's transaction: the event and the task that delivers it
 * are committed with the change, or not at all. Nothing happens for an OU without a webhook URL (its own URL:
 * a parent OU's webhook does not hear its children). Answers the event id (the payload's `id`), or null.
 */
export async function emitWebhook<T extends WebhookEventType>(
  deps: Pick<Deps, 'clock' | 'queue'>,
  tx: Transaction<Database>,
  ouId: string,
  type: T,
  data: WebhookData[T],
): Promise<string | null> {
  const ou = await webhookTargetOf(tx, ouId);
  if (!ou?.web_hook_url) return null;
  const id = newId();
  const occurredAt = deps.clock.now().toISOString();
  const payload: WebhookPayload = { id, type, occurredAt, data };
  await insertWebhookEvent(tx, {
    id,
    ou_id: ouId,
    type,
    payload: JSON.stringify(payload),
    state: 'pending',
    created_at: occurredAt,
    next_attempt_at: occurredAt,
    finished_at: null,
  });
  await deps.queue.enqueue(
    DELIVER_WEBHOOK_TASK,
    { webhookEventId: id },
    { tx, maxAttempts: DELIVER_WEBHOOK_TASK_ATTEMPTS },
  );
  return id;
}

/**
 * `shipment.status` for a status recordShipmentStatus has just applied (outcome `applied`), in the same
 * transaction. For every caller that moves a shipment's status: tracking, the sending worker, the simulator.
 */
export async function emitShipmentStatus(
  deps: Pick<Deps, 'clock' | 'queue'>,
  tx: Transaction<Database>,
  change: { shipmentId: string; previousStatusCode: number; at: string; source: string },
): Promise<string | null> {
  const s = await shipmentForWebhook(tx, change.shipmentId);
  if (!s) return null;
  return emitWebhook(deps, tx, s.ou_id, 'shipment.status', {
    shipmentId: s.id,
    externalId: s.external_id,
    nuid: s.nuid,
    deliveryId: s.delivery_id,
    commandId: s.command_id,
    statusCode: s.status_code,
    statusMeaning: shipmentStatusInfo(s.status_code)?.meaning ?? null,
    previousStatusCode: change.previousStatusCode,
    at: change.at,
    source: change.source,
    trackingValue: s.tracking_value,
  });
}
