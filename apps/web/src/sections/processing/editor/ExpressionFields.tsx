import { Autocomplete, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { CASE_NORMALIZATIONS, DATE_PATTERNS, type Expression } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { EXPRESSION_KINDS, type ExpressionField } from './ExpressionKinds';
import { ExpressionNode, type ExpressionNodeProps } from './ExpressionNode';
import { ExpressionOperands } from './ExpressionOperands';
import { ExpressionPdfArea } from './ExpressionPdfArea';
import { useSamples } from './samples';
import { MONOSPACE_INPUT } from './formulaStyle';

type Props = Omit<ExpressionNodeProps, 'value' | 'label'> & { value: Expression };

// Nested values indent on the reading side (logical properties: the interface also runs right to left).
export const NESTED_STYLE = { borderInlineStart: '2px solid var(--mantine-color-default-border)' } as const;

const withCurrent = (options: readonly string[], current: string) => [
  ...new Set([...options, ...(current ? [current] : [])]),
];

/** The fields of one node, as its kind's entry in EXPRESSION_KINDS lists them. */
export function ExpressionFields(props: Props) {
  const fields = EXPRESSION_KINDS[props.value.kind].fields;
  if (fields.length === 0) return null;
  return (
    <Stack gap="xs">
      {fields.map((field, index) => (
        <Field key={index} field={field} {...props} />
      ))}
    </Stack>
  );
}

function Field({
  field,
  value,
  onChange,
  path,
  errorAt,
  readOnly,
  scope,
}: Props & { field: ExpressionField }) {
  const t = useT();
  const samples = useSamples();
  const record = value as Record<string, unknown>;
  const set = (patch: Record<string, unknown>) => onChange({ ...value, ...patch } as Expression);
  const at = (key: string) => `${path}.${key}`;
  switch (field.type) {
    case 'text':
      return (
        <TextInput
          label={t(field.label)}
          value={String(record[field.key] ?? '')}
          readOnly={readOnly}
          onChange={(e) => set({ [field.key]: e.currentTarget.value })}
          error={errorAt(at(field.key))}
        />
      );
    case 'datePattern':
      return (
        <Autocomplete
          label={t('processing.expr.field.datePattern')}
          dir="ltr"
          data={[...DATE_PATTERNS]}
          value={String(record.pattern ?? '')}
          readOnly={readOnly}
          onChange={(pattern) => set({ pattern })}
          error={errorAt(at('pattern'))}
        />
      );
    case 'pattern':
      return (
        <TextInput
          label={t('processing.expr.field.pattern')}
          dir="ltr"
          styles={MONOSPACE_INPUT}
          value={String(record.pattern ?? '')}
          readOnly={readOnly}
          onChange={(e) => set({ pattern: e.currentTarget.value })}
          error={errorAt(at('pattern'))}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={t(field.label)}
          value={Number(record[field.key])}
          allowDecimal={false}
          readOnly={readOnly}
          onChange={(next) => typeof next === 'number' && set({ [field.key]: next })}
          error={errorAt(at(field.key))}
        />
      );
    case 'mode':
      return (
        <Select
          label={t('processing.expr.field.mode')}
          data={CASE_NORMALIZATIONS.map((mode) => ({
            value: mode,
            label: t(`processing.expr.mode.${mode}`),
          }))}
          value={String(record.mode)}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(mode) => mode && set({ mode })}
        />
      );
    case 'operand':
      return (
        <Stack ps="md" style={NESTED_STYLE}>
          <ExpressionNode
            value={record[field.key] as Expression | null}
            onChange={(next) => set({ [field.key]: next })}
            label={t(field.label)}
            path={at(field.key)}
            {...{ errorAt, readOnly, scope }}
          />
        </Stack>
      );
    case 'operands':
      return value.kind === 'coalesce' || value.kind === 'concat' ? (
        <ExpressionOperands {...{ value, onChange, path, errorAt, readOnly, scope }} />
      ) : null;
    case 'pdfArea':
      return value.kind === 'pdfText' ? (
        <ExpressionPdfArea {...{ value, onChange, path, errorAt, readOnly }} />
      ) : null;
    case 'source': {
      const node = value as { boxName: string; fromMain: boolean };
      return (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Switch
            label={t('processing.expr.field.fromMain')}
            checked={node.fromMain}
            disabled={readOnly}
            onChange={(e) => set({ fromMain: e.currentTarget.checked })}
          />
          {!node.fromMain && (
            <Select
              label={t('processing.expr.field.box')}
              data={withCurrent(scope.boxNames, node.boxName)}
              value={node.boxName || null}
              disabled={readOnly}
              onChange={(boxName) => set({ boxName: boxName ?? '' })}
              error={errorAt(at('boxName'))}
            />
          )}
        </Group>
      );
    }
    case 'column': {
      const node = value as { column: string; boxName: string; fromMain: boolean };
      const box = node.fromMain ? scope.mainBoxName : node.boxName;
      // The sample data file's columns when there is one, else those the box's parser maps (docs/web.md).
      const columns = samples.data?.columns.length ? samples.data.columns : (scope.boxColumns[box] ?? []);
      return columns.length > 0 ? (
        <Select
          label={t('processing.expr.field.column')}
          data={withCurrent(columns, node.column)}
          value={node.column || null}
          searchable
          disabled={readOnly}
          onChange={(column) => set({ column: column ?? '' })}
          error={errorAt(at('column'))}
        />
      ) : (
        <TextInput
          label={t('processing.expr.field.column')}
          value={node.column}
          readOnly={readOnly}
          onChange={(e) => set({ column: e.currentTarget.value })}
          error={errorAt(at('column'))}
        />
      );
    }
    case 'metadataName': {
      const name = String(record.name ?? '');
      return scope.metadataNames ? (
        <Select
          label={t('processing.expr.field.metadata')}
          data={withCurrent(scope.metadataNames, name)}
          value={name || null}
          searchable
          disabled={readOnly}
          onChange={(next) => set({ name: next ?? '' })}
          error={errorAt(at('name'))}
        />
      ) : (
        <TextInput
          label={t('processing.expr.field.metadata')}
          value={name}
          readOnly={readOnly}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errorAt(at('name'))}
        />
      );
    }
  }
}
