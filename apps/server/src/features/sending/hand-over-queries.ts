import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database, ShipmentTable } from '../../platform/db/schema';
import { SENDABLE_COMMAND_STATES } from './queries';

// SQL of a shipment's hand-over, told by two columns (docs/domain-decisions.md "Sending"):
// - external_id null: not handed over (next_attempt_at: when to try again after a failure, null: now);
// - external_id set, next_attempt_at set: a hand-over began and has not reported yet (the claim, until its lease);
// - external_id set, next_attempt_at null: handed over; the provider reports under external_id.
// hand_over_complete_at (migration 0042) notes that a claimed hand-over may reach its provider whole.

type Executor = Db | Transaction<Database>;

/** The claim of a hand-over (see the header); false when taken meanwhile or the command can no longer send. */
export async function claimShipment(
  db: Executor,
  id: string,
  commandId: string,
  claim: { external_id: string; next_attempt_at: string; updated_at: string },
): Promise<boolean> {
  const r = await db
    .updateTable('shipment')
    .set((eb) => ({
      ...claim,
      hand_over_complete_at: null,
      attempts: eb('attempts', '+', 1),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('status_code', '=', 300)
    .where('external_id', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('delivery_command')
          .select('delivery_command.id')
          .where('delivery_command.id', '=', commandId)
          .where('delivery_command.state', 'in', [...SENDABLE_COMMAND_STATES]),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Writes the hand-over columns of a shipment (closing or releasing a claim, planning a retry). */
export async function setHandOver(
  db: Executor,
  id: string,
  set: Partial<
    Pick<
      ShipmentTable,
      'external_id' | 'next_attempt_at' | 'last_error' | 'tracking_value' | 'hand_over_complete_at'
    >
  > & {
    attempts?: number;
    updated_at: string;
  },
): Promise<void> {
  await db
    .updateTable('shipment')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * Notes that the hand-over claimed under `externalId` may reach its provider whole from now on (migration 0042);
 * false when the claim is no longer there (released, closed, or another worker's).
 */
export async function markHandOverComplete(
  db: Executor,
  id: string,
  externalId: string,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('shipment')
    .set({ hand_over_complete_at: at })
    .where('id', '=', id)
    .where('status_code', '=', 300)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks shipments handed over under their nuid, those not marked yet; answers the ids it marked. */
export async function markHandedOver(db: Executor, ids: readonly string[], at: string): Promise<string[]> {
  const marked: string[] = [];
  for (const id of ids) {
    const r = await db
      .updateTable('shipment')
      .set((eb) => ({
        external_id: eb.ref('nuid'),
        next_attempt_at: null,
        last_error: null,
        updated_at: at,
        attempts: eb('attempts', '+', 1),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('external_id', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) marked.push(id);
  }
  return marked;
}
