import type { Transaction, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Database } from '../../platform/db/schema';
import {
  appendEvents,
  commandStateEvent,
  lockEventLog,
  packGroupStateEvent,
  type EventDeps,
} from '../../platform/events';

// State writers shared by several features (docs/architecture.md "Where things live"): the sending of orders
// and the services' forced saves both move orders' states, the deliveries, the letters' edits and the sending all
// move letters' states, and none of them may depend on another.

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

type PackGroupUpdate = UpdateQueryBuilder<Database, 'pack_group', 'pack_group', UpdateResult>;

/**
 * The one way a pack group's state moves (apart from its creation): an UPDATE guarded by its previous state,
 * `set` the other columns that change with it, returning the rows it moved, and their events in one insert.
 */
export async function movePackGroups(
  deps: EventDeps,
  tx: Transaction<Database>,
  from: string | readonly string[],
  to: string,
  where: (qb: PackGroupUpdate) => PackGroupUpdate,
  set: { command_id?: string | null; delivery_id?: string | null } = {},
): Promise<number> {
  const froms = typeof from === 'string' ? [from] : [...from];
  await lockEventLog(deps, tx);
  const events = [];
  // One statement per previous state: its rows' previous state is then known without reading them first.
  for (const previous of froms) {
    const rows = await where(
      tx
        .updateTable('pack_group')
        .set((eb) => ({ ...set, state: to, version: eb('version', '+', 1) }))
        .where('state', '=', previous),
    )
      .returning(['id', 'ou_id', 'owner_id', 'job_id', 'command_id'])
      .execute();
    if (previous !== to) events.push(...rows.map((r) => packGroupStateEvent(r, to, previous)));
  }
  await appendEvents(deps, tx, events);
  return events.length;
}
