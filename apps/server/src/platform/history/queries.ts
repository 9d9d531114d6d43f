import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type HistoryEntry = {
  entityType: string;
  entityId: string;
  ouId: string;
  action: string;
  state?: string | null;
  login: string | null;
  at: string;
  details?: Record<string, unknown>;
};

/** Append-only: called inside the transaction of the change it records. */
export async function appendHistory(db: Db | Transaction<Database>, e: HistoryEntry): Promise<void> {
  await db
    .insertInto('history')
    .values({
      entity_type: e.entityType,
      entity_id: e.entityId,
      ou_id: e.ouId,
      action: e.action,
      state: e.state ?? null,
      login: e.login,
      at: e.at,
      details: e.details ? JSON.stringify(e.details) : null,
    })
    .execute();
}

export const historyOf = (db: Db, entityType: string, entityId: string) =>
  db
    .selectFrom('history')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
