import type { Deps } from '../../platform/deps';
import { PRINTED_JOB_PROCESSED_TASK } from '../jobs';
import { depositPrintedFile, orderPrintedJob } from './automated-printing';
import { notifyPrintedFile } from './notify-printed';
import { DEPOSIT_PRINTED_TASK, NOTIFY_PRINTED_TASK } from './tasks';

/** The virtual printer's queue tasks (worker.ts). */
export function registerPrinterTasks(deps: Deps): void {
  deps.queue.handle(DEPOSIT_PRINTED_TASK, (payload) => depositPrintedFile(deps, payload));
  deps.queue.handle(PRINTED_JOB_PROCESSED_TASK, (payload) => orderPrintedJob(deps, payload));
  deps.queue.handle(NOTIFY_PRINTED_TASK, (payload) => notifyPrintedFile(deps, payload));
}
