import {
  DELIVERY_COMMAND_STATE_DISPLAY_KINDS,
  DELIVERY_COMMAND_STATES,
  JOB_STATE_DISPLAY_KINDS,
  JOB_STATES,
  KNOWN_SHIPMENT_STATUS_CODES,
  SHIPMENT_STATES,
  isKnownShipmentStatusCode,
  shipmentDisplayKind,
  type DeliveryCommandState,
  type DisplayStatusKind,
  type JobState,
  type LabelKey,
  type ShipmentState,
} from '@postbridge/domain';

// The states and status codes every screen shows (docs/product.md §4): the label of each and its display
// kind, whose colours come from the display-status palette. A state or code the catalogue does not know yet
// (a newer server) reads as `status.unknown` with its value rather than as nothing.

export interface StatusView {
  kind: DisplayStatusKind;
  label: LabelKey;
  params?: Record<string, string | number>;
}

const includes = <T extends string | number>(list: readonly T[], value: string | number): value is T =>
  (list as readonly (string | number)[]).includes(value);

const unknown = (value: string | number, kind: DisplayStatusKind = 'neutral'): StatusView => ({
  kind,
  label: 'status.unknown',
  params: { value },
});

/** A job's (a deposit's) state. */
export function jobStatus(state: string): StatusView {
  if (!includes<JobState>(JOB_STATES, state)) return unknown(state);
  return { kind: JOB_STATE_DISPLAY_KINDS[state], label: `status.job.${state}` };
}

/** A delivery command's (an order's) state; a delivery carries its command's state. */
export function commandStatus(state: string): StatusView {
  if (!includes<DeliveryCommandState>(DELIVERY_COMMAND_STATES, state)) return unknown(state);
  return { kind: DELIVERY_COMMAND_STATE_DISPLAY_KINDS[state], label: `status.command.${state}` };
}

/** A shipment's (a document's) status code; an unknown code still takes the kind of its range. */
export function shipmentStatus(code: number): StatusView {
  const kind = shipmentDisplayKind(code);
  return isKnownShipmentStatusCode(code)
    ? { kind, label: `status.shipment.${code}` as LabelKey }
    : unknown(code, kind);
}

/**
 * Pack-group states (docs/product.md §4 "Shipment-related states"): what became of one letter of a deposit.
 */
const PACK_GROUP_STATE_KINDS = {
  CREATED: 'neutral',
  REJECTED: 'error',
  SHIPMENT_IN_CREATION: 'processing',
  SHIPMENT_ASSOCIATED: 'ok',
  SHIPMENT_CREATION_ERROR: 'error',
  NOT_ELIGIBLE: 'warn',
} as const satisfies Record<ShipmentState, DisplayStatusKind>;

/** A pack group's (a letter's) state. */
export function packGroupStatus(state: string): StatusView {
  if (!includes<ShipmentState>(SHIPMENT_STATES, state)) return unknown(state);
  return { kind: PACK_GROUP_STATE_KINDS[state], label: `status.packGroup.${state}` };
}

export const COMMAND_STATE_CHOICES = DELIVERY_COMMAND_STATES;
export const SHIPMENT_STATUS_CHOICES = KNOWN_SHIPMENT_STATUS_CODES;
