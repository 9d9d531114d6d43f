import { Button, Group, Select, Stack } from '@mantine/core';
import type { Expression } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ExpressionFields } from './ExpressionFields';
import {
  EXPRESSION_KINDS,
  KIND_ORDER,
  type ExpressionScopeValue,
  changeKind,
  emptyNode,
  innerOf,
  takesOperand,
  withInner,
} from './ExpressionKinds';

export type ExpressionNodeProps = {
  /** Null: an operand not set yet (docs/product.md §5: validation names it). */
  value: Expression | null;
  onChange: (value: Expression) => void;
  /** Accessible name of the node's kind picker. */
  label: string;
  path: string;
  errorAt: (path: string) => string | undefined;
  readOnly: boolean;
  scope: ExpressionScopeValue;
};

/** One node of an expression: its kind, "wrap in" and "unwrap", then its own fields (operands nest below). */
export function ExpressionNode({
  value,
  onChange,
  label,
  path,
  errorAt,
  readOnly,
  scope,
}: ExpressionNodeProps) {
  const t = useT();
  const group = (name: 'values' | 'transforms', kinds: readonly Expression['kind'][]) => ({
    group: t(`processing.expr.group.${name}`),
    items: kinds
      .filter((kind) => EXPRESSION_KINDS[kind].group === name)
      .map((kind) => ({ value: kind, label: t(`processing.expr.kind.${kind}`) })),
  });
  const inner = value === null ? undefined : innerOf(value);
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={label}
          placeholder={t('processing.expr.choose')}
          data={[group('values', KIND_ORDER), group('transforms', KIND_ORDER)]}
          value={value?.kind ?? null}
          allowDeselect={false}
          searchable
          disabled={readOnly}
          onChange={(kind) =>
            kind &&
            onChange(
              value
                ? changeKind(value, kind as Expression['kind'], scope)
                : emptyNode(kind as Expression['kind'], scope),
            )
          }
          error={errorAt(path)}
        />
        {!readOnly && value !== null && (
          <Select
            aria-label={t('processing.expr.wrapOf', { label })}
            placeholder={t('processing.expr.wrap')}
            data={KIND_ORDER.filter(takesOperand).map((kind) => ({
              value: kind,
              label: t(`processing.expr.kind.${kind}`),
            }))}
            value={null}
            w={180}
            onChange={(kind) =>
              kind && onChange(withInner(emptyNode(kind as Expression['kind'], scope), value))
            }
          />
        )}
        {!readOnly && inner && (
          <Button size="compact-sm" variant="subtle" onClick={() => onChange(inner)}>
            {t('processing.expr.unwrap')}
          </Button>
        )}
      </Group>
      {value !== null && <ExpressionFields {...{ value, onChange, path, errorAt, readOnly, scope }} />}
    </Stack>
  );
}
