import {
  KNOWN_SHIPMENT_STATUS_CODES,
  shipmentStatusInfo,
  type ShipmentStatusCode,
} from './shipment-status-codes';

// The rules behind the charts of Monitoring and Home (docs/domain-decisions.md "Chart figures"): which shipment
// status codes count as sent and as delivered in the funnel, and which status the "late" series waits for.

/**
 * Sent: a positive code past production (mailed, sent, or any later event): the item has left the platform.
 * 250 (being created), 300 (ready) and 400 (in production) have not.
 */
export function isShipmentSentCode(code: number): boolean {
  return code >= 600;
}

/**
 * Delivered: a positive code that reached the recipient, either final (610 delivered, 714 signed, 760 accepted…)
 * or a recipient event of an electronic channel (710 received, 711 not opened, 715 opened, 716 clicked), which
 * is as far as an e-mail goes. Mailed (600), sent (700) and invoice sent (751) are on their way.
 */
export function isShipmentDeliveredCode(code: number): boolean {
  const info = shipmentStatusInfo(code);
  if (!info || code <= 0) return false;
  return (
    info.final ||
    info.displayKind === 'ok' ||
    info.displayKind === 'opened' ||
    info.displayKind === 'notOpened'
  );
}

/** The known codes of the funnel's "sent" and "delivered" steps, for a query or a list filter. */
export const SHIPMENT_SENT_CODES: readonly ShipmentStatusCode[] =
  KNOWN_SHIPMENT_STATUS_CODES.filter(isShipmentSentCode);
export const SHIPMENT_DELIVERED_CODES: readonly ShipmentStatusCode[] =
  KNOWN_SHIPMENT_STATUS_CODES.filter(isShipmentDeliveredCode);

/**
 * The status the charts' "late" series waits for: a delivery posted on a day is late while one of its shipments
 * is still below 600 (not mailed or sent yet), the late-deliveries monitor's default (docs/api.md "Late
 * deliveries").
 */
export const CHART_LATE_STATUS = 600;
