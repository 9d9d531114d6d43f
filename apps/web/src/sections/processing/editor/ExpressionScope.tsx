import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  type ApiIssue,
  type Condition,
  type Expression,
  type Service,
  expressionContextOf,
  validateCondition,
  validateExpression,
} from '@postbridge/domain';
import { useIssueText } from '../../deposit/delivery/issueText';
import type { ExpressionScopeValue } from './ExpressionKinds';

// What the expression and condition editors know of the service they edit: its boxes, metadata names and mapped
// columns, to offer them in pickers and to name a reference to something missing at once (docs/product.md §5
// "Expressions"; issue 14 "Bad input"). A tab that has the service provides it; without it the pickers fall back
// to the box names given and typed names.

const ExpressionScopeContext = createContext<Omit<ExpressionScopeValue, 'boxNames'> | null>(null);

export function ExpressionScopeProvider({
  service,
  children,
}: {
  service: Pick<Service, 'boxes' | 'serviceMetadatas'>;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const { metadataNames, boxColumns, mainBoxName } = expressionContextOf(service);
    return { metadataNames, boxColumns, mainBoxName };
  }, [service]);
  return <ExpressionScopeContext.Provider value={value}>{children}</ExpressionScopeContext.Provider>;
}

/** The scope of an editor: the box names its caller gives, the rest from the nearest provider. */
export function useExpressionScope(boxNames: readonly string[]): ExpressionScopeValue {
  const provided = useContext(ExpressionScopeContext);
  return useMemo(
    () => ({ metadataNames: null, boxColumns: {}, mainBoxName: '', ...provided, boxNames }),
    [provided, boxNames],
  );
}

/**
 * The problems at a path: the editor's (the whole service's rules, and the server's) and, within this tree, the
 * references the scope can check.
 */
export function useTreeIssues(
  tree: { expression: Expression | null } | { condition: Condition | null },
  path: string,
  scope: ExpressionScopeValue,
  errorAt: (path: string) => string | undefined,
): (path: string) => string | undefined {
  const issueText = useIssueText();
  const local = useMemo((): ApiIssue[] => {
    const context = {
      boxNames: scope.boxNames,
      boxColumns: scope.boxColumns,
      mainBoxName: scope.mainBoxName,
      ...(scope.metadataNames ? { metadataNames: scope.metadataNames } : {}),
    };
    if ('expression' in tree)
      return tree.expression ? validateExpression(tree.expression, path, context) : [];
    return tree.condition ? validateCondition(tree.condition, path, context) : [];
    // The tree's node is what changes; the wrapper object is new at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, ['expression' in tree ? tree.expression : tree.condition, path, scope]);
  return useCallback(
    (at: string) => {
      const texts = [
        ...(errorAt(at) ? [errorAt(at)!] : []),
        ...local.filter((issue) => issue.path === at).map(issueText),
      ];
      return texts.length ? [...new Set(texts)].join(' ') : undefined;
    },
    [errorAt, local, issueText],
  );
}
