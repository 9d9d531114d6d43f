import { Alert, Checkbox, Group, MultiSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OutputFile, OutputFileOptionGroup, SavedOptionValue } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useT } from '../../../i18n/useT';
import { channelsKey } from './channelQueries';

type Props = {
  file: OutputFile;
  onChange: (options: OutputFileOptionGroup[]) => void;
  /** The path of the file's options, e.g. `outputFiles[0].options`. */
  path: string;
  errorsWithin: (path: string) => string | undefined;
  readOnly: boolean;
};

/** The rank typed (a whole number; an emptied field is 0). */
const rankOf = (value: string | number): number =>
  typeof value === 'number' ? value : Number.parseInt(value, 10) || 0;

/** A group for a newly offered option type: every option of the type, in its rank, preselected as the type says. */
function groupOf(optionTypeId: string, options: readonly SavedOptionValue[]): OutputFileOptionGroup {
  return {
    optionTypeId,
    options: options
      .filter((option) => option.optionTypeId === optionTypeId)
      .map((option) => ({ optionId: option.id, rank: option.rank, default: option.default, properties: {} })),
  };
}

/**
 * The options an output file offers, grouped by option type (docs/product.md §3 "Output file"): the types offered
 * and, per type, which of its options, with their rank and the preselected one (at most one per type).
 */
export function OutputFileOptions({ file, onChange, path, errorsWithin, readOnly }: Props) {
  const t = useT();
  const types = useQuery({
    queryKey: channelsKey('optionTypes'),
    queryFn: ({ signal }) => api.get('/options/type', { signal }),
  });
  const options = useQuery({
    queryKey: channelsKey('options'),
    queryFn: ({ signal }) => api.get('/options', { query: {}, signal }),
  });
  const allOptions = options.data ?? [];
  const typeName = (id: string) => types.data?.find((type) => type.id === id)?.name ?? id;
  const typeChoices = [
    ...(types.data ?? []).map((type) => ({ value: type.id, label: type.name })),
    // A type the file offers that is no longer listed stays shown, with its problem.
    ...file.options
      .filter((group) => !types.data?.some((type) => type.id === group.optionTypeId))
      .map((group) => ({ value: group.optionTypeId, label: group.optionTypeId })),
  ];
  const setGroup = (index: number, group: OutputFileOptionGroup) =>
    onChange(file.options.map((g, i) => (i === index ? group : g)));

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('system.channels.options.title')}
      </Title>
      {(types.isError || options.isError) && (
        <Alert color="red" role="alert">
          {t('system.channels.options.loadError')}
        </Alert>
      )}
      <MultiSelect
        label={t('system.channels.options.types')}
        data={typeChoices}
        value={file.options.map((group) => group.optionTypeId)}
        onChange={(ids) =>
          onChange(
            ids.map(
              (id) => file.options.find((group) => group.optionTypeId === id) ?? groupOf(id, allOptions),
            ),
          )
        }
        searchable
        disabled={readOnly}
        comboboxProps={{ withinPortal: true }}
      />
      {file.options.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('system.channels.options.none')}
        </Text>
      )}
      {file.options.map((group, index) => {
        const ofType = allOptions.filter((option) => option.optionTypeId === group.optionTypeId);
        // The options of the type, and any the file offers that the list no longer has.
        const rows = [
          ...ofType.map((option) => ({ id: option.id, value: option.value })),
          ...group.options
            .filter((o) => !ofType.some((option) => option.id === o.optionId))
            .map((o) => ({ id: o.optionId, value: o.optionId })),
        ];
        const problems = errorsWithin(`${path}[${index}]`);
        return (
          <Paper key={group.optionTypeId} withBorder p="sm" radius="sm">
            <Stack gap={6}>
              <Text fw={600} size="sm">
                <bdi>{typeName(group.optionTypeId)}</bdi>
              </Text>
              {rows.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('system.channels.options.noValues')}
                </Text>
              )}
              {rows.map((row) => {
                const chosen = group.options.find((o) => o.optionId === row.id);
                return (
                  <Group key={row.id} gap="sm" wrap="wrap" align="center">
                    <Checkbox
                      label={<bdi>{row.value}</bdi>}
                      aria-label={`${t('system.channels.options.offered')}: ${row.value}`}
                      checked={chosen !== undefined}
                      disabled={readOnly}
                      onChange={(e) =>
                        setGroup(index, {
                          ...group,
                          options: e.currentTarget.checked
                            ? [
                                ...group.options,
                                { optionId: row.id, rank: 0, default: false, properties: {} },
                              ]
                            : group.options.filter((o) => o.optionId !== row.id),
                        })
                      }
                      miw={160}
                    />
                    {chosen && (
                      <>
                        <NumberInput
                          aria-label={`${t('system.channels.options.rank')}: ${row.value}`}
                          placeholder={t('system.channels.options.rank')}
                          value={chosen.rank}
                          onChange={(value) =>
                            setGroup(index, {
                              ...group,
                              options: group.options.map((o) =>
                                o.optionId === row.id ? { ...o, rank: rankOf(value) } : o,
                              ),
                            })
                          }
                          allowDecimal={false}
                          w={90}
                          size="xs"
                          disabled={readOnly}
                        />
                        <Checkbox
                          label={t('system.channels.options.default')}
                          aria-label={`${t('system.channels.options.default')}: ${row.value}`}
                          checked={chosen.default}
                          disabled={readOnly}
                          size="xs"
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            // At most one preselected option per type: choosing one clears the others.
                            setGroup(index, {
                              ...group,
                              options: group.options.map((o) => ({
                                ...o,
                                default: o.optionId === row.id ? on : on ? false : o.default,
                              })),
                            });
                          }}
                        />
                      </>
                    )}
                  </Group>
                );
              })}
              {problems && (
                <Text size="sm" c="red" role="alert">
                  {problems}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
