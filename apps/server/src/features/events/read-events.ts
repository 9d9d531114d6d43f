import type { EventPage, EventType, PostbridgeEvent } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { viewScope, type SessionContext } from '../../platform/policy';
import { committedHead, lastGivenId, visibleEvents, type EventRow } from './queries';

export const presentEvent = (row: EventRow): PostbridgeEvent => ({
  id: String(row.seq),
  type: row.type as EventType,
  occurredAt: row.occurred_at,
  ouId: row.ou_id,
  data: JSON.parse(row.data) as Record<string, unknown>,
});

/** -2 at `querystring.after`: a cursor above every event ever written (docs/api.md "Events"). */
export async function refuseFutureCursor(deps: Deps, after: number): Promise<void> {
  if (after > 0 && after > (await lastGivenId(deps.db, deps.dialect))) {
    throw errors.badRequest('querystring.after', 'is beyond the last event');
  }
}

/**
 * A page of the events the caller may see after `after` — the scope of the lists of orders, deliveries and
 * shipments (viewOrders / viewOrdersOthers), so a caller reads the changes of exactly the items it could list.
 * The page stops at the log's committed head read first; when it is not full, `nextAfter` moves to that head,
 * so that the next call does not read again the events of others that were skipped.
 */
export async function readEventPage(
  deps: Deps,
  session: SessionContext,
  query: { after: number; limit: number; types?: readonly EventType[] | undefined },
): Promise<EventPage> {
  await refuseFutureCursor(deps, query.after);
  const head = await committedHead(deps.db);
  const rows = await visibleEvents(deps.db, viewScope(session), {
    after: query.after,
    upTo: head,
    limit: query.limit + 1,
    types: query.types,
  });
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const nextAfter = more ? page[page.length - 1]!.seq : Math.max(query.after, head);
  return { events: page.map(presentEvent), nextAfter: String(nextAfter), more };
}
