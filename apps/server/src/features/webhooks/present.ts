import type { EventType, WebhookDelivery, WebhookSubscription } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { WebhookEventTable, WebhookSubscriptionTable } from '../../platform/db/schema';
import { isSet, parseJson } from '../../platform/db/util';
import { attemptsOf } from './queries';

export function presentSubscription(row: Selectable<WebhookSubscriptionTable>): WebhookSubscription {
  return {
    id: row.id,
    ouId: row.ou_id,
    url: row.url,
    description: row.description,
    eventTypes: parseJson<EventType[]>(row.event_types, []),
    enabled: isSet(row.enabled),
    isDefault: isSet(row.is_default),
    failingSince: row.failing_since,
    lastEventId: String(row.cursor),
    createdAt: row.created_at,
    version: Number(row.version),
  };
}

/** Deliveries with their attempts, in the order given. */
export async function presentDeliveries(
  db: Db,
  rows: readonly Selectable<WebhookEventTable>[],
): Promise<WebhookDelivery[]> {
  const attempts = await attemptsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    subscriptionId: r.subscription_id,
    eventId: parseJson<{ id?: string }>(r.payload, {}).id ?? r.id,
    eventType: r.type as EventType,
    state: r.state as WebhookDelivery['state'],
    createdAt: r.created_at,
    nextAttemptAt: r.next_attempt_at,
    finishedAt: r.finished_at,
    replayOf: r.replay_of,
    attempts: attempts
      .filter((a) => a.webhook_event_id === r.id)
      .map((a) => ({
        attempt: a.attempt,
        at: a.at,
        url: a.url,
        outcome: a.outcome as WebhookDelivery['attempts'][number]['outcome'],
        httpStatus: a.http_status,
        error: a.error,
        durationMs: a.duration_ms,
        requestHeaders: a.request_headers ? parseJson<Record<string, string>>(a.request_headers, {}) : null,
        requestBody: a.request_body,
        responseBody: a.response_body,
      })),
  }));
}
