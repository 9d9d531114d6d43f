import { describe, expect, it } from 'vitest';
import {
  SHIPMENT_PENDING_STATES,
  SHIPMENT_STATES,
  canShipmentTransition,
  isFinalShipmentState,
  isShipmentPendingState,
} from './shipment-states';

// Written out independently of the table (docs/domain-decisions.md "Pack shipment states").
const ALLOWED = new Set([
  'CREATED>SHIPMENT_IN_CREATION',
  'CREATED>REJECTED',
  'CREATED>NOT_ELIGIBLE',
  'REJECTED>CREATED',
  'SHIPMENT_IN_CREATION>SHIPMENT_ASSOCIATED',
  'SHIPMENT_IN_CREATION>SHIPMENT_CREATION_ERROR',
  'SHIPMENT_IN_CREATION>REJECTED',
  'SHIPMENT_IN_CREATION>NOT_ELIGIBLE',
]);

describe('pack shipment states', () => {
  it('allows exactly the listed (from, to) pairs among all 36', () => {
    for (const from of SHIPMENT_STATES) {
      for (const to of SHIPMENT_STATES) {
        expect(canShipmentTransition(from, to), `${from} → ${to}`).toBe(ALLOWED.has(`${from}>${to}`));
      }
    }
  });

  it('groups the first three states as the pending set, which are exactly the non-final states', () => {
    expect([...SHIPMENT_PENDING_STATES]).toEqual(SHIPMENT_STATES.slice(0, 3));
    for (const state of SHIPMENT_STATES) {
      expect(isShipmentPendingState(state), state).toBe(!isFinalShipmentState(state));
    }
    expect(isShipmentPendingState('UNKNOWN')).toBe(false);
  });
});
