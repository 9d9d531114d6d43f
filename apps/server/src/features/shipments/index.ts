// What the other features may use of features/shipments (docs/architecture.md): everything else is internal.
export { afterShipmentStatus, preferenceOf } from './after-shipment-status';
export { presentDelivery } from './present-delivery';
export { recordShipmentStatus } from './record-status';
export { recordSendStatus } from './record-send-status';
export type { RecordedStatus } from './record-status';
export { visibleShipmentOrThrow } from './read-shipments';
export { escalationContextOf, setEscalation, shipmentById } from './queries';
export { ESCALATION_TASK, FALLBACK_TASK } from './tasks';
