import type { Shipment } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { viewScope, type SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { presentShipments } from './present-shipment';
import { acknowledgeErrors, visibleShipmentsIn } from './queries';

/**
 * POST /shipments/acknowledge (docs/product.md §3 "Acknowledge: shipmentIds, message"): the caller has seen
 * these shipments in error (-900 < code < 0). Only shipments the caller sees count; others are left out
 * silently (ids do not leak). Idempotent: a shipment already acknowledged keeps its first acknowledgement,
 * one not in error is left as it is. Each acknowledgement is written to the shipment's history with the
 * caller's login and message.
 */
export async function acknowledgeShipments(
  deps: Deps,
  session: SessionContext,
  input: { shipmentIds: readonly string[]; message: string },
): Promise<{ acknowledged: number; shipments: Shipment[] }> {
  const scope = viewScope(session);
  const ids = [...new Set(input.shipmentIds)];
  const at = deps.clock.now().toISOString();
  const message = input.message.trim();
  const acknowledged = await deps.db.transaction().execute(async (tx) => {
    const visible = await visibleShipmentsIn(tx, scope, ids);
    const marked = await acknowledgeErrors(
      tx,
      visible.map((r) => r.id),
      at,
      message,
    );
    const ouOf = new Map(visible.map((r) => [r.id, r.ou_id]));
    for (const id of marked) {
      await appendHistory(tx, {
        entityType: 'shipment',
        entityId: id,
        ouId: ouOf.get(id)!,
        action: 'acknowledge',
        login: session.login,
        at,
        details: { message },
      });
    }
    return marked.length;
  });
  const rows = await visibleShipmentsIn(deps.db, scope, ids);
  return { acknowledged, shipments: await presentShipments(deps.db, rows) };
}
