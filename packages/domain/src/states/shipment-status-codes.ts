import type { DisplayStatusKind } from '../model/display-status';

// Shipment status codes reported by channels (docs/product.md §4). Meanings are the spec's; display kinds and
// finality are ours (docs/domain-decisions.md "Shipment status codes").

export type ShipmentStatusInfo = {
  meaning: string;
  displayKind: DisplayStatusKind;
  /** No further status is expected in the normal course: tracking may stop polling. */
  final: boolean;
};

export const SHIPMENT_STATUS_CODES = {
  250: { meaning: 'being created', displayKind: 'processing', final: false },
  300: { meaning: 'ready', displayKind: 'ready', final: false },
  400: { meaning: 'in production', displayKind: 'processing', final: false },
  600: { meaning: 'mailed', displayKind: 'left', final: false },
  610: { meaning: 'delivered', displayKind: 'ok', final: true },
  700: { meaning: 'sent', displayKind: 'left', final: false },
  710: { meaning: 'received', displayKind: 'ok', final: false },
  711: { meaning: 'not opened', displayKind: 'notOpened', final: false },
  712: { meaning: 'reprint sent', displayKind: 'reprintSent', final: true },
  713: { meaning: 'recipient reject', displayKind: 'recipientReject', final: true },
  714: { meaning: 'signed', displayKind: 'ok', final: true },
  715: { meaning: 'opened', displayKind: 'opened', final: false },
  716: { meaning: 'clicked', displayKind: 'opened', final: false },
  730: { meaning: 'unsubscribe', displayKind: 'unsubscribed', final: true },
  751: { meaning: 'invoice sent', displayKind: 'left', final: false },
  760: { meaning: 'accepted', displayKind: 'ok', final: true },
  [-610]: { meaning: 'not delivered', displayKind: 'error', final: true },
  [-611]: { meaning: 'not claimed', displayKind: 'error', final: true },
  [-612]: { meaning: 'refused by client', displayKind: 'error', final: true },
  [-613]: { meaning: 'incorrect recipient', displayKind: 'error', final: true },
  [-614]: { meaning: 'incorrect address', displayKind: 'error', final: true },
  [-700]: { meaning: 'shipment error', displayKind: 'error', final: true },
  [-710]: { meaning: 'undelivered', displayKind: 'error', final: true },
  [-711]: { meaning: 'bounced', displayKind: 'error', final: true },
  [-712]: { meaning: 'blocked', displayKind: 'error', final: true },
  // Registered e-mail not accepted within its legal delay: a legal outcome, not a technical failure.
  [-720]: { meaning: 'neglected', displayKind: 'warn', final: true },
  // Invoicing flows that still wait on someone: warnings, and not final.
  [-740]: { meaning: 'tax instruction', displayKind: 'warn', final: false },
  [-741]: { meaning: 'invoice pending', displayKind: 'warn', final: false },
  [-742]: { meaning: 'invoicing-platform error', displayKind: 'error', final: true },
  [-743]: { meaning: 'transmission error', displayKind: 'error', final: true },
  [-744]: { meaning: 'invoice error', displayKind: 'error', final: true },
  [-750]: { meaning: 'waiting user action', displayKind: 'warn', final: false },
  [-761]: { meaning: 'refused', displayKind: 'error', final: true },
  [-765]: { meaning: 'deleted', displayKind: 'error', final: true },
  // -900 and below are cancellations, not errors (docs/product.md §4 counts only -900 < code < 0 as errors).
  [-900]: { meaning: 'cancelled', displayKind: 'neutral', final: true },
  // Cancelled after production started: the paper was made and destroyed.
  [-910]: { meaning: 'cancelled after printing', displayKind: 'fatal', final: true },
  [-920]: { meaning: 'cancelled after enveloping', displayKind: 'fatal', final: true },
  [-930]: { meaning: 'cancelled after franking', displayKind: 'fatal', final: true },
  [-990]: { meaning: 'on-site destruction', displayKind: 'fatal', final: true },
} as const satisfies Record<number, ShipmentStatusInfo>;

export type ShipmentStatusCode = keyof typeof SHIPMENT_STATUS_CODES;

/** Every known code, ascending (e.g. to build a status filter). */
export const KNOWN_SHIPMENT_STATUS_CODES: readonly ShipmentStatusCode[] = Object.keys(SHIPMENT_STATUS_CODES)
  .map(Number)
  .sort((a, b) => a - b) as ShipmentStatusCode[];

export function isKnownShipmentStatusCode(code: number): code is ShipmentStatusCode {
  return Object.hasOwn(SHIPMENT_STATUS_CODES, code);
}

/**
 * docs/product.md §4: codes strictly between -900 and 0 count as errors (the Errors counter, shipmentsError).
 */
export function isShipmentErrorCode(code: number): boolean {
  return code > -900 && code < 0;
}

export function shipmentStatusInfo(code: number): ShipmentStatusInfo | undefined {
  return isKnownShipmentStatusCode(code) ? SHIPMENT_STATUS_CODES[code] : undefined;
}

/** Display kind of any code; an unknown code shows as an error when in the error range, else neutral. */
export function shipmentDisplayKind(code: number): DisplayStatusKind {
  return shipmentStatusInfo(code)?.displayKind ?? (isShipmentErrorCode(code) ? 'error' : 'neutral');
}
