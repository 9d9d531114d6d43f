import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { appendEvents, commandStateEvent, lockEventLog, type EventDeps } from '../../platform/events';

// State writers shared by several features (docs/architecture.md "Where things live"): the sending of orders
// and the services' forced saves both move orders' states, and neither may depend on the other.

/** Moves commands from one state to another (those still in it), each with its event. */
export async function setCommandsState(
  deps: EventDeps,
  tx: Transaction<Database>,
  ids: readonly string[],
  from: string,
  to: string,
  at: string,
): Promise<void> {
  if (!ids.length) return;
  await lockEventLog(deps, tx);
  const rows = await tx
    .updateTable('delivery_command')
    .set((eb) => ({ state: to, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', 'in', [...ids])
    .where('state', '=', from)
    .returning(['id', 'ou_id', 'owner_id', 'job_id'])
    .execute();
  if (from !== to)
    await appendEvents(
      deps,
      tx,
      rows.map((r) => commandStateEvent(r, to, from)),
    );
}
