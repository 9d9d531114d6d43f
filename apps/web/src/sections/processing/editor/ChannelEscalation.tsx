import { NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import {
  ESCALATING_CHANNEL_TYPES,
  ESCALATION_MAX_DAYS,
  ESCALATION_MIN_DAYS,
  type ChannelType,
  type ServiceChannel,
} from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

const DEFAULT_DAYS = 3;

/**
 * Digital first (docs/domain-decisions.md "Digital-first escalation"): an e-mail or registered e-mail channel
 * may send an unopened document again through the next channel of the strategy after some working days. Shown
 * only for the channel types that report opening; the server refuses it elsewhere.
 */
export function ChannelEscalation({
  channel,
  channelType,
  path,
  onChange,
  errorAt,
  readOnly,
}: {
  channel: ServiceChannel;
  channelType: ChannelType | undefined;
  path: string;
  onChange: (channel: ServiceChannel) => void;
  errorAt: (path: string) => string | undefined;
  readOnly: boolean;
}) {
  const t = useT();
  const error = errorAt(`${path}.escalation`);
  if (!channel.escalation && !(ESCALATING_CHANNEL_TYPES as readonly string[]).includes(channelType ?? ''))
    return null;
  const days = channel.escalation?.unopenedWorkingDays;
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {t('processing.escalation.title')}
      </Title>
      <Switch
        label={t('processing.escalation.enabled')}
        checked={channel.escalation !== null}
        disabled={readOnly}
        onChange={(e) =>
          onChange({
            ...channel,
            escalation: e.currentTarget.checked ? { unopenedWorkingDays: DEFAULT_DAYS } : null,
          })
        }
      />
      {days !== undefined && (
        <NumberInput
          label={t('processing.escalation.days')}
          w={{ base: '100%', sm: 320 }}
          min={ESCALATION_MIN_DAYS}
          max={ESCALATION_MAX_DAYS}
          allowDecimal={false}
          value={days}
          readOnly={readOnly}
          onChange={(value) =>
            onChange({
              ...channel,
              escalation: { unopenedWorkingDays: typeof value === 'number' ? value : Number(value) || 0 },
            })
          }
          error={errorAt(`${path}.escalation.unopenedWorkingDays`)}
        />
      )}
      <Text size="sm" c="dimmed">
        {t('processing.escalation.help')}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
