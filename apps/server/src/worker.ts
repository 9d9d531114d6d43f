import {
  PURGE_INTERVAL_MS,
  PURGE_TASK,
  purgeEndedCredentials,
} from './features/housekeeping/purge-ended-credentials';
import { PROCESS_JOB_TASK, processJob } from './features/jobs/process-job';
import type { Deps } from './platform/deps';

/** Registers every feature's task handlers on the queue; `main.ts` starts it in the `all` and `work` modes. */
export function registerTasks(deps: Deps): void {
  deps.queue.handle(PURGE_TASK, () => purgeEndedCredentials(deps));
  deps.queue.every(PURGE_TASK, PURGE_INTERVAL_MS);
  deps.queue.handle(PROCESS_JOB_TASK, (payload, ctx) =>
    processJob(deps, (payload as { jobId: string }).jobId, ctx.attempt),
  );
}
