import { useState } from 'react';
import { Badge, Button, Card, Grid, Group, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasPermission, type SavedOptionType, type SavedOptionValue } from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { useSession } from '../../../app/session/sessionStore';
import { useT } from '../../../i18n/useT';
import { ConfirmDeletion } from '../../../ui/ConfirmDeletion';
import { Loading, LoadError, usePhone } from '../../administration/home/adminAccess';
import { OptionTypeForm, OptionValueForm } from './OptionForms';
import { OPTION_KEYS } from './optionKeys';

/**
 * System > Options (docs/product.md §3 "Option type", "Option value"): the option types on one side (name,
 * recompute trigger), the values of the chosen type on the other (value, rank, recommended, default, properties).
 * Super administrators change them; superAdminView reads only. On a phone the two lists are stacked.
 */
export function OptionsScreen() {
  const t = useT();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const canChange = !!user && hasPermission(user.permissions, 'superAdmin');
  const phone = usePhone();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [editingType, setEditingType] = useState<{ type: SavedOptionType | null } | null>(null);
  const [editingValue, setEditingValue] = useState<{ value: SavedOptionValue | null } | null>(null);
  const [deletingType, setDeletingType] = useState<SavedOptionType | null>(null);
  const [deletingValue, setDeletingValue] = useState<SavedOptionValue | null>(null);

  const types = useQuery({ queryKey: OPTION_KEYS.types, queryFn: () => api.get('/options/type') });
  const chosen = types.data?.find((type) => type.id === chosenId) ?? types.data?.[0] ?? null;
  const values = useQuery({
    queryKey: OPTION_KEYS.values(chosen?.id ?? ''),
    queryFn: () => api.get('/options', { query: { optionTypeId: chosen!.id } }),
    enabled: chosen !== null,
  });
  const refresh = () => client.invalidateQueries({ queryKey: OPTION_KEYS.all });

  const removeType = useMutation({
    mutationFn: (type: SavedOptionType) =>
      api.delete('/options/type/:optionTypeId', { params: { optionTypeId: type.id } }),
    onSuccess: async () => {
      notifyInfo(t('system.options.typeDeleted'));
      setDeletingType(null);
      setChosenId(null);
      await refresh();
    },
  });
  const removeValue = useMutation({
    mutationFn: (value: SavedOptionValue) =>
      api.delete('/options/:optionId', { params: { optionId: value.id } }),
    onSuccess: async () => {
      notifyInfo(t('system.options.valueDeleted'));
      setDeletingValue(null);
      await refresh();
    },
  });

  const yesNo = (on: boolean) => (on ? t('system.options.yes') : t('system.options.no'));
  const propertiesOf = (value: SavedOptionValue) => {
    const entries = Object.entries(value.properties);
    if (!entries.length) return <Text size="sm">{t('system.options.noProperties')}</Text>;
    return (
      <Stack gap={0}>
        {entries.map(([key, text]) => (
          <Text size="sm" key={key}>
            <bdi>{key}</bdi> = <bdi>{text}</bdi>
          </Text>
        ))}
      </Stack>
    );
  };
  const valueActions = (value: SavedOptionValue) => (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => setEditingValue({ value })}>
        {canChange ? t('system.options.edit') : t('system.options.view')}
      </Button>
      {canChange && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => {
            removeValue.reset();
            setDeletingValue(value);
          }}
        >
          {t('system.options.delete')}
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {t('screen.system.options')}
      </Title>
      <Text c="dimmed">{t('system.options.intro')}</Text>
      {!canChange && <Text size="sm">{t('system.options.readOnly')}</Text>}
      {types.isPending && <Loading />}
      {types.isError && <LoadError error={types.error} retry={() => void types.refetch()} />}
      {types.data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm" component="section" aria-labelledby="option-types-title">
              <Group justify="space-between">
                <Title order={2} size="h4" id="option-types-title">
                  {t('system.options.types')}
                </Title>
                {canChange && (
                  <Button size="xs" onClick={() => setEditingType({ type: null })}>
                    {t('system.options.newType')}
                  </Button>
                )}
              </Group>
              {types.data.length === 0 && <Text>{t('system.options.noTypes')}</Text>}
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {types.data.map((type) => {
                  const selected = type.id === chosen?.id;
                  return (
                    <Card
                      key={type.id}
                      component="li"
                      withBorder
                      padding="xs"
                      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
                    >
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <UnstyledButton
                          onClick={() => setChosenId(type.id)}
                          aria-pressed={selected}
                          aria-label={t('system.options.select', { name: type.name })}
                          style={{ flex: 1, minWidth: 0 }}
                        >
                          <Text fw={selected ? 700 : 500} truncate>
                            <bdi>{type.name}</bdi>
                          </Text>
                        </UnstyledButton>
                        {/* Beside the button, not in it: its name must hold all its visible words (WCAG 2.5.3). */}
                        {type.recomputeTrigger && (
                          <Badge size="sm" variant="light">
                            {t('system.options.recomputeBadge')}
                          </Badge>
                        )}
                        <Group gap={4} wrap="nowrap">
                          <Button size="xs" variant="light" onClick={() => setEditingType({ type })}>
                            {canChange ? t('system.options.edit') : t('system.options.view')}
                          </Button>
                          {canChange && (
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              onClick={() => {
                                removeType.reset();
                                setDeletingType(type);
                              }}
                            >
                              {t('system.options.delete')}
                            </Button>
                          )}
                        </Group>
                      </Group>
                    </Card>
                  );
                })}
              </Stack>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm" component="section" aria-labelledby="option-values-title">
              {!chosen && <Text>{t('system.options.pickType')}</Text>}
              {chosen && (
                <>
                  <Group justify="space-between">
                    <Title order={2} size="h4" id="option-values-title">
                      {t('system.options.values', { name: chosen.name })}
                    </Title>
                    {canChange && (
                      <Button size="xs" onClick={() => setEditingValue({ value: null })}>
                        {t('system.options.newValue')}
                      </Button>
                    )}
                  </Group>
                  {values.isPending && <Loading />}
                  {values.isError && <LoadError error={values.error} retry={() => void values.refetch()} />}
                  {values.data?.length === 0 && <Text>{t('system.options.noValues')}</Text>}
                  {values.data && values.data.length > 0 && phone && (
                    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                      {values.data.map((value) => (
                        <Card key={value.id} component="li" withBorder padding="sm" aria-label={value.value}>
                          <Stack gap={4}>
                            <Text fw={600}>
                              <bdi>{value.value}</bdi>
                            </Text>
                            <Text size="sm">
                              {t('system.options.rank')}: {value.rank} · {t('system.options.best')}:{' '}
                              {yesNo(value.best)} · {t('system.options.default')}: {yesNo(value.default)}
                            </Text>
                            {propertiesOf(value)}
                            {valueActions(value)}
                          </Stack>
                        </Card>
                      ))}
                    </Stack>
                  )}
                  {values.data && values.data.length > 0 && !phone && (
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('system.options.value')}</Table.Th>
                          <Table.Th>{t('system.options.rank')}</Table.Th>
                          <Table.Th>{t('system.options.best')}</Table.Th>
                          <Table.Th>{t('system.options.default')}</Table.Th>
                          <Table.Th>{t('system.options.properties')}</Table.Th>
                          <Table.Th />
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {values.data.map((value) => (
                          <Table.Tr key={value.id}>
                            <Table.Td>
                              <bdi>{value.value}</bdi>
                            </Table.Td>
                            <Table.Td>{value.rank}</Table.Td>
                            <Table.Td>{yesNo(value.best)}</Table.Td>
                            <Table.Td>{yesNo(value.default)}</Table.Td>
                            <Table.Td>{propertiesOf(value)}</Table.Td>
                            <Table.Td>{valueActions(value)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                </>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <OptionTypeForm
        editing={editingType}
        readOnly={!canChange}
        fullScreen={phone}
        onClose={() => setEditingType(null)}
        onSaved={(saved) => {
          setChosenId(saved.id);
          setEditingType(null);
        }}
      />
      {chosen && (
        <OptionValueForm
          editing={editingValue}
          optionType={chosen}
          readOnly={!canChange}
          fullScreen={phone}
          onClose={() => setEditingValue(null)}
        />
      )}
      <ConfirmDeletion
        item={deletingType}
        title={deletingType ? t('system.options.deleteTypeConfirm', { name: deletingType.name }) : ''}
        confirmLabel={t('system.options.delete')}
        cancelLabel={t('system.options.cancel')}
        deletion={removeType}
        onClose={() => setDeletingType(null)}
      />
      <ConfirmDeletion
        item={deletingValue}
        title={deletingValue ? t('system.options.deleteValueConfirm', { name: deletingValue.value }) : ''}
        confirmLabel={t('system.options.delete')}
        cancelLabel={t('system.options.cancel')}
        deletion={removeValue}
        onClose={() => setDeletingValue(null)}
      />
    </Stack>
  );
}
