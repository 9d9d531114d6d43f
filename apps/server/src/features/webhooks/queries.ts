import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, WebhookAttemptTable, WebhookEventTable } from '../../platform/db/schema';

type Executor = Db | Transaction<Database>;

export const webhookTargetOf = (db: Executor, ouId: string) =>
  db
    .selectFrom('ou')
    .select(['id', 'path', 'web_hook_url', 'webhook_secret', 'version'])
    .where('id', '=', ouId)
    .executeTakeFirst();

export async function insertWebhookEvent(tx: Executor, row: Insertable<WebhookEventTable>): Promise<void> {
  await tx.insertInto('webhook_event').values(row).execute();
}

export const webhookEventById = (db: Executor, id: string) =>
  db.selectFrom('webhook_event').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Records attempt number `attempt` of a pending event and where the event stands after it. False when another
 * run recorded that attempt first (the event is no longer at attempt - 1), and nothing is written then.
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

export async function finishWebhookEvent(db: Executor, id: string, state: string, at: string): Promise<void> {
  await db
    .updateTable('webhook_event')
    .set({ state, next_attempt_at: null, finished_at: at })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/** Replaces a secret stored in clear by its sealed text, unless another process changed it meanwhile. */
export async function resealWebhookSecret(
  db: Db,
  ouId: string,
  clear: string,
  sealed: string,
): Promise<void> {
  await db
    .updateTable('ou')
    .set({ webhook_secret: sealed })
    .where('id', '=', ouId)
    .where('webhook_secret', '=', clear)
    .execute();
}

/** Sets the signing secret of an OU that has none yet; answers the OU's secret after it. */
export async function ensureWebhookSecret(db: Db, ouId: string, secret: string): Promise<string | null> {
  await db
    .updateTable('ou')
    .set({ webhook_secret: secret })
    .where('id', '=', ouId)
    .where('webhook_secret', 'is', null)
    .execute();
  return (await webhookTargetOf(db, ouId))?.webhook_secret ?? null;
}

export async function saveWebhookSettings(
  tx: Transaction<Database>,
  ouId: string,
  changes: { url: string | null; secret?: string },
): Promise<void> {
  await tx
    .updateTable('ou')
    .set((eb) => ({
      web_hook_url: changes.url,
      ...(changes.secret ? { webhook_secret: changes.secret } : {}),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', ouId)
    .execute();
}

export const recentWebhookEvents = (db: Db, ouId: string, limit: number) =>
  db
    .selectFrom('webhook_event')
    .select(['id', 'type', 'state', 'created_at', 'next_attempt_at'])
    .where('ou_id', '=', ouId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

export const attemptsOf = (db: Db, eventIds: readonly string[]) =>
  eventIds.length
    ? db
        .selectFrom('webhook_attempt')
        .selectAll()
        .where('webhook_event_id', 'in', [...eventIds])
        .orderBy('attempt')
        .execute()
    : Promise.resolve([]);

/** What a `shipment.status` event tells of a shipment. */
export const shipmentForWebhook = (db: Executor, shipmentId: string) =>
  db
    .selectFrom('shipment')
    .select([
      'id',
      'ou_id',
      'external_id',
      'nuid',
      'delivery_id',
      'command_id',
      'status_code',
      'tracking_value',
    ])
    .where('id', '=', shipmentId)
    .executeTakeFirst();
