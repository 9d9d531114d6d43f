import { describe, expect, it } from 'vitest';
import { conditionSchema, expressionSchema } from '../api/services/expressions';
import { validateCondition, validateExpression } from './expression';
import type { ValidationIssue } from './issues';

const pairs = (issues: ValidationIssue[]) => issues.map(({ key, path }) => [key, path]);
const expr = (input: unknown, boxNames?: string[]) =>
  pairs(validateExpression(expressionSchema.parse(input), 'e', boxNames ? { boxNames } : {}));
const cond = (input: unknown) => pairs(validateCondition(conditionSchema.parse(input), 'c'));

describe('expression required fields (docs/product.md §5)', () => {
  it('needs a column name', () => {
    expect(expr({ kind: 'dataFileValue', column: '', boxName: 'data' })).toEqual([
      ['expression.columnRequired', 'e.column'],
    ]);
  });

  it('needs a metadata name', () => {
    expect(expr({ kind: 'metadataReference', name: ' ' })).toEqual([
      ['expression.metadataRequired', 'e.name'],
    ]);
  });

  it('needs a box name unless read from the main box, and a known box when boxes are given', () => {
    expect(expr({ kind: 'positionInBox' })).toEqual([['expression.boxRequired', 'e.boxName']]);
    expect(expr({ kind: 'positionInBox', fromMain: true })).toEqual([]);
    expect(expr({ kind: 'fileName', boxName: 'x' }, ['a'])).toEqual([['expression.unknownBox', 'e.boxName']]);
    expect(expr({ kind: 'pdfMetadata', key: '', boxName: 'a' }, ['a'])).toEqual([
      ['expression.keyRequired', 'e.key'],
    ]);
  });

  it('needs an identifier for recipient-choice nodes', () => {
    expect(expr({ kind: 'recipientChoiceEmail', identifier: null })).toEqual([
      ['expression.identifierRequired', 'e.identifier'],
    ]);
    expect(cond({ kind: 'matchesMainPreferences', identifier: null, preferences: ['EMAIL'] })).toEqual([
      ['expression.identifierRequired', 'c.identifier'],
    ]);
  });

  it('needs non-empty operands, checked all the way down', () => {
    expect(expr({ kind: 'coalesce', operands: [] })).toEqual([['expression.operandsEmpty', 'e.operands']]);
    expect(
      expr({
        kind: 'concat',
        operands: [
          { kind: 'substring', operand: null },
          { kind: 'clean', operand: { kind: 'metadataReference', name: '' } },
        ],
      }),
    ).toEqual([
      ['expression.operandRequired', 'e.operands[0].operand'],
      ['expression.metadataRequired', 'e.operands[1].operand.name'],
    ]);
  });

  it('needs replace and matches patterns that compile', () => {
    expect(expr({ kind: 'replace', operand: { kind: 'jobFileName' }, pattern: '(' })).toEqual([
      ['service.pattern.invalid', 'e.pattern'],
    ]);
    expect(cond({ kind: 'matches', operand: { kind: 'jobFileName' }, pattern: '[' })).toEqual([
      ['service.pattern.invalid', 'c.pattern'],
    ]);
  });

  it('checks conditions: empty groups, missing sides, missing option', () => {
    expect(cond({ kind: 'and', conditions: [] })).toEqual([['expression.operandsEmpty', 'c.conditions']]);
    expect(
      cond({
        kind: 'or',
        conditions: [
          { kind: 'not', condition: null },
          { kind: 'lessThan', left: null, right: null },
        ],
      }),
    ).toEqual([
      ['expression.operandRequired', 'c.conditions[0].condition'],
      ['expression.operandRequired', 'c.conditions[1].left'],
      ['expression.operandRequired', 'c.conditions[1].right'],
    ]);
    expect(cond({ kind: 'hasOption', optionId: '' })).toEqual([['expression.optionRequired', 'c.optionId']]);
  });

  it('accepts the nodes that need nothing', () => {
    for (const kind of ['jobFileName', 'sheetCount', 'recipientCount', 'currentDate'])
      expect(expr({ kind })).toEqual([]);
    expect(expr({ kind: 'constant', value: '' })).toEqual([]);
  });
});
