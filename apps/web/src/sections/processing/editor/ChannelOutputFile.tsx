import { ActionIcon, Button, Checkbox, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OutputFile, OutputFileConfiguration } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useT } from '../../../i18n/useT';
import { ChannelCompositionSteps } from './ChannelCompositionSteps';
import { CHANNEL_QUERY_KEYS } from './channelQueries';

// The output-file configuration of a service channel (docs/product.md §3 "Service" `outputFileConfiguration`,
// "Output file and technical area", "Option type and option").

type Props = {
  configuration: OutputFileConfiguration;
  onChange: (configuration: OutputFileConfiguration) => void;
  /** The channel's output files (empty until the channel is read). */
  outputFiles: readonly OutputFile[];
  /** `channels[i].outputFileConfiguration`. */
  path: string;
  errorAt: (path: string) => string | undefined;
  readOnly: boolean;
};

export function ChannelOutputFile({ configuration, onChange, outputFiles, path, errorAt, readOnly }: Props) {
  const t = useT();
  const set = (patch: Partial<OutputFileConfiguration>) => onChange({ ...configuration, ...patch });
  const types = useQuery({
    queryKey: CHANNEL_QUERY_KEYS.optionTypes,
    queryFn: ({ signal }) => api.get('/options/type', { signal }),
  });
  const values = useQuery({
    queryKey: CHANNEL_QUERY_KEYS.options,
    queryFn: ({ signal }) => api.get('/options', { query: {}, signal }),
  });
  const typeName = (id: string) => types.data?.find((type) => type.id === id)?.name ?? id;
  const optionName = (id: string) => values.data?.find((option) => option.id === id)?.value ?? id;
  // The file the service uses: the one named, else the channel's main one (outputFileOf in the domain).
  const outputFile =
    outputFiles.find((f) => f.id === configuration.outputFileId) ??
    outputFiles.find((f) => f.mainOutputFile) ??
    outputFiles[0];
  const groups = outputFile?.options ?? [];
  const at = (field: string) => `${path}.${field}`;
  const fileChoices = [
    { value: '', label: t('processing.channels.outputFileMain') },
    ...outputFiles.map((f) => ({ value: f.id, label: f.name })),
    // An output file the channel no longer has stays shown, so that its problem is seen where it is.
    ...(configuration.outputFileId && !outputFiles.some((f) => f.id === configuration.outputFileId)
      ? [{ value: configuration.outputFileId, label: configuration.outputFileId }]
      : []),
  ];
  const setOption = (index: number, patch: Partial<OutputFileConfiguration['options'][number]>) =>
    set({ options: configuration.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) });
  const unusedGroup = groups.find(
    (g) => !configuration.options.some((o) => o.optionTypeId === g.optionTypeId),
  );

  return (
    <Stack gap="sm">
      <Select
        label={t('processing.channels.outputFile')}
        w={{ base: '100%', sm: 320 }}
        data={fileChoices}
        value={configuration.outputFileId ?? ''}
        allowDeselect={false}
        disabled={readOnly}
        // The options chosen belong to the file: another file starts without them.
        onChange={(value) => set({ outputFileId: value || null, options: [] })}
        error={errorAt(at('outputFileId'))}
      />
      <Switch
        label={t('processing.channels.forceAddressPage')}
        checked={configuration.forceAddressPage}
        disabled={readOnly}
        onChange={(e) => set({ forceAddressPage: e.currentTarget.checked })}
      />
      <Text size="sm" fw={500}>
        {t('processing.channels.options')}
      </Text>
      {configuration.options.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('processing.channels.optionsNone')}
        </Text>
      )}
      {configuration.options.map((option, index) => {
        const group = groups.find((g) => g.optionTypeId === option.optionTypeId);
        const typeIds = [
          ...new Set([
            option.optionTypeId,
            ...groups
              .map((g) => g.optionTypeId)
              .filter((id) => !configuration.options.some((o, i) => i !== index && o.optionTypeId === id)),
          ]),
        ];
        const optionIds = [
          ...new Set([option.optionId, ...(group?.options.map((o) => o.optionId) ?? [])]),
        ].filter(Boolean);
        return (
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            <Select
              label={t('processing.channels.optionType')}
              w={200}
              data={typeIds.map((id) => ({ value: id, label: typeName(id) }))}
              value={option.optionTypeId}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(id) => {
                const first = groups.find((g) => g.optionTypeId === id)?.options[0]?.optionId ?? '';
                if (id) setOption(index, { optionTypeId: id, optionId: first });
              }}
              error={errorAt(at(`options[${index}].optionTypeId`))}
            />
            <Select
              label={t('processing.channels.option')}
              w={200}
              data={optionIds.map((id) => ({ value: id, label: optionName(id) }))}
              value={option.optionId || null}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(id) => id && setOption(index, { optionId: id })}
              error={errorAt(at(`options[${index}].optionId`))}
            />
            <Checkbox
              mt={30}
              label={t('processing.channels.optionDefault')}
              checked={option.default}
              disabled={readOnly}
              onChange={(e) => setOption(index, { default: e.currentTarget.checked })}
            />
            {!readOnly && (
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={t('processing.channels.optionRemove', { index: index + 1 })}
                onClick={() => set({ options: configuration.options.filter((_, i) => i !== index) })}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!readOnly && unusedGroup && (
        <Button
          size="compact-sm"
          variant="subtle"
          w="fit-content"
          onClick={() =>
            set({
              options: [
                ...configuration.options,
                {
                  optionTypeId: unusedGroup.optionTypeId,
                  optionId: unusedGroup.options[0]?.optionId ?? '',
                  default: true,
                },
              ],
            })
          }
        >
          {t('processing.channels.optionAdd')}
        </Button>
      )}
      <ChannelCompositionSteps
        operations={configuration.compositionOperations}
        onChange={(compositionOperations) => set({ compositionOperations })}
        path={at('compositionOperations')}
        errorAt={errorAt}
        readOnly={readOnly}
      />
    </Stack>
  );
}
