// What the other features may use of features/notifications (docs/architecture.md): everything else is internal.
export {
  NOTIFY_REJECTED_TASK,
  notifyCommandRejected,
  sendValidatorSummaries,
  VALIDATOR_SUMMARY_INTERVAL_MS,
  VALIDATOR_SUMMARY_TASK,
} from './notifications';
export { claimNotification } from './queries';
