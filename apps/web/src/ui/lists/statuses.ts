import {
  DELIVERY_COMMAND_STATE_DISPLAY_KINDS,
  DELIVERY_COMMAND_STATES,
  JOB_STATE_DISPLAY_KINDS,
  JOB_STATES,
  KNOWN_SHIPMENT_STATUS_CODES,
  isKnownShipmentStatusCode,
  shipmentDisplayKind,
  type DeliveryCommandState,
  type DisplayStatusKind,
  type JobState,
  type LabelKey,
} from '@postbridge/domain';

// Labels and display kinds of the statuses shown in lists; the colours come from the display-status palette.

export interface StatusView {
  kind: DisplayStatusKind;
  label: LabelKey;
  params?: Record<string, string | number>;
}

export function jobStatus(state: JobState): StatusView {
  return { kind: JOB_STATE_DISPLAY_KINDS[state], label: `lists.jobState.${state}` };
}

/** A delivery carries its command's state. */
export function commandStatus(state: string): StatusView {
  if (!(DELIVERY_COMMAND_STATES as readonly string[]).includes(state))
    return { kind: 'neutral', label: 'lists.unknownState', params: { state } };
  const known = state as DeliveryCommandState;
  return { kind: DELIVERY_COMMAND_STATE_DISPLAY_KINDS[known], label: `lists.commandState.${known}` };
}

export function shipmentStatus(code: number): StatusView {
  const kind = shipmentDisplayKind(code);
  return isKnownShipmentStatusCode(code)
    ? { kind, label: `lists.shipmentStatus.${code}` as LabelKey }
    : { kind, label: 'lists.unknownStatus', params: { code } };
}

export const JOB_STATE_CHOICES = JOB_STATES;
export const COMMAND_STATE_CHOICES = DELIVERY_COMMAND_STATES;
export const SHIPMENT_STATUS_CHOICES = KNOWN_SHIPMENT_STATUS_CODES;
