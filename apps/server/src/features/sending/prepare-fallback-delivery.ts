import { DocumentError } from '@postbridge/documents';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { loadDeliveryContext, SendingSetupError } from './delivery-context';
import { FALLBACK_COMMAND_STATES } from './fall-back';
import { failShipmentsInCreation, prepareDelivery } from './prepare-delivery';
import { providerFor } from './providers/index';
import { commandById, deliveryById, setDeliveryState, shipmentsAt } from './queries';
import { PROCESS_MAX_ATTEMPTS, SEND_COMMAND_TASK } from './tasks';

/**
 * The prepare task of a fallback delivery: the output of its new shipments (250 → 300), then the delivery READY
 * and the send task queued in one transaction. After the queue's retries (or at once for a fault retrying cannot
 * cure) its shipments still being created get -700 and the delivery DELIVERY_CREATION_ERROR; the command, past
 * its own creation, keeps its state.
 */
export async function prepareFallbackDelivery(
  deps: Deps,
  deliveryId: string,
  attempt = PROCESS_MAX_ATTEMPTS,
): Promise<void> {
  const delivery = await deliveryById(deps.db, deliveryId);
  const command = delivery ? await commandById(deps.db, delivery.command_id) : undefined;
  if (!delivery || !command || !(FALLBACK_COMMAND_STATES as readonly string[]).includes(command.state))
    return;
  try {
    const ctx = await loadDeliveryContext(deps, command, delivery);
    if (!(await prepareDelivery(ctx, providerFor(ctx.channel.providerName), FALLBACK_COMMAND_STATES))) return;
    const at = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (tx) => {
      // Another fallback shipment added meanwhile has its own prepare task queued: it finishes the work.
      if ((await shipmentsAt(tx, deliveryId, 250)).length) return;
      await setDeliveryState(deps, tx, [deliveryId], 'READY', at);
      await deps.queue.enqueue(
        SEND_COMMAND_TASK,
        { commandId: command.id },
        { tx, singletonKey: `send:${command.id}:${at}` },
      );
    });
  } catch (err) {
    if (
      !(err instanceof SendingSetupError || err instanceof DocumentError) &&
      attempt < PROCESS_MAX_ATTEMPTS
    ) {
      throw err;
    }
    const error = err instanceof Error ? err.message : String(err);
    deps.log.error({ err, deliveryId }, 'fallback delivery creation failed');
    const at = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (tx) => {
      await failShipmentsInCreation(deps, tx, deliveryId, error, at);
      await setDeliveryState(deps, tx, [deliveryId], 'DELIVERY_CREATION_ERROR', at);
      await appendHistory(tx, {
        entityType: 'deliveryCommand',
        entityId: command.id,
        ouId: command.ou_id,
        action: 'fallbackFailed',
        state: command.state,
        login: null,
        at,
        details: { deliveryId, error },
      });
      // The send task settles the command's state with this delivery in error.
      await deps.queue.enqueue(
        SEND_COMMAND_TASK,
        { commandId: command.id },
        { tx, singletonKey: `send:${command.id}:${at}` },
      );
    });
  }
}
