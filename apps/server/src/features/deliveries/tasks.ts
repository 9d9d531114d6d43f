import { z } from 'zod';
import { defineTask } from '../../platform/queue/queue';

/** The worker's task that turns a validated command into shipments and sends them (features/sending). */
export const PROCESS_COMMAND_TASK = defineTask('deliveries.process', z.object({ commandId: z.string() }));
/** The task that automatically rejects a command still pending validation when its delay runs out. */
export const EXPIRE_COMMAND_TASK = defineTask(
  'deliveries.expire',
  z.object({ commandId: z.string().optional() }),
);
/** How often every command whose validation delay has passed is swept (after downtime, say). */
export const EXPIRE_SWEEP_INTERVAL_MS = 60 * 60_000;
