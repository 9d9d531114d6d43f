// What the other features may use of features/webhooks (docs/architecture.md): everything else is internal.
export { deliverWebhook } from './deliver-webhook';
export {
  DELIVER_WEBHOOK_TASK,
  DELIVER_WEBHOOK_TASK_ATTEMPTS,
  emitShipmentStatus,
  emitWebhook,
} from './emit-webhook';
