import type { Deps } from '../../platform/deps';
import { escalate } from './escalate';
import { fallBack } from './fall-back';
import { prepareFallbackDelivery } from './prepare-fallback-delivery';
import { giveUpCommandProcessing, processCommand } from './process-command';
import { followIppJob } from './providers/ipp-job-follow';
import { simulateStep } from './providers/simulator';
import { watchSmppLinks } from './providers/smpp/links';
import { sendCommand } from './send-command';
import {
  IPP_JOB_TASK,
  PREPARE_DELIVERY_TASK,
  PROCESS_COMMAND_TASK,
  SEND_COMMAND_TASK,
  SIMULATOR_STEP_TASK,
  SMPP_WATCH_INTERVAL_MS,
  SMPP_WATCH_TASK,
} from './tasks';
import { ESCALATION_TASK, FALLBACK_TASK } from '../shipments';

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
  deps.queue.handle(ESCALATION_TASK, (payload) => escalate(deps, payload));
  deps.queue.handle(SIMULATOR_STEP_TASK, (payload) => simulateStep(deps, payload));
  deps.queue.handle(IPP_JOB_TASK, (payload) => followIppJob(deps, payload));
  deps.queue.handle(SMPP_WATCH_TASK, () => watchSmppLinks(deps));
  deps.queue.every(SMPP_WATCH_TASK, SMPP_WATCH_INTERVAL_MS);
}
