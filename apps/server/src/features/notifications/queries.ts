import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { toCount } from '../../platform/db/util';
import { visibleRows, type Scope } from '../../platform/policy';

type Executor = Db | Transaction<Database>;

/** Claims a notification key; false when it was already claimed (sent, or being sent by another worker). */
export async function claimNotification(db: Executor, key: string, at: string): Promise<boolean> {
  const r = await db
    .insertInto('notification_sent')
    .values({ key, sent_at: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Users who accept e-mail notifications and have an address, enabled. */
export const notifiableUserIds = async (db: Executor): Promise<string[]> =>
  (
    await db
      .selectFrom('app_user')
      .select('id')
      .where('allow_email_notifications', '=', 1)
      .where('email_address', 'is not', null)
      .where('enabled', '=', 1)
      .execute()
  ).map((r) => r.id);

/** Commands pending validation in a scope: how many, and the one that expires first. */
export async function pendingCommandsIn(db: Executor, scope: Scope) {
  const row = await db
    .selectFrom('delivery_command')
    .select([
      (eb) => eb.fn.countAll<string | number>().as('n'),
      (eb) => eb.fn.min('expires_at').as('first_expiry'),
    ])
    .where('state', '=', 'AWAIT_VALIDATION')
    .where(visibleRows('delivery_command', scope))
    .executeTakeFirstOrThrow();
  return { count: toCount(row.n), firstExpiry: row.first_expiry as string | null };
}

export const commandWithJob = (db: Executor, commandId: string) =>
  db
    .selectFrom('delivery_command as c')
    .innerJoin('job', 'job.id', 'c.job_id')
    .select(['c.id', 'c.state', 'c.owner_id', 'c.reason', 'c.rejection_date', 'job.name as job_name'])
    .where('c.id', '=', commandId)
    .executeTakeFirst();
