import { useMemo, useState } from 'react';
import { Stack, Switch } from '@mantine/core';
import { type Expression, parseExpression, printExpression } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ExpressionNode } from './ExpressionNode';
import { ExpressionResult } from './ExpressionResult';
import { useExpressionScope, useTreeIssues } from './ExpressionScope';
import { FormulaField } from './FormulaField';

// The expression builder (docs/product.md §3 "Expressions and conditions"): every node kind edited in place
// (ExpressionKinds lists them), the validity rules of §5 "Expressions" at each field, the result on the editor's
// samples, and the formula (the text form) for those who prefer typing.

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
  const scope = useExpressionScope(boxNames);
  const tree = useMemo(() => ({ expression: value }), [value]);
  const issuesAt = useTreeIssues(tree, path, scope, errorAt);
  const [formula, setFormula] = useState(false);
  return (
    <Stack gap="xs">
      <Switch
        size="xs"
        label={t('processing.expr.formulaToggle', { label })}
        checked={formula}
        onChange={(e) => setFormula(e.currentTarget.checked)}
      />
      {formula ? (
        <FormulaField
          value={value}
          onChange={onChange}
          print={printExpression}
          parse={parseExpression}
          readOnly={readOnly}
        />
      ) : (
        <ExpressionNode
          value={value}
          onChange={onChange}
          label={label}
          path={path}
          errorAt={issuesAt}
          readOnly={readOnly}
          scope={scope}
        />
      )}
      <ExpressionResult tree={tree} />
    </Stack>
  );
}
