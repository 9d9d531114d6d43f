import type { Condition, Expression } from '../api/services/expressions';
import type { Service } from '../api/services/service';
import { type ValidationIssue, checkPattern, error, isBlank, joinPath } from './issues';
import { definedMetadataNames } from './service-references';

// docs/product.md §5: an expression is valid only when its required fields are set (column name, metadata
// name, box name unless read from the main box, identifier, non-empty operands). Regex patterns must also
// compile.

export type ExpressionContext = {
  /** Names of the service's boxes; when given, a node naming another box is reported. */
  boxNames?: readonly string[];
  /** The metadata names the service defines; when given, a reference to another is reported. */
  metadataNames?: readonly string[];
  /**
   * The columns a data-file box's parser configuration produces, by box name, for the boxes whose
   * configuration maps columns (a record carries only mapped columns, docs/product.md §3 "Parser
   * configurations"); a dataFileValue node reading another column of such a box is reported.
   */
  boxColumns?: Readonly<Record<string, readonly string[]>>;
  /** The main box's name, to check the columns of a node read from the main box. */
  mainBoxName?: string;
};

/**
 * Everything the reference rules of an expression can check in `service`. validateService checks metadata
 * references apart, on save (validateServiceReferences), so it leaves `metadataNames` out; the editor passes it
 * to name the node at once.
 */
export function expressionContextOf(
  service: Pick<Service, 'boxes' | 'serviceMetadatas'>,
): Required<ExpressionContext> {
  const boxColumns: Record<string, readonly string[]> = {};
  for (const box of service.boxes) {
    const targets = Object.values(box.parserConfiguration?.metadataMapping ?? {}).map((t) => t.trim());
    if (box.boxType === 'box.DATA_FILE' && targets.length > 0) boxColumns[box.name] = targets;
  }
  return {
    boxNames: service.boxes.map((box) => box.name),
    metadataNames: [...definedMetadataNames(service)],
    boxColumns,
    mainBoxName: service.boxes.find((box) => box.main)?.name ?? '',
  };
}

export function validateExpression(
  expression: Expression,
  path = '',
  context: ExpressionContext = {},
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const at = (field: string) => joinPath(path, field);
  const child = (node: Expression | null, field: string) => {
    if (node === null) issues.push(error('expression.operandRequired', at(field)));
    else issues.push(...validateExpression(node, at(field), context));
  };

  switch (expression.kind) {
    case 'dataFileValue': {
      if (isBlank(expression.column)) issues.push(error('expression.columnRequired', at('column')));
      const boxIssues = checkBoxSource(expression, path, context);
      issues.push(...boxIssues);
      if (boxIssues.length === 0 && !isBlank(expression.column)) {
        const box = expression.fromMain ? context.mainBoxName : expression.boxName;
        const columns = box === undefined ? undefined : context.boxColumns?.[box];
        if (columns && !columns.includes(expression.column.trim())) {
          issues.push(
            error('expression.unknownColumn', at('column'), { name: expression.column, box: box! }),
          );
        }
      }
      break;
    }
    case 'fileName':
    case 'pdfText':
    case 'positionInBox':
      issues.push(...checkBoxSource(expression, path, context));
      break;
    case 'pdfMetadata':
      if (isBlank(expression.key)) issues.push(error('expression.keyRequired', at('key')));
      issues.push(...checkBoxSource(expression, path, context));
      break;
    case 'metadataReference':
      if (isBlank(expression.name)) issues.push(error('expression.metadataRequired', at('name')));
      else if (context.metadataNames && !context.metadataNames.includes(expression.name.trim())) {
        issues.push(error('service.metadata.unknown', at('name'), { name: expression.name }));
      }
      break;
    case 'coalesce':
    case 'concat':
      if (expression.operands.length === 0) issues.push(error('expression.operandsEmpty', at('operands')));
      expression.operands.forEach((node, index) => child(node, `operands[${index}]`));
      break;
    case 'replace':
      child(expression.operand, 'operand');
      issues.push(...checkPattern(expression.pattern, at('pattern')));
      break;
    case 'substring':
    case 'clean':
    case 'titleClean':
    case 'dateFormat':
    case 'dateParse':
    case 'caseNormalization':
      child(expression.operand, 'operand');
      break;
    case 'recipientChoiceEmail':
    case 'consentLink':
      if (expression.identifier === null)
        issues.push(error('expression.identifierRequired', at('identifier')));
      else issues.push(...validateExpression(expression.identifier, at('identifier'), context));
      break;
    case 'constant':
    case 'currentDate':
    case 'jobFileName':
    case 'sheetCount':
    case 'recipientCount':
      break;
  }
  return issues;
}

export function validateCondition(
  condition: Condition,
  path = '',
  context: ExpressionContext = {},
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const at = (field: string) => joinPath(path, field);
  const operand = (node: Expression | null, field: string) => {
    if (node === null) issues.push(error('expression.operandRequired', at(field)));
    else issues.push(...validateExpression(node, at(field), context));
  };

  switch (condition.kind) {
    case 'and':
    case 'or':
      if (condition.conditions.length === 0) issues.push(error('expression.operandsEmpty', at('conditions')));
      condition.conditions.forEach((node, index) =>
        issues.push(...validateCondition(node, at(`conditions[${index}]`), context)),
      );
      break;
    case 'not':
      if (condition.condition === null) issues.push(error('expression.operandRequired', at('condition')));
      else issues.push(...validateCondition(condition.condition, at('condition'), context));
      break;
    case 'equal':
    case 'contains':
    case 'startsWith':
    case 'endsWith':
    case 'lessThan':
    case 'numericEqual':
      operand(condition.left, 'left');
      operand(condition.right, 'right');
      break;
    case 'empty':
      operand(condition.operand, 'operand');
      break;
    case 'matches':
      operand(condition.operand, 'operand');
      issues.push(...checkPattern(condition.pattern, at('pattern')));
      break;
    case 'hasOption':
      if (isBlank(condition.optionId)) issues.push(error('expression.optionRequired', at('optionId')));
      break;
    case 'matchesMainPreferences':
      if (condition.identifier === null)
        issues.push(error('expression.identifierRequired', at('identifier')));
      else issues.push(...validateExpression(condition.identifier, at('identifier'), context));
      break;
  }
  return issues;
}

function checkBoxSource(
  node: { boxName: string; fromMain: boolean },
  path: string,
  context: ExpressionContext,
): ValidationIssue[] {
  if (node.fromMain) return [];
  const boxPath = joinPath(path, 'boxName');
  if (isBlank(node.boxName)) return [error('expression.boxRequired', boxPath)];
  if (context.boxNames && !context.boxNames.includes(node.boxName)) {
    return [error('expression.unknownBox', boxPath, { name: node.boxName })];
  }
  return [];
}
