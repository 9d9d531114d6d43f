import type { Db } from '../db/database';
import type { IdempotencyKeyTable } from '../db/schema';

type IdempotencyRow = IdempotencyKeyTable;

/** Takes the key for its first request: true when this call inserted the row (the lock), false when it exists. */
export async function claimIdempotencyKey(
  db: Db,
  row: { callerId: string; key: string; requestHash: string | null; createdAt: string },
): Promise<boolean> {
  const r = await db
    .insertInto('idempotency_key')
    .values({
      caller_id: row.callerId,
      key: row.key,
      request_hash: row.requestHash,
      state: 'running',
      created_at: row.createdAt,
    })
    .onConflict((oc) => oc.columns(['caller_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function idempotencyKeyOf(
  db: Db,
  callerId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  return db
    .selectFrom('idempotency_key')
    .selectAll()
    .where('caller_id', '=', callerId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Stores the answer of the key's first request. */
export async function completeIdempotencyKey(
  db: Db,
  callerId: string,
  key: string,
  answer: { requestHash: string; status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({
      state: 'done',
      request_hash: answer.requestHash,
      status: answer.status,
      content_type: answer.contentType,
      body: answer.body,
    })
    .where('caller_id', '=', callerId)
    .where('key', '=', key)
    .where('state', '=', 'running')
    .execute();
}

/** Frees a key whose request was refused or failed (nothing stored), or that expired (its creation `createdAt`). */
export async function releaseIdempotencyKey(
  db: Db,
  callerId: string,
  key: string,
  createdAt?: string,
): Promise<void> {
  let q = db.deleteFrom('idempotency_key').where('caller_id', '=', callerId).where('key', '=', key);
  if (createdAt) q = q.where('created_at', '=', createdAt);
  else q = q.where('state', '=', 'running');
  await q.execute();
}
