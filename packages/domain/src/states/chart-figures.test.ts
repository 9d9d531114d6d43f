import { describe, expect, it } from 'vitest';
import { SHIPMENT_DELIVERED_CODES, SHIPMENT_SENT_CODES, isShipmentDeliveredCode } from './chart-figures';

describe('chart funnel steps', () => {
  it('counts as sent every code from mailed on, and nothing still in production or in error', () => {
    expect(SHIPMENT_SENT_CODES).toEqual([600, 610, 700, 710, 711, 712, 713, 714, 715, 716, 730, 751, 760]);
  });

  it('counts as delivered what reached the recipient, by post or electronically', () => {
    expect(SHIPMENT_DELIVERED_CODES).toEqual([610, 710, 711, 712, 713, 714, 715, 716, 730, 760]);
    // On the way, in error, cancelled or unknown: not delivered.
    for (const code of [600, 700, 751, 400, -610, -900, 999])
      expect(isShipmentDeliveredCode(code)).toBe(false);
  });

  it('keeps the funnel narrowing: every delivered code is a sent code', () => {
    expect(SHIPMENT_DELIVERED_CODES.every((code) => SHIPMENT_SENT_CODES.includes(code))).toBe(true);
  });
});
