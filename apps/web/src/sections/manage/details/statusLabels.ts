import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_COMMAND_STATE_DISPLAY_KINDS,
  isKnownShipmentStatusCode,
  JOB_STATE_DISPLAY_KINDS,
  shipmentDisplayKind,
  type DeliveryCommandState,
  type DisplayStatusKind,
  type JobState,
  type LabelKey,
} from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

// Labels and display kinds of the states and status codes shown by the detail screens (spec §4).

export interface StatusView {
  label: string;
  kind: DisplayStatusKind;
}

/** Pack-group states (spec §4 "Shipment-related states"): what became of one letter of a deposit. */
const PACK_GROUP_STATE_KINDS: Record<string, DisplayStatusKind> = {
  CREATED: 'neutral',
  REJECTED: 'error',
  SHIPMENT_IN_CREATION: 'processing',
  SHIPMENT_ASSOCIATED: 'ok',
  SHIPMENT_CREATION_ERROR: 'error',
  NOT_ELIGIBLE: 'warn',
};

const isCommandState = (state: string): state is DeliveryCommandState =>
  Object.hasOwn(DELIVERY_COMMAND_STATE_DISPLAY_KINDS, state);

export function useStatusViews() {
  const t = useT();
  const { i18n } = useTranslation();
  // A state the catalogue does not know yet (a newer server) shows as itself rather than as nothing.
  const known = useCallback(
    (key: string, fallback: string) => (i18n.exists(key) ? t(key as LabelKey) : fallback),
    [t, i18n],
  );
  return useMemo(
    () => ({
      job: (state: JobState): StatusView => ({
        label: t(`details.jobState.${state}`),
        kind: JOB_STATE_DISPLAY_KINDS[state],
      }),
      command: (state: string): StatusView =>
        isCommandState(state)
          ? { label: t(`details.commandState.${state}`), kind: DELIVERY_COMMAND_STATE_DISPLAY_KINDS[state] }
          : { label: state, kind: 'neutral' },
      packGroup: (state: string): StatusView => ({
        label: known(`details.packGroupState.${state}`, state),
        kind: PACK_GROUP_STATE_KINDS[state] ?? 'neutral',
      }),
      shipment: (code: number): StatusView => ({
        label: isKnownShipmentStatusCode(code)
          ? t(`details.shipmentStatus.${code}`)
          : t('details.status.unknown', { code }),
        kind: shipmentDisplayKind(code),
      }),
      historyAction: (action: string): string => known(`details.history.action.${action}`, action),
    }),
    [t, known],
  );
}
