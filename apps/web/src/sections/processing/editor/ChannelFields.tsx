import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ServiceChannel } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useT } from '../../../i18n/useT';
import { ChannelEscalation } from './ChannelEscalation';
import { ChannelOutputFile } from './ChannelOutputFile';
import { CHANNEL_QUERY_KEYS } from './channelQueries';
import { RequirementList } from './RequirementList';

/** One service channel: its label, the values asked for each shipment, its output-file configuration. */
export function ChannelFields({
  channel,
  index,
  onChange,
  boxNames,
  errorAt,
  readOnly,
}: {
  channel: ServiceChannel;
  index: number;
  onChange: (channel: ServiceChannel) => void;
  boxNames: readonly string[];
  errorAt: (path: string) => string | undefined;
  readOnly: boolean;
}) {
  const t = useT();
  const path = `channels[${index}]`;
  const read = useQuery({
    queryKey: CHANNEL_QUERY_KEYS.channel(channel.id),
    queryFn: ({ signal }) => api.get('/channels/:channelId', { params: { channelId: channel.id }, signal }),
  });
  const name = read.data ? read.data.label || read.data.name : null;
  // Problems the server alone sees (an unknown channel, one not offered) come back at `channels[i].id`.
  const idError = errorAt(`${path}.id`);
  return (
    <Stack gap="sm">
      <Text size="sm" c={read.isError ? 'red' : 'dimmed'}>
        {name !== null
          ? t('processing.channels.channel', { name })
          : read.isError
            ? t('processing.channels.unknownChannel', { id: channel.id })
            : '…'}
      </Text>
      {idError && (
        <Text size="sm" c="red" role="alert">
          {idError}
        </Text>
      )}
      <TextInput
        label={t('processing.channels.label')}
        required
        w={{ base: '100%', sm: 320 }}
        value={channel.label}
        readOnly={readOnly}
        onChange={(e) => onChange({ ...channel, label: e.currentTarget.value })}
        error={errorAt(`${path}.label`)}
      />
      <Stack gap="xs">
        <Title order={4} size="h6">
          {t('processing.channels.requirements')}
        </Title>
        <RequirementList
          requirements={channel.shipmentRequirements}
          onChange={(shipmentRequirements) => onChange({ ...channel, shipmentRequirements })}
          path={`${path}.shipmentRequirements`}
          errorAt={errorAt}
          boxNames={boxNames}
          readOnly={readOnly}
        />
      </Stack>
      <ChannelOutputFile
        configuration={channel.outputFileConfiguration}
        onChange={(outputFileConfiguration) => onChange({ ...channel, outputFileConfiguration })}
        outputFiles={read.data?.outputFiles ?? []}
        path={`${path}.outputFileConfiguration`}
        errorAt={errorAt}
        readOnly={readOnly}
      />
      <ChannelEscalation
        channel={channel}
        channelType={read.data?.channelType}
        path={path}
        onChange={onChange}
        errorAt={errorAt}
        readOnly={readOnly}
      />
    </Stack>
  );
}
