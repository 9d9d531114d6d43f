import { COMPARISON_CONDITION_KINDS, type Condition, type Expression } from '@postbridge/domain';

// The condition kinds of the condition editor (docs/product.md §3 "Expressions and conditions"), in the order
// its picker shows them, with a fresh node of each.

export const CONDITION_KIND_ORDER: readonly Condition['kind'][] = [
  'and',
  'or',
  'not',
  ...COMPARISON_CONDITION_KINDS,
  'empty',
  'matches',
  'hasOption',
  'matchesMainPreferences',
];

type Comparison = (typeof COMPARISON_CONDITION_KINDS)[number];
const isComparison = (kind: string): kind is Comparison =>
  (COMPARISON_CONDITION_KINDS as readonly string[]).includes(kind);

/** The first value a condition tests, to keep it when the kind changes. */
function subjectOf(node: Condition): Expression | null {
  switch (node.kind) {
    case 'empty':
    case 'matches':
      return node.operand;
    case 'matchesMainPreferences':
      return node.identifier;
    case 'and':
    case 'or':
    case 'not':
    case 'hasOption':
      return null;
    default:
      return node.left;
  }
}

/**
 * A node of `kind` keeping what the previous one had: the tested value, the right side between comparisons,
 * the sub-conditions between and, or and not.
 */
export function changeConditionKind(node: Condition | null, kind: Condition['kind']): Condition {
  const subject = node ? subjectOf(node) : null;
  const children =
    node?.kind === 'and' || node?.kind === 'or'
      ? node.conditions
      : node?.kind === 'not' && node.condition
        ? [node.condition]
        : [];
  if (isComparison(kind)) {
    return { kind, left: subject, right: node && 'right' in node ? node.right : null };
  }
  switch (kind) {
    case 'and':
    case 'or':
      return { kind, conditions: children };
    case 'not':
      return { kind, condition: children[0] ?? null };
    case 'empty':
      return { kind, operand: subject };
    case 'matches':
      return { kind, operand: subject, pattern: node?.kind === 'matches' ? node.pattern : '' };
    case 'hasOption':
      return { kind, optionId: '' };
    case 'matchesMainPreferences':
      return { kind, identifier: subject, preferences: ['EMAIL'] };
  }
}
