import type { WebhookDeliveriesPage, WebhookDelivery } from '@postbridge/domain';
import type { Insertable } from 'kysely';
import type { WebhookEventTable } from '../../platform/db/schema';
import { newId, parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { webhookOu } from './access';
import { eventBody, wakeSubscription } from './deliver-subscription';
import { presentDeliveries } from './present';
import {
  deliveriesCount,
  deliveriesPage,
  deliveryOfSubscription,
  eventsBetween,
  insertDeliveries,
  latestDeliveriesOf,
  subscriptionOfOu,
} from './queries';
import { writeWebhookHistory } from './subscriptions';

// A subscription's delivery log and its replays (docs/api.md "Webhooks"). A replay is a new delivery of the same
// event (same body, same webhook-id), `replayOf` the delivery it repeats, sent in event order with the
// subscription's other pending deliveries; it is written to the OU's history with who asked for it.

/** Events queued by one "replay since": a larger backlog is replayed in several calls. */
const REPLAY_LIMIT = 10_000;

async function subscriptionOf(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  id: string,
  action: 'read' | 'change',
) {
  const ou = await webhookOu(deps, session, ouId, action);
  const sub = await subscriptionOfOu(deps.db, ou.id, id);
  if (!sub) throw errors.notFound('The webhook subscription');
  return sub;
}

export async function listDeliveries(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  subscriptionId: string,
  query: { limit: number; offset: number },
): Promise<WebhookDeliveriesPage> {
  const sub = await subscriptionOf(deps, session, ouId, subscriptionId, 'read');
  const rows = await deliveriesPage(deps.db, sub.id, query.limit, query.offset);
  return {
    deliveries: await presentDeliveries(deps.db, rows),
    total: await deliveriesCount(deps.db, sub.id),
  };
}

const replayRow = (
  from: Pick<WebhookEventTable, 'ou_id' | 'type' | 'payload' | 'event_seq'> & { subscription_id: string },
  replayOf: string | null,
  now: string,
): Insertable<WebhookEventTable> => ({
  id: newId(),
  ou_id: from.ou_id,
  type: from.type,
  payload: from.payload,
  state: 'pending',
  created_at: now,
  next_attempt_at: null,
  finished_at: null,
  subscription_id: from.subscription_id,
  event_seq: from.event_seq,
  replay_of: replayOf,
});

export async function replayDelivery(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  subscriptionId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const sub = await subscriptionOf(deps, session, ouId, subscriptionId, 'change');
  const original = await deliveryOfSubscription(deps.db, sub.id, deliveryId);
  if (!original) throw errors.notFound('The webhook delivery');
  const row = replayRow(
    { ...original, subscription_id: sub.id },
    original.id,
    deps.clock.now().toISOString(),
  );
  await deps.db.transaction().execute(async (tx) => {
    await insertDeliveries(tx, [row]);
    await writeWebhookHistory(deps, tx, session, sub.ou_id, 'webhookReplayed', {
      subscriptionId: sub.id,
      deliveryId: original.id,
      replayId: row.id,
      eventId: parseJson<{ id?: string }>(original.payload, {}).id ?? null,
    });
  });
  await wakeSubscription(deps, sub.id);
  const [presented] = await presentDeliveries(deps.db, [
    (await deliveryOfSubscription(deps.db, sub.id, row.id))!,
  ]);
  return presented!;
}

/**
 * Queues again every event of the subscription's types from `sinceEventId` on, up to the last one handed over to
 * it (later ones come anyway), at most 10 000 at a time. An id after that last one is refused (-2).
 */
export async function replaySince(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  subscriptionId: string,
  sinceEventId: string,
): Promise<{ queued: number }> {
  const sub = await subscriptionOf(deps, session, ouId, subscriptionId, 'change');
  const since = Number(sinceEventId);
  const until = Number(sub.cursor);
  if (since > until)
    throw errors.badRequest('sinceEventId', `the subscription was handed events up to ${until} only`);
  const types = parseJson<string[]>(sub.event_types, []);
  const events = await eventsBetween(deps.db, sub.ou_id, since, until, types, REPLAY_LIMIT);
  const latest = new Map(
    (
      await latestDeliveriesOf(
        deps.db,
        sub.id,
        events.map((e) => Number(e.seq)),
      )
    ).map((d) => [d.event_seq, d.id]),
  );
  const now = deps.clock.now().toISOString();
  const rows = events.map((e) =>
    replayRow(
      {
        ou_id: sub.ou_id,
        type: e.type,
        event_seq: Number(e.seq),
        subscription_id: sub.id,
        payload: eventBody(e),
      },
      latest.get(Number(e.seq)) ?? null,
      now,
    ),
  );
  await deps.db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) await insertDeliveries(tx, rows.slice(i, i + 200));
    await writeWebhookHistory(deps, tx, session, sub.ou_id, 'webhookReplayedSince', {
      subscriptionId: sub.id,
      sinceEventId,
      untilEventId: String(until),
      queued: rows.length,
    });
  });
  if (rows.length) await wakeSubscription(deps, sub.id);
  return { queued: rows.length };
}
