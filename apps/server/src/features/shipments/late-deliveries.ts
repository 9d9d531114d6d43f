import type { z } from 'zod';
import type { lateDeliveriesCountResultSchema, lateDeliverySchema } from '@postbridge/domain';
import { toCount } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { viewScope, type SessionContext } from '../../platform/policy';
import { presentDelivery } from './present-delivery';
import { countLate, lateDeliveries, type LateDeliveryRow, type LateRule } from './queries';

// Late deliveries (docs/product.md §7 gives only the parameters; the rule is ours, docs/api.md "Late
// deliveries"): a delivery is late when its post date is on or before latePostDate and one of its shipments
// still has a status code of 0 or more below lateStatus (e.g. lateStatus 600: not mailed yet). Negative codes
// are errors, warnings and cancellations: they are followed in the error lists, not here. Codes are compared
// as numbers, which follows each channel's course (250 → 300 → 400 → 600 → 610 for mail, … → 700 → 710 for
// electronic channels).

type LateDelivery = z.infer<typeof lateDeliverySchema>;

/** A late delivery: the delivery as everywhere (`recipients` counts its shipments) and how many are late. */
function presentLateDelivery(row: LateDeliveryRow): LateDelivery {
  return {
    ...presentDelivery(row, row, toCount(row.recipients)),
    lateShipments: toCount(row.late_shipments),
  };
}

/** GET /deliveries/late: the visible late deliveries, oldest post date first. */
export async function listLateDeliveries(
  deps: Deps,
  session: SessionContext,
  query: LateRule & { maxResults: number },
): Promise<{ deliveries: LateDelivery[]; overflow: boolean }> {
  const rows = await lateDeliveries(deps.db, viewScope(session), query, query.maxResults + 1);
  return {
    deliveries: rows.slice(0, query.maxResults).map(presentLateDelivery),
    overflow: rows.length > query.maxResults,
  };
}

/** GET /deliveries/late/count: how many visible deliveries are late, and how many late shipments they hold. */
export async function countLateDeliveries(
  deps: Deps,
  session: SessionContext,
  rule: LateRule,
): Promise<z.infer<typeof lateDeliveriesCountResultSchema>> {
  const row = await countLate(deps.db, viewScope(session), rule);
  return { deliveries: toCount(row.deliveries), shipments: toCount(row.shipments) };
}
