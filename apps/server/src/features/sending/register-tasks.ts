import type { Deps } from '../../platform/deps';
import { fallBack } from './fall-back';
import { prepareFallbackDelivery } from './prepare-fallback-delivery';
import { giveUpCommandProcessing, processCommand } from './process-command';
import { simulateStep } from './providers/simulator';
import { sendCommand } from './send-command';
import { PREPARE_DELIVERY_TASK, PROCESS_COMMAND_TASK, SEND_COMMAND_TASK, SIMULATOR_STEP_TASK } from './tasks';
import { FALLBACK_TASK } from '../shipments';

/** The sending flow's task handlers (worker.ts). */
export function registerSendingTasks(deps: Deps): void {
  deps.queue.handle(
    PROCESS_COMMAND_TASK,
    (payload, ctx) => processCommand(deps, payload.commandId, ctx.attempt),
    { onGiveUp: (payload, ctx) => giveUpCommandProcessing(deps, payload.commandId, ctx.reason) },
  );
  deps.queue.handle(SEND_COMMAND_TASK, (payload) => sendCommand(deps, payload.commandId));
  deps.queue.handle(PREPARE_DELIVERY_TASK, (payload, ctx) =>
    prepareFallbackDelivery(deps, payload.deliveryId, ctx.attempt),
  );
  deps.queue.handle(FALLBACK_TASK, (payload) => fallBack(deps, payload));
  deps.queue.handle(SIMULATOR_STEP_TASK, (payload) => simulateStep(deps, payload));
}
