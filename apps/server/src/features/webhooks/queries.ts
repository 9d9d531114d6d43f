import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type {
  Database,
  WebhookAttemptTable,
  WebhookEventTable,
  WebhookSubscriptionTable,
} from '../../platform/db/schema';

// The SQL of webhook subscriptions and their deliveries (docs/api.md "Webhooks"). A delivery is a
// `webhook_event` row (one event to one subscription), its attempts `webhook_attempt` rows. Every query is
// scoped by the OU the use case checked (access.ts) or by a subscription of it.

type Executor = Db | Transaction<Database>;

export const ouOfId = (db: Executor, ouId: string) =>
  db.selectFrom('ou').select(['id', 'path', 'web_hook_url']).where('id', '=', ouId).executeTakeFirst();

// Subscriptions.

export const subscriptionsOfOu = (db: Executor, ouId: string) =>
  db
    .selectFrom('webhook_subscription')
    .selectAll()
    .where('ou_id', '=', ouId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const subscriptionOfOu = (db: Executor, ouId: string, id: string) =>
  db
    .selectFrom('webhook_subscription')
    .selectAll()
    .where('ou_id', '=', ouId)
    .where('id', '=', id)
    .executeTakeFirst();

export const subscriptionById = (db: Executor, id: string) =>
  db.selectFrom('webhook_subscription').selectAll().where('id', '=', id).executeTakeFirst();

export const defaultSubscriptionOf = (db: Executor, ouId: string) =>
  db
    .selectFrom('webhook_subscription')
    .selectAll()
    .where('ou_id', '=', ouId)
    .where('is_default', '=', 1)
    .executeTakeFirst();

export async function insertSubscription(
  tx: Executor,
  row: Insertable<WebhookSubscriptionTable>,
): Promise<void> {
  await tx.insertInto('webhook_subscription').values(row).execute();
}

/** Changes a subscription if it is still at `version`; false when it changed meanwhile (or is gone). */
export async function updateSubscription(
  tx: Executor,
  id: string,
  version: number,
  changes: Updateable<WebhookSubscriptionTable>,
): Promise<boolean> {
  const r = await tx
    .updateTable('webhook_subscription')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Deletes a subscription with its deliveries and their attempts. */
export async function deleteSubscription(tx: Transaction<Database>, id: string): Promise<void> {
  await tx
    .deleteFrom('webhook_attempt')
    .where('webhook_event_id', 'in', (eb) =>
      eb.selectFrom('webhook_event').select('id').where('subscription_id', '=', id),
    )
    .execute();
  await tx.deleteFrom('webhook_event').where('subscription_id', '=', id).execute();
  await tx.deleteFrom('webhook_subscription').where('id', '=', id).execute();
}

/** Keeps the OU's own address (`ou.web_hook_url`) that of its default subscription. */
export async function setOuWebhookUrl(tx: Executor, ouId: string, url: string | null): Promise<void> {
  await tx
    .updateTable('ou')
    .set((eb) => ({ web_hook_url: url, version: eb('version', '+', 1) }))
    .where('id', '=', ouId)
    .execute();
}

/** Sets the signing secret of a subscription that has none yet; answers its secret after it. */
export async function ensureSubscriptionSecret(db: Db, id: string, sealed: string): Promise<string | null> {
  await db
    .updateTable('webhook_subscription')
    .set({ secret: sealed })
    .where('id', '=', id)
    .where('secret', 'is', null)
    .execute();
  return (await subscriptionById(db, id))?.secret ?? null;
}

/** Replaces a stored secret by another text of the same secret (sealed, standard form), unless it changed. */
export async function restoreSubscriptionSecret(
  db: Db,
  id: string,
  stored: string,
  next: string,
): Promise<void> {
  await db
    .updateTable('webhook_subscription')
    .set({ secret: next })
    .where('id', '=', id)
    .where('secret', '=', stored)
    .execute();
}

export const newestEventSeq = async (db: Executor): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('event')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst()
    )?.seq ?? 0,
  );

// The event log, read for deliveries.

/** The OU's events after `cursor`, oldest first. */
export const eventsAfter = (db: Executor, ouId: string, cursor: number, limit: number) =>
  db
    .selectFrom('event')
    .select(['seq', 'type', 'occurred_at', 'ou_id', 'data'])
    .where('ou_id', '=', ouId)
    .where('seq', '>', cursor)
    .orderBy('seq')
    .limit(limit)
    .execute();

/** The OU's events from `since` to `until` (both included) of these types (all when empty), oldest first. */
export const eventsBetween = (
  db: Executor,
  ouId: string,
  since: number,
  until: number,
  types: readonly string[],
  limit: number,
) => {
  let q = db
    .selectFrom('event')
    .select(['seq', 'type', 'occurred_at', 'ou_id', 'data'])
    .where('ou_id', '=', ouId)
    .where('seq', '>=', since)
    .where('seq', '<=', until);
  if (types.length) q = q.where('type', 'in', [...types]);
  return q.orderBy('seq').limit(limit).execute();
};

/** Moves a subscription's cursor, if no other run moved it first. */
export async function moveCursor(
  tx: Transaction<Database>,
  id: string,
  from: number,
  to: number,
): Promise<boolean> {
  const r = await tx
    .updateTable('webhook_subscription')
    .set({ cursor: to })
    .where('id', '=', id)
    .where('cursor', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// Deliveries.

export async function insertDeliveries(
  tx: Executor,
  rows: readonly Insertable<WebhookEventTable>[],
): Promise<void> {
  if (rows.length)
    await tx
      .insertInto('webhook_event')
      .values([...rows])
      .execute();
}

/**
 * The delivery a subscription sends next: its pending one of the oldest event (deliveries of the single OU
 * webhook, with no event seq, first), oldest first among replays of one event.
 */
export const headDelivery = (db: Executor, subscriptionId: string) =>
  db
    .selectFrom('webhook_event')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('state', '=', 'pending')
    .orderBy(sql`coalesce(event_seq, 0)`)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/**
 * The subscriptions with something to send now: enabled, not waiting for a retry, and with a pending delivery or
 * an event of their OU after their cursor.
 */
export const subscriptionsWithWork = (db: Db, now: string) =>
  db
    .selectFrom('webhook_subscription as s')
    .select('s.id')
    .where('s.enabled', '=', 1)
    .where(({ exists, not, or, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_event as d')
            .select('d.id')
            .whereRef('d.subscription_id', '=', 's.id')
            .where('d.state', '=', 'pending')
            .where('d.next_attempt_at', '>', now),
        ),
      ).and(
        or([
          exists(
            selectFrom('webhook_event as d')
              .select('d.id')
              .whereRef('d.subscription_id', '=', 's.id')
              .where('d.state', '=', 'pending'),
          ),
          exists(
            selectFrom('event as e')
              .select('e.seq')
              .whereRef('e.ou_id', '=', 's.ou_id')
              .whereRef('e.seq', '>', 's.cursor'),
          ),
        ]),
      ),
    )
    .execute();

export const deliveryOfSubscription = (db: Executor, subscriptionId: string, id: string) =>
  db
    .selectFrom('webhook_event')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The latest delivery of each of these events to a subscription (what a replay replays). */
export const latestDeliveriesOf = (db: Executor, subscriptionId: string, seqs: readonly number[]) =>
  seqs.length
    ? db
        .selectFrom('webhook_event')
        .select(['id', 'event_seq', 'created_at'])
        .where('subscription_id', '=', subscriptionId)
        .where('event_seq', 'in', [...seqs])
        .orderBy('created_at')
        .execute()
    : Promise.resolve([]);

export const deliveriesPage = (db: Db, subscriptionId: string, limit: number, offset: number) =>
  db
    .selectFrom('webhook_event')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('created_at', 'desc')
    .orderBy(sql`coalesce(event_seq, 0)`, 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const deliveriesCount = async (db: Db, subscriptionId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('webhook_event')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('subscription_id', '=', subscriptionId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

export const attemptsOf = (db: Db, deliveryIds: readonly string[]) =>
  deliveryIds.length
    ? db
        .selectFrom('webhook_attempt')
        .selectAll()
        .where('webhook_event_id', 'in', [...deliveryIds])
        .orderBy('attempt')
        .execute()
    : Promise.resolve([]);

/**
 * Records attempt number `attempt` of a pending delivery and where it stands after it. False when another run
 * recorded that attempt first (the delivery is no longer at attempt - 1), and nothing is written then.
 */
export async function recordAttempt(
  tx: Transaction<Database>,
  attempt: Insertable<WebhookAttemptTable>,
  after: { state: string; nextAttemptAt: string | null; finishedAt: string | null },
): Promise<boolean> {
  const moved = await tx
    .updateTable('webhook_event')
    .set({
      attempts: attempt.attempt,
      state: after.state,
      next_attempt_at: after.nextAttemptAt,
      finished_at: after.finishedAt,
    })
    .where('id', '=', attempt.webhook_event_id)
    .where('state', '=', 'pending')
    .where('attempts', '=', attempt.attempt - 1)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await tx.insertInto('webhook_attempt').values(attempt).execute();
  return true;
}

/** A subscription's health after a delivery ended: failing since its first delivery given up, until one is sent. */
export async function setFailing(tx: Executor, id: string, failingSince: string | null): Promise<void> {
  let q = tx.updateTable('webhook_subscription').set({ failing_since: failingSince }).where('id', '=', id);
  if (failingSince !== null) q = q.where('failing_since', 'is', null);
  await q.execute();
}
