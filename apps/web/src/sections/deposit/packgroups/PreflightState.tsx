import { Text } from '@mantine/core';
import type { PackGroup } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { preflightStateOf } from './letters';

/**
 * A letter's print pre-flight in the letters table, under its address check (issue 23): the channels that refuse
 * it, else its number of warnings, else that nothing was found.
 */
export function PreflightState({ group }: { group: Pick<PackGroup, 'preflight'> }) {
  const t = useT();
  const state = preflightStateOf(group);
  switch (state.kind) {
    case 'refused':
      return (
        <Text size="xs" fw={600} c="var(--postbridge-color-error-text)">
          {t('deposit.preflight.state.refused', { channels: state.channels.join(', ') })}
        </Text>
      );
    case 'warned':
      return (
        <Text size="xs" c="var(--postbridge-color-warning-text)">
          {t('deposit.preflight.state.warned', { n: state.count })}
        </Text>
      );
    case 'clean':
      return (
        <Text size="xs" c="dimmed">
          {t('deposit.preflight.state.clean')}
        </Text>
      );
  }
}
