// What the other features may use of features/webhooks (docs/architecture.md): everything else is internal.
export {
  DELIVER_SUBSCRIPTION_TASK,
  DISPATCH_WEBHOOKS_INTERVAL_MS,
  DISPATCH_WEBHOOKS_TASK,
  deliverSubscription,
  dispatchWebhooks,
  WAKE_SUBSCRIPTION_TASK,
  wakeSubscription,
  wakeWebhooksOnAppend,
} from './deliver-subscription';
export { applyOuWebhookUrl } from './ou-webhook';
