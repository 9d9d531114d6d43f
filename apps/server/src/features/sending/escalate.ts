import { NOT_OPENED_STATUS } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import {
  ESCALATION_TASK,
  escalationContextOf,
  preferenceOf,
  recordSendStatus,
  setEscalation,
} from '../shipments';

/** A run this close before the deadline counts as due (clocks of processes differ by a little). */
const EARLY_TOLERANCE_MS = 60_000;

/** Statuses an e-mail waits in for its opening: sent (700), received by a registered e-mail provider (710). */
const WAITING_STATUSES: readonly number[] = [700, 710];

/**
 * The digital-first timer ran out (ESCALATION_TASK, docs/domain-decisions.md "Digital-first escalation"): an
 * e-mail still waiting for its opening gets 711 "not opened", which starts the fallback to the next channel of
 * the strategy (afterShipmentStatus → fall-back.ts) in the same transaction. Nothing happens when the timer was
 * stopped meanwhile (opened, bounced, cancelled: `escalates_at` is null) or moved. A recipient who confirmed
 * e-mail as their choice since the e-mail left is not escalated: the order's history says so. Idempotent: the
 * 711 event has one id per shipment.
 */
export async function escalate(deps: Deps, payload: { shipmentId: string }): Promise<void> {
  const context = await escalationContextOf(deps.db, payload.shipmentId);
  if (!context?.escalates_at) return;
  const now = deps.clock.now();
  const due = new Date(context.escalates_at);
  if (due.getTime() - now.getTime() > EARLY_TOLERANCE_MS) {
    // Run early (another process's clock): wait for the deadline again.
    await deps.queue.enqueue(
      ESCALATION_TASK,
      { shipmentId: context.id },
      { runAt: due, singletonKey: `escalate:${context.id}:${context.escalates_at}:again` },
    );
    return;
  }
  if (!WAITING_STATUSES.includes(context.status_code)) {
    await setEscalation(deps.db, context.id, null, null);
    return;
  }
  const preference = await preferenceOf(deps.db, context);
  await deps.db.transaction().execute(async (tx) => {
    if (preference === 'EMAIL') {
      await setEscalation(tx, context.id, null, null);
      await appendHistory(tx, {
        entityType: 'deliveryCommand',
        entityId: context.command_id,
        ouId: context.ou_id,
        action: 'escalationSkipped',
        state: null,
        login: null,
        at: now.toISOString(),
        details: { shipmentId: context.id, preference },
      });
      return;
    }
    await recordSendStatus(deps, tx, context.id, {
      source: 'escalation',
      eventId: `escalation:${context.id}`,
      statusCode: NOT_OPENED_STATUS,
      details: {
        deadline: context.escalates_at,
        to: context.escalates_to,
        ...(preference === 'LETTER' ? { preference } : {}),
      },
    });
  });
}
