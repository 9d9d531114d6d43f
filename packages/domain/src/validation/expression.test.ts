import { describe, expect, it } from 'vitest';
import { conditionSchema, expressionSchema } from '../api/services/expressions';
import { expressionContextOf, validateCondition, validateExpression } from './expression';
import type { ValidationIssue } from './issues';
import { buildService } from './testing/build-service';

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

describe('expression references to the rest of the service (issue 14 "Bad input")', () => {
  const service = buildService();
  const context = expressionContextOf(service);
  const check = (input: unknown) =>
    pairs(validateExpression(expressionSchema.parse(input), 'e', context)).concat(
      validateExpression(expressionSchema.parse(input), 'e', context).map((i) => [JSON.stringify(i.params)]),
    );

  it('reads the boxes, metadata and mapped columns of the service', () => {
    expect(context.boxNames).toEqual(['letters', 'data', 'background']);
    expect(context.boxColumns).toEqual({ data: ['id', 'email'] });
    expect(context.mainBoxName).toBe('letters');
    expect(context.metadataNames).toEqual(
      expect.arrayContaining(['reference', 'invoiceNumber', 'id', 'email']),
    );
  });

  it('names a column the data-file box does not produce, at the column', () => {
    expect(
      pairs(
        validateExpression(
          expressionSchema.parse({ kind: 'dataFileValue', column: 'email', boxName: 'data' }),
          'e',
          context,
        ),
      ),
    ).toEqual([]);
    expect(check({ kind: 'dataFileValue', column: 'mail', boxName: 'data' })).toEqual([
      ['expression.unknownColumn', 'e.column'],
      [JSON.stringify({ name: 'mail', box: 'data' })],
    ]);
  });

  it('leaves columns alone where the box maps none, and names the box first when it is missing', () => {
    expect(expr({ kind: 'dataFileValue', column: 'anything', boxName: 'letters' }, ['letters'])).toEqual([]);
    expect(
      pairs(
        validateExpression(
          expressionSchema.parse({ kind: 'dataFileValue', column: 'x', boxName: 'gone' }),
          'e',
          context,
        ),
      ),
    ).toEqual([['expression.unknownBox', 'e.boxName']]);
  });

  it('names a reference to a metadata the service does not define, at its name', () => {
    const issues = (name: string) =>
      pairs(validateExpression(expressionSchema.parse({ kind: 'metadataReference', name }), 'e', context));
    expect(issues('reference')).toEqual([]);
    expect(issues('nothing')).toEqual([['service.metadata.unknown', 'e.name']]);
    expect(
      pairs(
        validateCondition(
          conditionSchema.parse({
            kind: 'not',
            condition: { kind: 'empty', operand: { kind: 'metadataReference', name: 'nothing' } },
          }),
          'c',
          context,
        ),
      ),
    ).toEqual([['service.metadata.unknown', 'c.condition.operand.name']]);
  });
});
