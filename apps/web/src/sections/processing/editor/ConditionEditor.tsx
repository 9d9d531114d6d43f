import { useMemo, useState } from 'react';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { type Condition, parseCondition, printCondition } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ConditionNode } from './ConditionNode';
import { ExpressionResult } from './ExpressionResult';
import { useExpressionScope, useTreeIssues } from './ExpressionScope';
import { FormulaField } from './FormulaField';

// The condition builder (docs/product.md §3 "Expressions and conditions"): and/or/not over comparisons of
// expressions, each node checked where it is (§5 "Expressions"), its truth on the editor's samples, and the
// formula. No condition at all is a value of its own (null).

type ConditionEditorProps = {
  /** Null: no condition (always true where the field is optional). */
  value: Condition | null;
  onChange: (value: Condition | null) => void;
  boxNames: readonly string[];
  /** Accessible name of the condition's kind picker (the field it decides). */
  label: string;
  /** The problems found at a path (texts). */
  errorAt: (path: string) => string | undefined;
  /** The path of this condition in the service (e.g. `sendingStrategy.groups.0.additionalCondition`). */
  path: string;
  readOnly: boolean;
};

export function ConditionEditor({
  value,
  onChange,
  boxNames,
  label,
  errorAt,
  path,
  readOnly,
}: ConditionEditorProps) {
  const t = useT();
  const scope = useExpressionScope(boxNames);
  const tree = useMemo(() => ({ condition: value }), [value]);
  const issuesAt = useTreeIssues(tree, path, scope, errorAt);
  const [formula, setFormula] = useState(false);
  const result = useMemo(() => (value === null ? null : { condition: value }), [value]);
  if (value === null || result === null) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">{t('processing.condition.none')}</Text>
        {errorAt(path) && (
          <Text size="sm" c="red" role="alert">
            {errorAt(path)}
          </Text>
        )}
        {!readOnly && (
          <Button
            size="compact-sm"
            variant="light"
            w="fit-content"
            onClick={() => onChange({ kind: 'equal', left: null, right: null })}
          >
            {t('processing.condition.add')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="md" wrap="wrap">
        <Switch
          size="xs"
          label={t('processing.expr.formulaToggle', { label })}
          checked={formula}
          onChange={(e) => setFormula(e.currentTarget.checked)}
        />
        {!readOnly && (
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => onChange(null)}>
            {t('processing.condition.remove')}
          </Button>
        )}
      </Group>
      {formula ? (
        <FormulaField
          value={value}
          onChange={onChange}
          print={printCondition}
          parse={parseCondition}
          readOnly={readOnly}
        />
      ) : (
        <ConditionNode
          value={value}
          onChange={onChange}
          label={label}
          path={path}
          errorAt={issuesAt}
          readOnly={readOnly}
          scope={scope}
        />
      )}
      <ExpressionResult tree={result} />
    </Stack>
  );
}
