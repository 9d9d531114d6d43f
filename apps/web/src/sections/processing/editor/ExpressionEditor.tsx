import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DEFAULT_DATE_PATTERN, DATE_PATTERNS, type Expression } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { expressionText } from './serviceDraft';

// The structured editor of an expression for this version: the constant, fileName, currentDate and concat nodes
// (docs/product.md §3 "Expression nodes"); any other node is shown as text, read only, and may be replaced.

const EDITABLE_KINDS = ['constant', 'fileName', 'currentDate', 'concat'] as const;
type EditableKind = (typeof EDITABLE_KINDS)[number];

function isEditable(node: Expression): boolean {
  return (EDITABLE_KINDS as readonly string[]).includes(node.kind);
}

function emptyNode(kind: EditableKind, boxNames: readonly string[]): Expression {
  switch (kind) {
    case 'constant':
      return { kind, value: '' };
    case 'fileName':
      return { kind, boxName: boxNames[0] ?? '', fromMain: boxNames.length === 0 };
    case 'currentDate':
      return { kind, pattern: DEFAULT_DATE_PATTERN };
    case 'concat':
      return { kind, operands: [{ kind: 'constant', value: '' }] };
  }
}

type Props = {
  value: Expression;
  onChange: (value: Expression) => void;
  boxNames: readonly string[];
  /** Accessible name of the node's kind picker (the field it computes). */
  label: string;
  /** The problems found at this node's path (texts). */
  errorAt: (path: string) => string | undefined;
  path: string;
  readOnly: boolean;
};

export function ExpressionEditor({ value, onChange, boxNames, label, errorAt, path, readOnly }: Props) {
  const t = useT();
  const kindOptions = EDITABLE_KINDS.map((kind) => ({
    value: kind,
    label: t(`processing.editor.expr.${kind}`),
  }));
  if (!isEditable(value)) {
    return (
      <Stack gap={4}>
        <Text size="sm">{t('processing.editor.expr.otherKind', { text: expressionText(value) })}</Text>
        {!readOnly && (
          <Button
            size="compact-sm"
            variant="subtle"
            w="fit-content"
            onClick={() => onChange(emptyNode('constant', boxNames))}
          >
            {t('processing.editor.expr.replace')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Select
        label={label}
        data={kindOptions}
        value={value.kind}
        allowDeselect={false}
        disabled={readOnly}
        onChange={(kind) => kind && onChange(emptyNode(kind as EditableKind, boxNames))}
        error={errorAt(path)}
      />
      <NodeFields {...{ value, onChange, boxNames, errorAt, path, readOnly }} />
    </Stack>
  );
}

function NodeFields({ value, onChange, boxNames, errorAt, path, readOnly }: Omit<Props, 'label'>) {
  const t = useT();
  switch (value.kind) {
    case 'constant':
      return (
        <TextInput
          label={t('processing.editor.expr.text')}
          value={value.value}
          readOnly={readOnly}
          onChange={(e) => onChange({ ...value, value: e.currentTarget.value })}
          error={errorAt(`${path}.value`)}
        />
      );
    case 'currentDate':
      return (
        <Select
          label={t('processing.editor.expr.pattern')}
          data={[...new Set([value.pattern, ...DATE_PATTERNS])]}
          value={value.pattern}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(pattern) => pattern && onChange({ ...value, pattern })}
          error={errorAt(`${path}.pattern`)}
        />
      );
    case 'fileName':
      return (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Switch
            label={t('processing.editor.expr.fromMain')}
            checked={value.fromMain}
            disabled={readOnly}
            onChange={(e) => onChange({ ...value, fromMain: e.currentTarget.checked })}
          />
          {!value.fromMain && (
            <Select
              label={t('processing.editor.expr.box')}
              data={[...new Set([...boxNames, ...(value.boxName ? [value.boxName] : [])])]}
              value={value.boxName || null}
              disabled={readOnly}
              onChange={(boxName) => onChange({ ...value, boxName: boxName ?? '' })}
              error={errorAt(`${path}.boxName`)}
            />
          )}
        </Group>
      );
    case 'concat':
      return (
        <Stack gap="xs" ps="md" style={{ borderInlineStart: '2px solid var(--mantine-color-gray-3)' }}>
          {value.operands.map((operand, index) => {
            const at = `${path}.operands[${index}]`;
            const setOperand = (next: Expression) =>
              onChange({ ...value, operands: value.operands.map((o, i) => (i === index ? next : o)) });
            return (
              <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <ExpressionEditor
                    value={operand}
                    onChange={setOperand}
                    boxNames={boxNames}
                    label={t('processing.editor.expr.part', { index: index + 1 })}
                    errorAt={errorAt}
                    path={at}
                    readOnly={readOnly}
                  />
                </div>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={24}
                    aria-label={t('processing.editor.expr.removePart', { index: index + 1 })}
                    onClick={() =>
                      onChange({ ...value, operands: value.operands.filter((_, i) => i !== index) })
                    }
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            );
          })}
          {errorAt(`${path}.operands`) && (
            <Text size="sm" c="red">
              {errorAt(`${path}.operands`)}
            </Text>
          )}
          {!readOnly && (
            <Button
              size="compact-sm"
              variant="light"
              w="fit-content"
              onClick={() =>
                onChange({ ...value, operands: [...value.operands, { kind: 'constant', value: '' }] })
              }
            >
              {t('processing.editor.expr.addPart')}
            </Button>
          )}
        </Stack>
      );
    default:
      return null;
  }
}
