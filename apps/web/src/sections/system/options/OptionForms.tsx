import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiIssue, SavedOptionType, SavedOptionValue } from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError } from '../../../api/errors';
import { notifyInfo } from '../../../app/notify';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { OPTION_KEYS } from './optionKeys';

type FieldErrors = Record<string, string>;

/** The server's refusals by field: each issue's label (`issue.<key>`), else the error's own text. */
function useServerFieldErrors() {
  const { t, i18n } = useTranslation();
  return (error: unknown): FieldErrors => {
    if (!(error instanceof ApiError) || !error.issues?.length) return {};
    return Object.fromEntries(
      error.issues.map((issue: ApiIssue) => [
        issue.path ?? '',
        i18n.exists(`issue.${issue.key}`) ? t(`issue.${issue.key}`, issue.params ?? {}) : t('error.generic'),
      ]),
    );
  };
}

/** The refusal of a save that is not at a field (a conflict, -13; no right), above the form. */
function FormError({ error, fields }: { error: unknown; fields: FieldErrors }) {
  const errorText = useErrorText();
  if (!error || Object.keys(fields).length > 0) return null;
  return (
    <Alert color="red" role="alert">
      {errorText(error)}
    </Alert>
  );
}

/** New or existing option type: its name and whether changing its option computes the delivery again. */
export function OptionTypeForm({
  editing,
  readOnly,
  fullScreen,
  onClose,
  onSaved,
}: {
  editing: { type: SavedOptionType | null } | null;
  readOnly: boolean;
  fullScreen: boolean;
  onClose: () => void;
  onSaved: (saved: SavedOptionType) => void;
}) {
  const t = useT();
  const type = editing?.type ?? null;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      title={type ? t('system.options.typeFormEdit', { name: type.name }) : t('system.options.typeFormNew')}
    >
      {editing && (
        <TypeFields
          key={type?.id ?? 'new'}
          type={type}
          readOnly={readOnly}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function TypeFields({
  type,
  readOnly,
  onClose,
  onSaved,
}: {
  type: SavedOptionType | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (saved: SavedOptionType) => void;
}) {
  const t = useT();
  const client = useQueryClient();
  const serverErrors = useServerFieldErrors();
  const [name, setName] = useState(type?.name ?? '');
  const [recompute, setRecompute] = useState(type?.recomputeTrigger ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: () =>
      api.post('/options/type', {
        body: {
          id: type?.id ?? '',
          ...(type ? { version: type.version } : {}),
          name: name.trim(),
          recomputeTrigger: recompute,
        },
      }),
    onSuccess: async (saved) => {
      notifyInfo(t('system.options.typeSaved'));
      await client.invalidateQueries({ queryKey: OPTION_KEYS.all });
      onSaved(saved);
    },
    onError: (error) => setErrors(serverErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: t('system.options.error.nameRequired') });
      return;
    }
    setErrors({});
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError error={save.error} fields={errors} />
        <TextInput
          label={t('system.options.typeName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          readOnly={readOnly}
          required
          data-autofocus
        />
        <Checkbox
          label={t('system.options.recompute')}
          description={t('system.options.recomputeHint')}
          checked={recompute}
          onChange={(e) => setRecompute(e.currentTarget.checked)}
          disabled={readOnly}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('system.options.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              {t('system.options.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** New or existing value of an option type: text, rank, recommended, default, properties (key = value rows). */
export function OptionValueForm({
  editing,
  optionType,
  readOnly,
  fullScreen,
  onClose,
}: {
  editing: { value: SavedOptionValue | null } | null;
  optionType: SavedOptionType;
  readOnly: boolean;
  fullScreen: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const value = editing?.value ?? null;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      size="lg"
      title={
        value
          ? t('system.options.valueFormEdit', { name: value.value })
          : t('system.options.valueFormNew', { name: optionType.name })
      }
    >
      {editing && (
        <ValueFields
          key={value?.id ?? 'new'}
          value={value}
          optionType={optionType}
          readOnly={readOnly}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

type PropertyRow = { id: number; key: string; text: string };

function ValueFields({
  value,
  optionType,
  readOnly,
  onClose,
}: {
  value: SavedOptionValue | null;
  optionType: SavedOptionType;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const client = useQueryClient();
  const serverErrors = useServerFieldErrors();
  const [text, setText] = useState(value?.value ?? '');
  const [rank, setRank] = useState<number | string>(value?.rank ?? 0);
  const [best, setBest] = useState(value?.best ?? false);
  const [isDefault, setDefault] = useState(value?.default ?? false);
  const [rows, setRows] = useState<PropertyRow[]>(() =>
    Object.entries(value?.properties ?? {}).map(([key, text], id) => ({ id, key, text })),
  );
  const [nextId, setNextId] = useState(rows.length);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: () =>
      api.post('/options', {
        body: {
          id: value?.id ?? '',
          ...(value ? { version: value.version } : {}),
          optionTypeId: optionType.id,
          value: text.trim(),
          rank: Number(rank),
          best,
          default: isDefault,
          properties: Object.fromEntries(rows.map((row) => [row.key.trim(), row.text])),
        },
      }),
    onSuccess: async () => {
      notifyInfo(t('system.options.valueSaved'));
      await client.invalidateQueries({ queryKey: OPTION_KEYS.all });
      onClose();
    },
    onError: (error) => setErrors(serverErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!text.trim()) found.value = t('system.options.error.valueRequired');
    if (!Number.isInteger(Number(rank)) || rank === '') found.rank = t('system.options.error.rank');
    const seen = new Set<string>();
    for (const row of rows) {
      const key = row.key.trim();
      if (!key) found[`properties.${row.id}`] = t('system.options.error.keyRequired');
      else if (seen.has(key)) found[`properties.${row.id}`] = t('system.options.error.duplicateKey', { key });
      seen.add(key);
    }
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const changeRow = (id: number, patch: Partial<PropertyRow>) =>
    setRows((all) => all.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError error={save.error} fields={errors} />
        <TextInput
          label={t('system.options.value')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={errors.value}
          readOnly={readOnly}
          required
          data-autofocus
        />
        <NumberInput
          label={t('system.options.rank')}
          value={rank}
          onChange={setRank}
          error={errors.rank}
          readOnly={readOnly}
          allowDecimal={false}
          maw={160}
        />
        <Checkbox
          label={t('system.options.best')}
          description={t('system.options.bestHint')}
          checked={best}
          onChange={(e) => setBest(e.currentTarget.checked)}
          disabled={readOnly}
        />
        <Checkbox
          label={t('system.options.default')}
          description={t('system.options.defaultHint')}
          checked={isDefault}
          onChange={(e) => setDefault(e.currentTarget.checked)}
          disabled={readOnly}
        />
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={500} size="sm">
            {t('system.options.properties')}
          </Text>
          {rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('system.options.noProperties')}
            </Text>
          )}
          {rows.map((row) => (
            <Group key={row.id} gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                label={t('system.options.propertyKey')}
                value={row.key}
                onChange={(e) => changeRow(row.id, { key: e.currentTarget.value })}
                error={errors[`properties.${row.id}`]}
                readOnly={readOnly}
                style={{ flex: '1 1 10rem' }}
              />
              <TextInput
                label={t('system.options.propertyValue')}
                value={row.text}
                onChange={(e) => changeRow(row.id, { text: e.currentTarget.value })}
                readOnly={readOnly}
                style={{ flex: '2 1 12rem' }}
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t('system.options.removeProperty', { key: row.key })}
                  onClick={() => setRows((all) => all.filter((r) => r.id !== row.id))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
          {!readOnly && (
            <Button
              size="xs"
              variant="light"
              w="fit-content"
              onClick={() => {
                setRows((all) => [...all, { id: nextId, key: '', text: '' }]);
                setNextId((n) => n + 1);
              }}
            >
              {t('system.options.addProperty')}
            </Button>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('system.options.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              {t('system.options.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
