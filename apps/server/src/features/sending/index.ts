// What the other features may use of features/sending (docs/architecture.md): everything else is internal.
export { PackGroupDocuments } from './pack-group-documents';
export { planOrder } from './plan-order';
export type { Plan } from './plan-order';
export { composePrintFile, printLetterOf, printSetupOf } from './providers/print-setup';
export {
  commandById,
  insertCommand,
  insertDeliveries,
  moveCommand,
  SENDABLE_COMMAND_STATES,
  setDeliveriesOfCommand,
} from './queries';
export { markHandedOver } from './hand-over-queries';
export { recordSendStatus } from '../shipments';
export { closeSmppLinks } from './providers/smpp/links';
export { registerSendingTasks } from './register-tasks';
export { PROCESS_COMMAND_TASK, SEND_COMMAND_TASK } from './tasks';
