import { z } from 'zod';
import { defineTask, noPayload } from '../../platform/queue/queue';

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

/**
 * Keeps the work process's SMPP sessions bound where receipts are awaited and unbinds idle ones
 * (providers/smpp.ts `watchSmppLinks`), every SMPP_WATCH_INTERVAL_MS.
 */
export const SMPP_WATCH_TASK = defineTask('sending.smppWatch', noPayload);
export const SMPP_WATCH_INTERVAL_MS = 60_000;

/**
 * One look at the print job an ipp-print file became (payload: the delivery, the output file, the printer, the
 * job's id, the look's number from 0, when the job was handed over); the next look is queued while it runs on.
 */
export const IPP_JOB_TASK = defineTask(
  'sending.ippJob',
  z.object({
    deliveryId: z.string(),
    outputFileId: z.string(),
    printerUri: z.string(),
    jobId: z.number().int(),
    poll: z.number().int().min(0),
    since: z.string(),
  }),
);

/** Attempts of the processing and preparing tasks before the delivery creation is declared in error. */
export const PROCESS_MAX_ATTEMPTS = 5;
