import { Badge } from '@mantine/core';
import { useT } from '../../../i18n/useT';

const KNOWN_STATES = ['CREATED', 'REJECTED', 'SHIPMENT_IN_CREATION', 'NOT_ELIGIBLE'] as const;
type KnownState = (typeof KNOWN_STATES)[number];
const COLOR: Record<KnownState, string> = {
  CREATED: 'blue',
  REJECTED: 'gray',
  SHIPMENT_IN_CREATION: 'green',
  NOT_ELIGIBLE: 'red',
};

/** A pack group's state (spec §4 shipment-related states) in words. */
export function PackGroupStateBadge({ state }: { state: string }) {
  const t = useT();
  const known = (KNOWN_STATES as readonly string[]).includes(state) ? (state as KnownState) : null;
  return (
    <Badge color={known ? COLOR[known] : 'gray'} variant="light">
      {known ? t(`send.packGroups.state.${known}`) : t('send.packGroups.state.other', { state })}
    </Badge>
  );
}
