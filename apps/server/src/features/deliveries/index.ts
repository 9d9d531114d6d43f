// What the other features may use of features/deliveries (docs/architecture.md): everything else is internal.
export { expireCommands } from './command-actions';
export { checkOptions, createCommand, prepareOrder } from './create-command';
export { EXPIRE_COMMAND_TASK, EXPIRE_SWEEP_INTERVAL_MS } from './tasks';
