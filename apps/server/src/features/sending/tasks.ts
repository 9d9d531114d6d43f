import { z } from 'zod';
import { defineTask } from '../../platform/queue/queue';

// The worker's tasks of the sending flow. Registered by worker.ts through `registerSendingTasks`
// (register-tasks.ts).

/**
 * The worker's task that turns a validated command into shipments and sends them (payload `{ commandId }`),
 * queued by features/deliveries when a command is validated; its name keeps the 'deliveries.' prefix it had.
 */
export const PROCESS_COMMAND_TASK = defineTask('deliveries.process', z.object({ commandId: z.string() }));
/** Hands a command's ready shipments over to their providers (payload `{ commandId }`). */
export const SEND_COMMAND_TASK = defineTask('sending.send', z.object({ commandId: z.string() }));
/** Makes the output of a delivery's new shipments, a fallback's (payload `{ deliveryId }`). */
export const PREPARE_DELIVERY_TASK = defineTask('sending.prepare', z.object({ deliveryId: z.string() }));
/** One status the simulator provider reports (payload `{ shipmentId, step }`). */
export const SIMULATOR_STEP_TASK = defineTask(
  'sending.simulate',
  z.object({ shipmentId: z.string(), step: z.number().int().min(0) }),
);

/** Attempts of the processing and preparing tasks before the delivery creation is declared in error. */
export const PROCESS_MAX_ATTEMPTS = 5;
