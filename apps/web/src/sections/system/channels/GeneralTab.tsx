import { Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CHANNEL_TYPES, type ChannelType } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useT } from '../../../i18n/useT';
import { retyped } from './channelDraft';
import { channelsKey } from './channelQueries';
import type { ChannelTabProps } from './tabProps';

/** General: identifier (a new channel only), name, label, channel type, enabled, destination countries. */
export function GeneralTab({ draft, change, errorAt, errorsWithin, readOnly }: ChannelTabProps) {
  const t = useT();
  const types = useQuery({
    queryKey: channelsKey('types'),
    queryFn: ({ signal }) => api.get('/channels/type', { signal }),
  });
  const creating = draft.version === undefined;
  const typeChoices: readonly ChannelType[] = types.data ?? CHANNEL_TYPES;
  return (
    <Stack gap="sm" maw={720}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('system.channels.field.id')}
          description={creating ? t('system.channels.field.idHint') : undefined}
          value={draft.id}
          onChange={(e) => change({ id: e.currentTarget.value })}
          error={errorAt('id')}
          disabled={readOnly || !creating}
          dir="ltr"
          autoComplete="off"
        />
        <Select
          label={t('system.channels.field.channelType')}
          data={typeChoices.map((type) => ({ value: type, label: t(`system.channels.type.${type}`) }))}
          value={draft.channelType}
          onChange={(value) => value && change((d) => retyped(d, value as ChannelType))}
          allowDeselect={false}
          error={errorAt('channelType')}
          disabled={readOnly}
        />
        <TextInput
          label={t('system.channels.field.name')}
          value={draft.name}
          onChange={(e) => change({ name: e.currentTarget.value })}
          error={errorAt('name')}
          disabled={readOnly}
          required
        />
        <TextInput
          label={t('system.channels.field.label')}
          value={draft.label}
          onChange={(e) => change({ label: e.currentTarget.value })}
          error={errorAt('label')}
          disabled={readOnly}
        />
      </SimpleGrid>
      <Switch
        label={t('system.channels.field.enabled')}
        checked={draft.enabled}
        onChange={(e) => change({ enabled: e.currentTarget.checked })}
        disabled={readOnly}
      />
      <TagsInput
        label={t('system.channels.field.destinationCountries')}
        description={t('system.channels.field.destinationCountriesHint')}
        value={draft.destinationCountries}
        onChange={(codes) => change({ destinationCountries: codes.map((c) => c.trim().toUpperCase()) })}
        error={errorsWithin('destinationCountries')}
        disabled={readOnly}
        clearable={!readOnly}
        dir="ltr"
      />
    </Stack>
  );
}
