import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  RECIPIENT_PREFERENCES,
  type Condition,
  type Expression,
  type LabelKey,
  type RecipientPreference,
} from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { deliveryKeys, fetchOptions } from '../../deposit/delivery/deliveryApi';
import { CONDITION_KIND_ORDER, changeConditionKind } from './ConditionKinds';
import { NESTED_STYLE } from './ExpressionFields';
import type { ExpressionScopeValue } from './ExpressionKinds';
import { ExpressionNode } from './ExpressionNode';
import { MONOSPACE_INPUT } from './formulaStyle';

type Props = {
  /** Null: a sub-condition not set yet. */
  value: Condition | null;
  onChange: (value: Condition) => void;
  label: string;
  path: string;
  errorAt: (path: string) => string | undefined;
  readOnly: boolean;
  scope: ExpressionScopeValue;
};

/** One node of a condition: its kind, then its sub-conditions or the values it tests (nested, indented). */
export function ConditionNode(props: Props) {
  const { value, onChange, label, path, errorAt, readOnly } = props;
  const t = useT();
  return (
    <Stack gap="xs">
      <Select
        label={label}
        placeholder={t('processing.condition.choose')}
        data={CONDITION_KIND_ORDER.map((kind) => ({
          value: kind,
          label: t(`processing.condition.kind.${kind}`),
        }))}
        value={value?.kind ?? null}
        allowDeselect={false}
        searchable
        disabled={readOnly}
        onChange={(kind) => kind && onChange(changeConditionKind(value, kind as Condition['kind']))}
        error={errorAt(path)}
      />
      {value !== null && <ConditionFields {...props} value={value} />}
    </Stack>
  );
}

function ConditionFields({ value, onChange, path, errorAt, readOnly, scope }: Props & { value: Condition }) {
  const t = useT();
  const set = (patch: Partial<Condition>) => onChange({ ...value, ...patch } as Condition);
  const at = (key: string) => `${path}.${key}`;
  const expression = (key: 'left' | 'right' | 'operand' | 'identifier', labelKey: LabelKey) => (
    <ExpressionNode
      value={(value as Record<string, unknown>)[key] as Expression | null}
      onChange={(next) => set({ [key]: next } as Partial<Condition>)}
      label={t(labelKey)}
      path={at(key)}
      {...{ errorAt, readOnly, scope }}
    />
  );
  const nested = (children: ReactNode) => (
    <Stack gap="xs" ps="md" style={NESTED_STYLE}>
      {children}
    </Stack>
  );
  switch (value.kind) {
    case 'and':
    case 'or':
      return nested(<ConditionList value={value} {...{ onChange, path, errorAt, readOnly, scope }} />);
    case 'not':
      return nested(
        <ConditionNode
          value={value.condition}
          onChange={(condition) => onChange({ ...value, condition })}
          label={t('processing.condition.inner')}
          path={at('condition')}
          {...{ errorAt, readOnly, scope }}
        />,
      );
    case 'empty':
      return nested(expression('operand', 'processing.condition.operand'));
    case 'matches':
      return nested(
        <>
          {expression('operand', 'processing.condition.operand')}
          <TextInput
            label={t('processing.condition.pattern')}
            dir="ltr"
            styles={MONOSPACE_INPUT}
            value={value.pattern}
            readOnly={readOnly}
            onChange={(e) => onChange({ ...value, pattern: e.currentTarget.value })}
            error={errorAt(at('pattern'))}
          />
        </>,
      );
    case 'hasOption':
      return (
        <OptionPicker
          value={value.optionId}
          onChange={(optionId) => onChange({ ...value, optionId })}
          error={errorAt(at('optionId'))}
          readOnly={readOnly}
        />
      );
    case 'matchesMainPreferences':
      return nested(
        <>
          {expression('identifier', 'processing.expr.field.identifier')}
          <MultiSelect
            label={t('processing.condition.preferences')}
            data={RECIPIENT_PREFERENCES.map((p) => ({ value: p, label: t(`lists.preference.${p}`) }))}
            value={value.preferences}
            disabled={readOnly}
            onChange={(preferences) =>
              onChange({ ...value, preferences: preferences as RecipientPreference[] })
            }
            error={errorAt(at('preferences'))}
          />
        </>,
      );
    default:
      return nested(
        <>
          {expression('left', 'processing.condition.left')}
          {expression('right', 'processing.condition.right')}
        </>,
      );
  }
}

/** The option a hasOption condition asks for: picked among GET /options, or typed when they cannot be read. */
function OptionPicker(props: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  readOnly: boolean;
}) {
  const t = useT();
  const options = useQuery({ queryKey: deliveryKeys.options, queryFn: fetchOptions, retry: false });
  const label = t('processing.condition.option');
  if (!options.data) {
    return (
      <TextInput
        label={label}
        value={props.value}
        readOnly={props.readOnly}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        error={props.error}
      />
    );
  }
  const data = options.data.map((o) => ({ value: o.id, label: `${o.value} (${o.optionTypeId})` }));
  if (props.value && !data.some((o) => o.value === props.value))
    data.push({ value: props.value, label: props.value });
  return (
    <Select
      label={label}
      data={data}
      value={props.value || null}
      searchable
      disabled={props.readOnly}
      onChange={(id) => props.onChange(id ?? '')}
      error={props.error}
    />
  );
}

function ConditionList({
  value,
  onChange,
  path,
  errorAt,
  readOnly,
  scope,
}: Omit<Props, 'value' | 'label'> & { value: Extract<Condition, { conditions: Condition[] }> }) {
  const t = useT();
  const conditions = value.conditions;
  const setConditions = (next: Condition[]) => onChange({ ...value, conditions: next });
  return (
    <>
      {conditions.map((condition, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <ConditionNode
              value={condition}
              onChange={(next) => setConditions(conditions.map((c, i) => (i === index ? next : c)))}
              label={t('processing.condition.item', { index: index + 1 })}
              path={`${path}.conditions[${index}]`}
              {...{ errorAt, readOnly, scope }}
            />
          </div>
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={24}
              aria-label={t('processing.condition.removeItem', { index: index + 1 })}
              onClick={() => setConditions(conditions.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {errorAt(`${path}.conditions`) && (
        <Text size="sm" c="red" role="alert">
          {errorAt(`${path}.conditions`)}
        </Text>
      )}
      {!readOnly && (
        <Button
          size="compact-sm"
          variant="light"
          w="fit-content"
          onClick={() => setConditions([...conditions, { kind: 'equal', left: null, right: null }])}
        >
          {t('processing.condition.addItem')}
        </Button>
      )}
    </>
  );
}
