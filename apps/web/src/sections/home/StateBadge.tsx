import { Badge } from '@mantine/core';
import {
  DELIVERY_COMMAND_STATE_DISPLAY_KINDS,
  DELIVERY_COMMAND_STATES,
  resolveStatusPalette,
  type DeliveryCommandState,
  type DisplayStatusKind,
} from '@postbridge/domain';
import { useBranding } from '../../app/theme/useBranding';
import { useT } from '../../i18n/useT';

function isCommandState(state: string): state is DeliveryCommandState {
  return (DELIVERY_COMMAND_STATES as readonly string[]).includes(state);
}

/** A badge in the colours of a display status kind: the white label's palette over the defaults (spec §3). */
export function PaletteBadge({ kind, label }: { kind: DisplayStatusKind; label: string }) {
  const branding = useBranding();
  const colour = resolveStatusPalette(branding?.statusColors)[kind];
  return (
    <Badge variant="filled" style={{ backgroundColor: colour.color, color: colour.textColor, flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/** An order's (or delivery's) state, coloured by its display kind. */
export function StateBadge({ state }: { state: string }) {
  const t = useT();
  if (!isCommandState(state)) return <PaletteBadge kind="neutral" label={state} />;
  return (
    <PaletteBadge
      kind={DELIVERY_COMMAND_STATE_DISPLAY_KINDS[state]}
      label={t(`home.commandState.${state}`)}
    />
  );
}
