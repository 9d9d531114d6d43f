import { DocumentError } from '@postbridge/documents';
import type { Deps } from '../../platform/deps';
import { progressCommand } from './command-progress';
import { createShipments } from './create-shipments';
import { loadDeliveryContext, SendingSetupError } from './delivery-context';
import { failShipmentsInCreation, prepareDelivery } from './prepare-delivery';
import { providerFor } from './providers/index';
import type { PrepareOptions } from './providers/provider';
import { commandById, deliveriesOfCommand, setDeliveryPackGroupsState } from './queries';
import { PROCESS_MAX_ATTEMPTS, SEND_COMMAND_TASK } from './tasks';

/** A fault the queue's retries cannot cure (a missing channel, an unreadable PDF): the creation fails at once. */
const isPermanent = (err: unknown) => err instanceof SendingSetupError || err instanceof DocumentError;

/**
 * The worker's task for a validated command (tasks.ts PROCESS_COMMAND_TASK, docs/product.md §4): VALIDATED →
 * PROCESSING; for each delivery, one shipment per pack group (250) and the output made by the channel's provider
 * (300, pack groups SHIPMENT_ASSOCIATED); then READY and the send task queued in the same transaction. A fault
 * is retried by the queue; at the last attempt (or at once when retrying cannot help) the command goes to
 * DELIVERY_CREATION_ERROR. Idempotent: every step skips what a previous run committed, and a command that is
 * no longer VALIDATED or PROCESSING (cancelled meanwhile) is left alone.
 */
export async function processCommand(
  deps: Deps,
  commandId: string,
  attempt = PROCESS_MAX_ATTEMPTS,
  hooks: PrepareOptions = {},
): Promise<void> {
  let command = await commandById(deps.db, commandId);
  if (!command) return;
  const deliveries = (await deliveriesOfCommand(deps.db, commandId)).filter(
    (d) => d.fallback_origin_id === null,
  );
  const deliveryIds = deliveries.map((d) => d.id);
  if (command.state === 'VALIDATED') {
    const validated = command;
    const at = deps.clock.now().toISOString();
    await deps.db
      .transaction()
      .execute((tx) => progressCommand(deps, tx, validated, 'process', { at, deliveryIds }));
    command = await commandById(deps.db, commandId);
  }
  if (command?.state !== 'PROCESSING') return;
  try {
    for (const delivery of deliveries) {
      const ctx = await loadDeliveryContext(deps, command, delivery);
      const adapter = providerFor(ctx.channel.providerName);
      if (!(await createShipments(deps, delivery))) return;
      if (!(await prepareDelivery(ctx, adapter, ['PROCESSING'], hooks))) return;
    }
    const at = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (tx) => {
      const current = await commandById(tx, commandId);
      if (!current || !(await progressCommand(deps, tx, current, 'complete', { at, deliveryIds }))) return;
      await deps.queue.enqueue(
        SEND_COMMAND_TASK,
        { commandId },
        { tx, singletonKey: `send:${commandId}:${at}` },
      );
    });
  } catch (err) {
    if (!isPermanent(err) && attempt < PROCESS_MAX_ATTEMPTS) throw err;
    deps.log.error({ err, commandId }, 'delivery creation failed');
    await failDeliveryCreation(
      deps,
      commandId,
      deliveryIds,
      err instanceof Error ? err.message : String(err),
    );
  }
}

/**
 * The queue gave the order's task up: creating its deliveries stopped the worker process every time, so the
 * handler never recorded a failure. The order ends in DELIVERY_CREATION_ERROR with the reason rather than staying
 * PROCESSING for ever; nothing was sent (sending is a later task).
 */
export async function giveUpCommandProcessing(deps: Deps, commandId: string, reason: string): Promise<void> {
  const command = await commandById(deps.db, commandId);
  if (command?.state !== 'PROCESSING') return;
  const deliveryIds = (await deliveriesOfCommand(deps.db, commandId))
    .filter((d) => d.fallback_origin_id === null)
    .map((d) => d.id);
  await failDeliveryCreation(deps, commandId, deliveryIds, reason);
}

/**
 * DELIVERY_CREATION_ERROR (`failCreation`): the pack groups not associated yet get SHIPMENT_CREATION_ERROR and
 * the shipments still being created -700, with the cause.
 */
async function failDeliveryCreation(
  deps: Deps,
  commandId: string,
  deliveryIds: string[],
  error: string,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    const current = await commandById(tx, commandId);
    if (!current) return;
    const state = await progressCommand(deps, tx, current, 'failCreation', {
      at,
      deliveryIds,
      details: { error },
    });
    if (!state) return;
    for (const deliveryId of deliveryIds) {
      await failShipmentsInCreation(deps, tx, deliveryId, error, at);
      await setDeliveryPackGroupsState(
        deps,
        tx,
        deliveryId,
        'SHIPMENT_IN_CREATION',
        'SHIPMENT_CREATION_ERROR',
      );
    }
  });
}
