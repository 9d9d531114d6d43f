import { describe, expect, it } from 'vitest';
import { DISPLAY_STATUS_KINDS } from '../model/display-status';
import {
  KNOWN_SHIPMENT_STATUS_CODES,
  SHIPMENT_STATUS_CODES,
  isKnownShipmentStatusCode,
  isShipmentErrorCode,
  shipmentDisplayKind,
  shipmentStatusInfo,
} from './shipment-status-codes';

// docs/product.md §4 "Shipment status codes", verbatim.
const SPEC_CODES: [number, string][] = [
  [250, 'being created'],
  [300, 'ready'],
  [400, 'in production'],
  [600, 'mailed'],
  [610, 'delivered'],
  [700, 'sent'],
  [710, 'received'],
  [711, 'not opened'],
  [712, 'reprint sent'],
  [713, 'recipient reject'],
  [714, 'signed'],
  [715, 'opened'],
  [716, 'clicked'],
  [730, 'unsubscribe'],
  [751, 'invoice sent'],
  [760, 'accepted'],
  [-610, 'not delivered'],
  [-611, 'not claimed'],
  [-612, 'refused by client'],
  [-613, 'incorrect recipient'],
  [-614, 'incorrect address'],
  [-700, 'shipment error'],
  [-710, 'undelivered'],
  [-711, 'bounced'],
  [-712, 'blocked'],
  [-720, 'neglected'],
  [-740, 'tax instruction'],
  [-741, 'invoice pending'],
  [-742, 'invoicing-platform error'],
  [-743, 'transmission error'],
  [-744, 'invoice error'],
  [-750, 'waiting user action'],
  [-761, 'refused'],
  [-765, 'deleted'],
  [-900, 'cancelled'],
  [-910, 'cancelled after printing'],
  [-920, 'cancelled after enveloping'],
  [-930, 'cancelled after franking'],
  [-990, 'on-site destruction'],
];

describe('shipment status codes', () => {
  it('knows every code of the spec with its meaning, and no other', () => {
    for (const [code, meaning] of SPEC_CODES)
      expect(shipmentStatusInfo(code)?.meaning, String(code)).toBe(meaning);
    expect(KNOWN_SHIPMENT_STATUS_CODES).toEqual(SPEC_CODES.map(([c]) => c).sort((a, b) => a - b));
    expect(isKnownShipmentStatusCode(0)).toBe(false);
    expect(isKnownShipmentStatusCode(611)).toBe(false);
    expect(shipmentStatusInfo(1)).toBeUndefined();
  });

  it('counts as errors exactly the codes strictly between -900 and 0', () => {
    expect(isShipmentErrorCode(-900)).toBe(false);
    expect(isShipmentErrorCode(-899)).toBe(true);
    expect(isShipmentErrorCode(-1)).toBe(true);
    expect(isShipmentErrorCode(-0.5)).toBe(true);
    expect(isShipmentErrorCode(0)).toBe(false);
    expect(isShipmentErrorCode(610)).toBe(false);
    expect(isShipmentErrorCode(-990)).toBe(false);
    expect(isShipmentErrorCode(Number.NaN)).toBe(false);
  });

  it('uses only palette kinds', () => {
    for (const code of KNOWN_SHIPMENT_STATUS_CODES) {
      expect(DISPLAY_STATUS_KINDS).toContain(SHIPMENT_STATUS_CODES[code].displayKind);
    }
  });

  it('never shows a success kind for an error code, nor an error kind for a positive code', () => {
    for (const code of KNOWN_SHIPMENT_STATUS_CODES) {
      const kind = shipmentDisplayKind(code);
      if (isShipmentErrorCode(code)) expect(['error', 'warn'], String(code)).toContain(kind);
      if (code > 0) expect(['error', 'warn', 'fatal'], String(code)).not.toContain(kind);
    }
  });

  it('shows the decided kinds for representative codes', () => {
    const kinds = Object.fromEntries(
      [250, 300, 600, 610, 711, 712, 713, 715, 730, -711, -720, -750, -900, -910, -990].map((c) => [
        c,
        shipmentDisplayKind(c),
      ]),
    );
    expect(kinds).toEqual({
      250: 'processing',
      300: 'ready',
      600: 'left',
      610: 'ok',
      711: 'notOpened',
      712: 'reprintSent',
      713: 'recipientReject',
      715: 'opened',
      730: 'unsubscribed',
      [-711]: 'error',
      [-720]: 'warn',
      [-750]: 'warn',
      [-900]: 'neutral',
      [-910]: 'fatal',
      [-990]: 'fatal',
    });
  });

  it('shows unknown codes as errors in the error range and neutral elsewhere', () => {
    expect(shipmentDisplayKind(-123)).toBe('error');
    expect(shipmentDisplayKind(999)).toBe('neutral');
    expect(shipmentDisplayKind(-999)).toBe('neutral');
  });

  it('marks as final the outcomes, and keeps waiting on the in-flight codes', () => {
    const notFinal = KNOWN_SHIPMENT_STATUS_CODES.filter((c) => !SHIPMENT_STATUS_CODES[c].final);
    expect(notFinal).toEqual([-750, -741, -740, 250, 300, 400, 600, 700, 710, 711, 715, 716, 751]);
  });
});
