import {
  applyRetention,
  DELETE_STORED_KEYS_TASK,
  deleteStoredKeys,
  PURGE_INTERVAL_MS,
  PURGE_TASK,
  purgeEndedCredentials,
  RETENTION_INTERVAL_MS,
  RETENTION_TASK,
} from './features/housekeeping';
import { LOST_PASSWORD_MAIL_TASK, sendLostPasswordMails } from './features/auth';
import { EXPIRE_COMMAND_TASK, EXPIRE_SWEEP_INTERVAL_MS, expireCommands } from './features/deliveries';
import { giveUpJobProcessing, PROCESS_JOB_TASK, processJob } from './features/jobs';
import {
  NOTIFY_REJECTED_TASK,
  notifyCommandRejected,
  sendValidatorSummaries,
  VALIDATOR_SUMMARY_INTERVAL_MS,
  VALIDATOR_SUMMARY_TASK,
} from './features/notifications';
import {
  DELIVER_SUBSCRIPTION_TASK,
  deliverSubscription,
  DISPATCH_WEBHOOKS_INTERVAL_MS,
  DISPATCH_WEBHOOKS_TASK,
  dispatchWebhooks,
  WAKE_SUBSCRIPTION_TASK,
  wakeSubscription,
} from './features/webhooks';
import { registerSendingTasks } from './features/sending';
import { registerPrinterTasks } from './features/printer';
import type { Deps } from './platform/deps';

/** Registers every feature's task handlers on the queue; `main.ts` starts it in the `all` and `work` modes. */
export function registerTasks(deps: Deps): void {
  deps.queue.handle(PURGE_TASK, () => purgeEndedCredentials(deps));
  deps.queue.every(PURGE_TASK, PURGE_INTERVAL_MS);
  deps.queue.handle(RETENTION_TASK, async () => {
    await applyRetention(deps);
  });
  deps.queue.every(RETENTION_TASK, RETENTION_INTERVAL_MS);
  deps.queue.handle(DELETE_STORED_KEYS_TASK, (payload) => deleteStoredKeys(deps, payload));
  deps.queue.handle(PROCESS_JOB_TASK, (payload, ctx) => processJob(deps, payload.jobId, ctx.attempt), {
    onGiveUp: (payload, ctx) => giveUpJobProcessing(deps, payload.jobId, ctx.reason),
  });
  registerSendingTasks(deps);
  registerPrinterTasks(deps);
  deps.queue.handle(LOST_PASSWORD_MAIL_TASK, (payload) => sendLostPasswordMails(deps, payload.email));
  deps.queue.handle(DELIVER_SUBSCRIPTION_TASK, (payload) =>
    deliverSubscription(deps, payload.subscriptionId),
  );
  deps.queue.handle(DISPATCH_WEBHOOKS_TASK, () => dispatchWebhooks(deps));
  deps.queue.handle(WAKE_SUBSCRIPTION_TASK, (payload) => wakeSubscription(deps, payload.subscriptionId));
  deps.queue.every(DISPATCH_WEBHOOKS_TASK, DISPATCH_WEBHOOKS_INTERVAL_MS);
  deps.queue.handle(EXPIRE_COMMAND_TASK, (payload) => expireCommands(deps, payload));
  deps.queue.every(EXPIRE_COMMAND_TASK, EXPIRE_SWEEP_INTERVAL_MS);
  deps.queue.handle(NOTIFY_REJECTED_TASK, (payload) => notifyCommandRejected(deps, payload));
  deps.queue.handle(VALIDATOR_SUMMARY_TASK, async () => {
    await sendValidatorSummaries(deps);
  });
  deps.queue.every(VALIDATOR_SUMMARY_TASK, VALIDATOR_SUMMARY_INTERVAL_MS);
}
