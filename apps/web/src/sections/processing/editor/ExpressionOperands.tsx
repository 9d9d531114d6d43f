import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import type { Expression } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { NESTED_STYLE } from './ExpressionFields';
import { type ExpressionNodeProps, ExpressionNode } from './ExpressionNode';

type Props = Omit<ExpressionNodeProps, 'value' | 'label'> & {
  value: Extract<Expression, { operands: Expression[] }>;
};

/** The values of a coalesce or concat node: added, removed and moved (their order is the result's). */
export function ExpressionOperands({ value, onChange, path, errorAt, readOnly, scope }: Props) {
  const t = useT();
  const operands = value.operands;
  const setOperands = (next: Expression[]) => onChange({ ...value, operands: next });
  const move = (from: number, to: number) => {
    const next = [...operands];
    next.splice(to, 0, ...next.splice(from, 1));
    setOperands(next);
  };
  // A value added before its kind is chosen is a blank text: the list holds no unset value (docs/product.md §5).
  const blank: Expression = { kind: 'constant', value: '' };
  return (
    <Stack gap="xs" ps="md" style={NESTED_STYLE}>
      {operands.map((operand, index) => {
        const number = index + 1;
        return (
          <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <ExpressionNode
                value={operand}
                onChange={(next) => setOperands(operands.map((o, i) => (i === index ? next : o)))}
                label={t('processing.expr.operand', { index: number })}
                path={`${path}.operands[${index}]`}
                {...{ errorAt, readOnly, scope }}
              />
            </div>
            {!readOnly && (
              <Group gap={2} mt={24} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0}
                  aria-label={t('processing.expr.moveUp', { index: number })}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === operands.length - 1}
                  aria-label={t('processing.expr.moveDown', { index: number })}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('processing.expr.removeOperand', { index: number })}
                  onClick={() => setOperands(operands.filter((_, i) => i !== index))}
                >
                  ×
                </ActionIcon>
              </Group>
            )}
          </Group>
        );
      })}
      {errorAt(`${path}.operands`) && (
        <Text size="sm" c="red" role="alert">
          {errorAt(`${path}.operands`)}
        </Text>
      )}
      {!readOnly && (
        <Button
          size="compact-sm"
          variant="light"
          w="fit-content"
          onClick={() => setOperands([...operands, blank])}
        >
          {t('processing.expr.addOperand')}
        </Button>
      )}
    </Stack>
  );
}
