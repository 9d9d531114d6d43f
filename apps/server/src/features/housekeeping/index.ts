// What the other features may use of features/housekeeping (docs/architecture.md): everything else is internal.
export { applyRetention, RETENTION_INTERVAL_MS, RETENTION_TASK } from './apply-retention';
export {
  DELETE_STORED_KEYS_MAX_ATTEMPTS,
  DELETE_STORED_KEYS_TASK,
  deleteStoredKeys,
} from './delete-stored-keys';
export { PURGE_INTERVAL_MS, PURGE_TASK, purgeEndedCredentials } from './purge-ended-credentials';
