import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { recordSendStatus, recordShipmentStatus, shipmentById } from '../shipments';
import type { DeliveryContext, SendLedger, ShipmentRow } from './providers/provider';
import { claimShipment, markHandedOver, markHandOverComplete, setHandOver } from './hand-over-queries';
import { nextAttemptAt } from './retry';

/**
 * The ledger the adapters report to (providers/provider.ts `SendLedger`); every report is one transaction, and
 * the status event it records is in the same transaction as the hand-over columns (queries.ts header).
 */
export function sendLedgerOf(ctx: DeliveryContext): SendLedger {
  const { deps } = ctx;
  const now = () => deps.clock.now();

  /** Releases the claim (if any) and plans the next attempt, or gives the shipment up after the last one. */
  const release = async (
    tx: Transaction<Database>,
    current: ShipmentRow,
    error: string,
    claimed: boolean,
  ) => {
    // A claim counted its attempt already; a failure before any claim (server down) counts one here.
    const attempts = claimed ? current.attempts : current.attempts + 1;
    const retryAt = nextAttemptAt(now(), attempts, deps.config.sending);
    await setHandOver(tx, current.id, {
      external_id: null,
      hand_over_complete_at: null,
      next_attempt_at: retryAt?.toISOString() ?? null,
      last_error: error,
      attempts,
      updated_at: now().toISOString(),
    });
    if (!retryAt) {
      await recordSendStatus(deps, tx, current.id, {
        source: 'worker',
        eventId: `givenUp:${current.id}`,
        statusCode: -700,
        details: { error, attempts },
      });
    }
  };

  return {
    claim: (shipment, externalId, leaseUntil) =>
      claimShipment(deps.db, shipment.id, ctx.command.id, {
        external_id: externalId,
        next_attempt_at: leaseUntil.toISOString(),
        updated_at: now().toISOString(),
      }),

    complete: (shipment, externalId) =>
      markHandOverComplete(deps.db, shipment.id, externalId, now().toISOString()),

    accepted: (shipment, { externalId, trackingValue, ...outcome }) =>
      deps.db.transaction().execute(async (tx) => {
        await setHandOver(tx, shipment.id, {
          ...(externalId ? { external_id: externalId } : {}),
          ...(trackingValue ? { tracking_value: trackingValue } : {}),
          next_attempt_at: null,
          last_error: null,
          updated_at: now().toISOString(),
        });
        await recordSendStatus(deps, tx, shipment.id, outcome);
      }),

    refused: (shipment, outcome) =>
      deps.db.transaction().execute(async (tx) => {
        await setHandOver(tx, shipment.id, {
          next_attempt_at: null,
          last_error: outcome.error,
          updated_at: now().toISOString(),
        });
        await recordSendStatus(deps, tx, shipment.id, {
          ...outcome,
          details: { error: outcome.error },
        });
      }),

    retryLater: (shipment, error, claimed) =>
      deps.db.transaction().execute(async (tx) => {
        const current = await shipmentById(tx, shipment.id);
        if (!current || current.status_code !== 300) return;
        // Without a claim of ours, a shipment another worker claimed meanwhile is not ours to release.
        if (!claimed && current.external_id !== null) return;
        await release(tx, current, error, claimed);
      }),

    releaseInDoubt: (shipment, error) =>
      deps.db.transaction().execute(async (tx) => {
        const current = await shipmentById(tx, shipment.id);
        // Only the claim as it was seen: one taken again, held, or noted complete meanwhile is another pass's.
        if (
          !current ||
          current.status_code !== 300 ||
          current.version !== shipment.version ||
          current.external_id !== shipment.external_id ||
          current.hand_over_complete_at !== null
        )
          return false;
        await release(tx, current, error, true);
        return true;
      }),

    holdClaim: (shipment, { leaseUntil, externalId, error }) =>
      deps.db.transaction().execute(async (tx) => {
        const current = await shipmentById(tx, shipment.id);
        // Only a claim still open: a shipment that moved on, or was released, is not held.
        if (!current || current.status_code !== 300 || current.external_id === null) return;
        await setHandOver(tx, shipment.id, {
          ...(externalId ? { external_id: externalId } : {}),
          next_attempt_at: leaseUntil.toISOString(),
          ...(error ? { last_error: error, attempts: current.attempts + 1 } : {}),
          updated_at: now().toISOString(),
        });
      }),

    handedOver: (shipments, outcome, alsoInTransaction) =>
      deps.db.transaction().execute(async (tx) => {
        const at = now().toISOString();
        const marked = await markHandedOver(
          tx,
          shipments.map((s) => s.id),
          at,
        );
        for (const id of marked) {
          await recordShipmentStatus(deps, tx, {
            shipmentId: id,
            statusCode: 300,
            source: outcome.source,
            eventId: `handedOver:${id}`,
            at,
            receivedAt: at,
            details: outcome.details,
          });
        }
        if (alsoInTransaction && marked.length) await alsoInTransaction(tx, marked);
      }),
  };
}
