import type { Transaction, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { appendEvents, lockEventLog, packGroupStateEvent, type EventDeps } from '../../platform/events';

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
