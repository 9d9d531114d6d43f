import type { EventData, EventType } from '@postbridge/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Deps } from '../deps';
import { signalAppended } from './event-signal';

/** Any number of the event log's writers wait on this one lock, on PostgreSQL only (see appendEvent). */
const EVENT_LOG_LOCK = 0x5042_4576; // 'PBEv'

/** What writing an event needs of the dependencies: the clock (its time) and the dialect (the lock). */
export type EventDeps = Pick<Deps, 'clock' | 'dialect'>;

export type NewEvent<T extends EventType> = {
  type: T;
  /** The OU and owner of the item that changed: who may read the event (the policy module's scope). */
  ouId: string;
  ownerId: string | null;
  subject: { type: 'job' | 'pack_group' | 'delivery_command' | 'delivery' | 'shipment'; id: string };
  data: EventData[T];
};

/** Any event of the log, whatever its type. */
type AnyNewEvent = { [T in EventType]: NewEvent<T> }[EventType];

/**
 * Takes the event log's lock for the rest of the transaction (PostgreSQL; SQLite has one writer anyway). The
 * state writers take it before they lock the rows they change, not only when they append, so that every
 * transaction takes the two in the same order (the log, then rows) and two of them cannot deadlock on them.
 * Taking it again in the same transaction is free.
 */
export async function lockEventLog(deps: EventDeps, tx: Transaction<Database>): Promise<void> {
  if (deps.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${EVENT_LOG_LOCK})`.execute(tx);
}

/** Rows per insert: SQLite bounds the bound values of one statement (7 columns a row). */
const INSERT_CHUNK = 500;

/**
 * Appends an event to the log in the transaction of the change it tells: committed with it, or not at all.
 * Answers its id. On PostgreSQL the insert takes a transaction-level advisory lock first, so that events get
 * their ids in commit order: a reader that has seen id n never later finds a smaller one committed (SQLite has
 * one writer at a time anyway).
 */
export async function appendEvent<T extends EventType>(
  deps: EventDeps,
  tx: Transaction<Database>,
  event: NewEvent<T>,
): Promise<number> {
  const [id] = await appendEvents(deps, tx, [event as AnyNewEvent]);
  return id!;
}

/**
 * Appends events in one multi-row insert (a bulk change: an order validated moves many letters), under the same
 * lock as appendEvent; answers their ids, in the order given. Nothing is written for an empty list.
 */
export async function appendEvents(
  deps: EventDeps,
  tx: Transaction<Database>,
  events: readonly AnyNewEvent[],
): Promise<number[]> {
  if (!events.length) return [];
  await lockEventLog(deps, tx);
  const at = deps.clock.now().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < events.length; i += INSERT_CHUNK) {
    const rows = await tx
      .insertInto('event')
      .values(
        events.slice(i, i + INSERT_CHUNK).map((event) => ({
          type: event.type,
          occurred_at: at,
          ou_id: event.ouId,
          owner_id: event.ownerId,
          subject_type: event.subject.type,
          subject_id: event.subject.id,
          data: JSON.stringify(event.data),
        })),
      )
      .returning('seq')
      .execute();
    ids.push(...rows.map((r) => Number(r.seq)).sort((a, b) => a - b));
  }
  signalAppended();
  return ids;
}
