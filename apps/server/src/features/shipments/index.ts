// What the other features may use of features/shipments (docs/architecture.md): everything else is internal.
export { afterShipmentStatus } from './after-shipment-status';
export { presentDelivery } from './present-delivery';
export { recordShipmentStatus } from './record-status';
export type { RecordedStatus } from './record-status';
export { shipmentById } from './queries';
export { FALLBACK_TASK } from './tasks';
