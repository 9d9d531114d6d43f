// The writing side of the event log (docs/architecture.md "Events"): every feature that changes the state of a
// job, pack group, command, delivery or shipment appends its event here, in the change's transaction, as it
// writes history (platform/history). Reading it (pages, stream, purge) is features/events.
export { appendEvent, appendEvents, lockEventLog, type EventDeps } from './queries';
export {
  commandStateEvent,
  deliveryStateEvent,
  jobStateEvent,
  packGroupStateEvent,
  shipmentStatusEvent,
} from './state-events';
export { onAppended } from './event-signal';
