import { z } from 'zod';
import { defineTask } from '../../platform/queue/queue';

// The worker's tasks of the sending flow (the command's processing task is deliveries/tasks.ts
// PROCESS_COMMAND_TASK). Registered by worker.ts through `registerSendingTasks` (register-tasks.ts).

/** Hands a command's ready shipments over to their providers (payload `{ commandId }`). */
export const SEND_COMMAND_TASK = defineTask('sending.send', z.object({ commandId: z.string() }));
/** Makes the output of a delivery's new shipments, a fallback's (payload `{ deliveryId }`). */
export const PREPARE_DELIVERY_TASK = defineTask('sending.prepare', z.object({ deliveryId: z.string() }));
/** Sends a shipment again through the next channel of its service's strategy (payload `{ shipmentId, statusCode }`). */
export const FALLBACK_TASK = defineTask(
  'sending.fallback',
  z.object({ shipmentId: z.string(), statusCode: z.number().int() }),
);
/** One status the simulator provider reports (payload `{ shipmentId, step }`). */
export const SIMULATOR_STEP_TASK = defineTask(
  'sending.simulate',
  z.object({ shipmentId: z.string(), step: z.number().int().min(0) }),
);

/** Attempts of the processing and preparing tasks before the delivery creation is declared in error. */
export const PROCESS_MAX_ATTEMPTS = 5;
