// State of a pack with regard to its shipment (docs/product.md §4 "Shipment-related states"; the transitions
// are ours, see docs/domain-decisions.md "Pack shipment states").

export const SHIPMENT_STATES = [
  'CREATED',
  'REJECTED',
  'SHIPMENT_IN_CREATION',
  'SHIPMENT_ASSOCIATED',
  'SHIPMENT_CREATION_ERROR',
  'NOT_ELIGIBLE',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

// docs/product.md §4 "the first three form a set": the pack's shipment is not decided yet (it may still be
// ordered, freed or created). They are exactly the non-final states of the table below.
export const SHIPMENT_PENDING_STATES = [
  'CREATED',
  'REJECTED',
  'SHIPMENT_IN_CREATION',
] as const satisfies readonly ShipmentState[];
export type ShipmentPendingState = (typeof SHIPMENT_PENDING_STATES)[number];

export function isShipmentPendingState(state: string): state is ShipmentPendingState {
  return (SHIPMENT_PENDING_STATES as readonly string[]).includes(state);
}

export const SHIPMENT_TRANSITIONS = {
  // Ordered in a command → IN_CREATION; pack group rejected by the depositor → REJECTED; no channel of the
  // sending strategy accepts it → NOT_ELIGIBLE.
  CREATED: ['SHIPMENT_IN_CREATION', 'REJECTED', 'NOT_ELIGIBLE'],
  // Freeing the recipients of a rejected or expired command puts the pack back to order.
  REJECTED: ['CREATED'],
  // Command rejected, expired or cancelled before the shipment exists → REJECTED.
  SHIPMENT_IN_CREATION: ['SHIPMENT_ASSOCIATED', 'SHIPMENT_CREATION_ERROR', 'REJECTED', 'NOT_ELIGIBLE'],
  // From here on the shipment's own status code tells the story.
  SHIPMENT_ASSOCIATED: [],
  SHIPMENT_CREATION_ERROR: [],
  NOT_ELIGIBLE: [],
} as const satisfies Record<ShipmentState, readonly ShipmentState[]>;

export function canShipmentTransition(from: ShipmentState, to: ShipmentState): boolean {
  return (SHIPMENT_TRANSITIONS[from] as readonly ShipmentState[]).includes(to);
}

export function isFinalShipmentState(state: ShipmentState): boolean {
  return SHIPMENT_TRANSITIONS[state].length === 0;
}
