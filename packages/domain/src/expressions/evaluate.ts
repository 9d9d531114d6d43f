import type { Condition, ConditionOf, Expression } from '../api/services/expressions';
import { DEFAULT_DATE_PATTERN } from '../constants';
import { compileFullMatch, isBlank } from '../validation/issues';
import type { EvaluationContext } from './context';
import { dateTimePartsIn, formatDatePattern, parseDatePattern, readDateText } from './date-pattern';
import { clean, normalizeCase, parseDecimal, removeTitles, replaceAll, substring } from './text';

// The evaluator of computed values and conditions (docs/product.md §3 "Expression nodes"). Pure and total:
// missing data gives null (expressions) or false (conditions), never an exception.
//
// Null propagation: a node over one operand gives null when the operand is unset (null in the tree) or
// evaluates to null. coalesce gives the first operand that is neither null nor blank (white space only),
// evaluating no further; null when there is none. concat reads null operands as ''; it is null only when all
// its operands are (or it has none). An empty string is a value, not null.
//
// Dates: dateParse reads its operand with its pattern and gives the date in the default pattern
// ('yyyy-MM-dd HH:mm:ss'); dateFormat reads that form (or ISO 8601, see readDateText) and writes it with its
// pattern. So "parse with A, format with B" is dateFormat(B, dateParse(A, value)). Unreadable → null.

/** Reads a box-source node's box: null for the main box; undefined when no box is named (missing data). */
function boxOf(node: { boxName: string; fromMain: boolean }): string | null | undefined {
  if (node.fromMain) return null;
  return isBlank(node.boxName) ? undefined : node.boxName;
}

function fromBox<T>(
  node: { boxName: string; fromMain: boolean },
  read: (boxName: string | null) => T | null | undefined,
): T | null {
  const boxName = boxOf(node);
  return boxName === undefined ? null : (read(boxName) ?? null);
}

function count(value: number | null | undefined): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

function evaluateOperand(operand: Expression | null, context: EvaluationContext): string | null {
  return operand === null ? null : evaluateExpression(operand, context);
}

/** The value of a computed value, or null when data is missing or cannot be read. */
export function evaluateExpression(expression: Expression, context: EvaluationContext): string | null {
  const map = (operand: Expression | null, change: (value: string) => string | null) => {
    const value = evaluateOperand(operand, context);
    return value === null ? null : change(value);
  };

  switch (expression.kind) {
    case 'constant':
      return expression.value;
    case 'currentDate': {
      const parts = dateTimePartsIn(context.now, context.timeZone);
      return parts && formatDatePattern(parts, expression.pattern);
    }
    case 'dataFileValue':
      return fromBox(expression, (box) => context.dataFileValue?.(expression.column, box));
    case 'fileName':
      return fromBox(expression, (box) => context.fileName?.(box));
    case 'pdfMetadata':
      return fromBox(expression, (box) => context.pdfMetadata?.(expression.key, box));
    case 'pdfText': {
      const { page, area, extractionParameters } = expression;
      return fromBox(expression, (boxName) =>
        context.pdfText?.({ page, area, extractionParameters, boxName }),
      );
    }
    case 'jobFileName':
      return context.jobFileName?.() ?? null;
    case 'positionInBox':
      return count(fromBox(expression, (box) => context.positionInBox?.(box)));
    case 'metadataReference':
      return context.metadata?.(expression.name) ?? null;
    case 'sheetCount':
      return count(context.sheetCount?.());
    case 'recipientCount':
      return count(context.recipientCount?.());
    case 'coalesce':
      for (const operand of expression.operands) {
        const value = evaluateExpression(operand, context);
        if (!isBlank(value)) return value;
      }
      return null;
    case 'concat': {
      const values = expression.operands.map((operand) => evaluateExpression(operand, context));
      return values.every((value) => value === null) ? null : values.map((value) => value ?? '').join('');
    }
    case 'substring':
      return map(expression.operand, (value) => substring(value, expression.start, expression.end));
    case 'clean':
      return map(expression.operand, clean);
    case 'titleClean':
      return map(expression.operand, removeTitles);
    case 'dateParse':
      return map(expression.operand, (value) => {
        const parts = parseDatePattern(value, expression.pattern, context.now.getUTCFullYear());
        return parts && formatDatePattern(parts, DEFAULT_DATE_PATTERN);
      });
    case 'dateFormat':
      return map(expression.operand, (value) => {
        const parts = readDateText(value, context.timeZone);
        return parts && formatDatePattern(parts, expression.pattern);
      });
    case 'replace':
      return map(expression.operand, (value) =>
        replaceAll(value, expression.pattern, expression.replacement),
      );
    case 'caseNormalization':
      return map(expression.operand, (value) => normalizeCase(value, expression.mode));
    case 'recipientChoiceEmail':
      return map(expression.identifier, (identifier) =>
        isBlank(identifier) ? null : (context.recipientChoiceEmail?.(identifier.trim()) ?? null),
      );
    case 'consentLink':
      return map(expression.identifier, (identifier) =>
        isBlank(identifier) ? null : (context.consentLink?.(identifier.trim()) ?? null),
      );
    default:
      return unknownNode(expression);
  }
}

// A node kind this version does not know (a newer configuration read without the schema): missing data.
function unknownNode(_node: never): null {
  return null;
}

type Comparison = ConditionOf<'equal' | 'contains' | 'startsWith' | 'endsWith' | 'lessThan' | 'numericEqual'>;

// Both sides' values; null when a side is unset in the tree (an incomplete condition never holds).
function sides(condition: Comparison, context: EvaluationContext): [string | null, string | null] | null {
  if (condition.left === null || condition.right === null) return null;
  return [evaluateExpression(condition.left, context), evaluateExpression(condition.right, context)];
}

function compareNumbers(
  condition: Comparison,
  context: EvaluationContext,
  test: (a: number, b: number) => boolean,
) {
  const values = sides(condition, context);
  if (values === null) return false;
  const [left, right] = values.map(parseDecimal);
  return left != null && right != null && test(left, right);
}

function compareTexts(
  condition: Comparison,
  context: EvaluationContext,
  test: (a: string, b: string) => boolean,
) {
  const values = sides(condition, context);
  return values !== null && values[0] !== null && values[1] !== null && test(values[0], values[1]);
}

/**
 * Whether a condition holds. An incomplete node (an unset operand or sub-condition) never holds, nor does `not`
 * over one. and/or follow every/some (an empty and holds, an empty or does not). equal compares exactly, reading
 * null as '' (missing equals empty); contains/startsWith/endsWith are false when a side is null. matches wants
 * the whole value to match (false for null or a pattern that does not compile). lessThan/numericEqual read both
 * sides with parseDecimal and are false unless both are numbers. empty: null or blank.
 */
export function evaluateCondition(condition: Condition, context: EvaluationContext): boolean {
  switch (condition.kind) {
    case 'and':
      return condition.conditions.every((child) => evaluateCondition(child, context));
    case 'or':
      return condition.conditions.some((child) => evaluateCondition(child, context));
    case 'not':
      return condition.condition !== null && !evaluateCondition(condition.condition, context);
    case 'equal': {
      const values = sides(condition, context);
      return values !== null && (values[0] ?? '') === (values[1] ?? '');
    }
    case 'contains':
      return compareTexts(condition, context, (a, b) => a.includes(b));
    case 'startsWith':
      return compareTexts(condition, context, (a, b) => a.startsWith(b));
    case 'endsWith':
      return compareTexts(condition, context, (a, b) => a.endsWith(b));
    case 'lessThan':
      return compareNumbers(condition, context, (a, b) => a < b);
    case 'numericEqual':
      return compareNumbers(condition, context, (a, b) => a === b);
    case 'empty':
      return condition.operand !== null && isBlank(evaluateExpression(condition.operand, context));
    case 'matches': {
      const value = evaluateOperand(condition.operand, context);
      return value !== null && (compileFullMatch(condition.pattern)?.test(value) ?? false);
    }
    case 'hasOption':
      return context.hasOption?.(condition.optionId) === true;
    case 'matchesMainPreferences': {
      const identifier = evaluateOperand(condition.identifier, context);
      if (isBlank(identifier)) return false;
      const found = context.mainPreferences?.((identifier as string).trim());
      if (found == null) return false;
      const preferences = typeof found === 'string' ? [found] : found;
      return preferences.some((preference) => condition.preferences.includes(preference));
    }
    default:
      return unknownCondition(condition);
  }
}

function unknownCondition(_node: never): false {
  return false;
}
