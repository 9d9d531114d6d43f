import { Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OptionType, OptionValue, OrderPlan } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { useFormatDay } from '../../../ui/format';
import { ChannelName } from '../../../ui/channels/ChannelName';

type PlanChannel = OrderPlan['channels'][number];

interface ChannelOptionsProps {
  channel: PlanChannel;
  optionTypes: OptionType[];
  options: OptionValue[];
  disabled?: boolean;
  /** Another option of a type was chosen for this channel. */
  onChange: (optionTypeId: string, optionId: string) => void;
}

/** One channel of the plan: its recipients, post dates and a choice per option type (the plan's as defaults). */
export function ChannelOptions({ channel, optionTypes, options, disabled, onChange }: ChannelOptionsProps) {
  const t = useT();
  const formatDay = useFormatDay();
  const typeName = (id: string) => optionTypes.find((type) => type.id === id)?.name ?? id;
  return (
    <Card withBorder padding="md" component="section" aria-label={channel.serviceChannelLabel}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>
            <ChannelName channels={[{ channelId: channel.channelId, label: channel.serviceChannelLabel }]} />
          </Title>
          <Text fw={500}>
            {t('deposit.delivery.channel.recipients', { count: channel.packGroupIds.length })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('deposit.delivery.channel.postDates', {
            earliest: formatDay(channel.earliestPostDate),
            latest: formatDay(channel.latestPostDate),
          })}
        </Text>
        {channel.options.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {channel.options.map(({ optionTypeId, optionId }) => {
              const values = options
                .filter((option) => option.optionTypeId === optionTypeId)
                .sort((a, b) => a.rank - b.rank);
              const data = values.map((option) => ({ value: option.id, label: option.value }));
              if (!data.some((item) => item.value === optionId))
                data.unshift({ value: optionId, label: optionId });
              return (
                <Select
                  key={optionTypeId}
                  label={typeName(optionTypeId)}
                  data={data}
                  value={optionId}
                  allowDeselect={false}
                  disabled={disabled}
                  onChange={(value) => {
                    if (value && value !== optionId) onChange(optionTypeId, value);
                  }}
                />
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
