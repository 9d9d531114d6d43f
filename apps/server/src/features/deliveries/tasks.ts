import { z } from 'zod';
import { defineTask } from '../../platform/queue/queue';

/** The task that automatically rejects a command still pending validation when its delay runs out. */
export const EXPIRE_COMMAND_TASK = defineTask(
  'deliveries.expire',
  z.object({ commandId: z.string().optional() }),
);
/** How often every command whose validation delay has passed is swept (after downtime, say). */
export const EXPIRE_SWEEP_INTERVAL_MS = 60 * 60_000;
