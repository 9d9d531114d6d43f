import { describe, expect, it } from 'vitest';
import { CONDITION_KINDS, EXPRESSION_NODE_KINDS } from '../model/expressions';
import {
  conditionSchema,
  expressionSchema,
  type Condition,
  type Expression,
} from '../api/services/expressions';
import { parseCondition, parseExpression, printCondition, printExpression } from './formula';

// docs/product.md §3 "Expressions and conditions": the formula of a tree reads back to the same tree. fast-check
// is not a dependency of the project, so the property is checked on a table covering every node kind.

const e = (input: unknown): Expression => expressionSchema.parse(input);
const c = (input: unknown): Condition => conditionSchema.parse(input);
const file: Expression = { kind: 'fileName', boxName: 'letters', fromMain: false };

const EXPRESSIONS: Expression[] = [
  e({ kind: 'constant', value: 'He said "hi" \\ ünïcode ✓' }),
  e({ kind: 'constant', value: '' }),
  e({ kind: 'currentDate', pattern: 'dd/MM/yyyy' }),
  e({ kind: 'dataFileValue', column: 'invoice', boxName: 'customers' }),
  e({ kind: 'dataFileValue', column: 'a b', boxName: 'data-2024' }),
  e({ kind: 'fileName', fromMain: true }),
  e({ kind: 'fileName', fromMain: true, boxName: 'kept' }),
  e({ kind: 'fileName', boxName: 'main' }),
  e({ kind: 'fileName', boxName: '' }),
  e({ kind: 'pdfMetadata', key: 'Title', boxName: 'letters' }),
  e({ kind: 'pdfText', page: -1, area: { left: 10.5, top: 0, width: 80, height: 30 }, boxName: 'letters' }),
  e({
    kind: 'pdfText',
    fromMain: true,
    extractionParameters: { lineTolerance: 'strict', wordSpace: 'narrow', window: 'DIN_5008_A' },
  }),
  e({ kind: 'jobFileName' }),
  e({ kind: 'positionInBox', boxName: 'letters' }),
  e({ kind: 'metadataReference', name: 'city' }),
  e({ kind: 'sheetCount' }),
  e({ kind: 'recipientCount' }),
  e({ kind: 'coalesce', operands: [] }),
  e({
    kind: 'coalesce',
    operands: [
      { kind: 'metadataReference', name: 'a' },
      { kind: 'constant', value: 'x' },
    ],
  }),
  e({ kind: 'concat', operands: [file, { kind: 'constant', value: ' - ' }] }),
  e({ kind: 'substring', operand: file, start: 2, end: -1 }),
  e({ kind: 'substring', operand: null }),
  e({ kind: 'clean', operand: file }),
  e({ kind: 'titleClean', operand: null }),
  e({ kind: 'dateFormat', operand: file, pattern: 'MMMM y' }),
  e({ kind: 'dateParse', operand: file, pattern: 'dd.MM.yyyy' }),
  e({ kind: 'replace', operand: { kind: 'pdfText', boxName: 'letters' }, pattern: '\\s+', replacement: ' ' }),
  e({ kind: 'caseNormalization', operand: file, mode: 'capitalize' }),
  e({ kind: 'caseNormalization', operand: null, mode: 'lower' }),
  e({ kind: 'recipientChoiceEmail', identifier: { kind: 'dataFileValue', column: 'id', fromMain: true } }),
  e({ kind: 'recipientChoiceEmail', identifier: null }),
  e({ kind: 'consentLink', identifier: { kind: 'metadataReference', name: 'customerId' } }),
];

const left = e({ kind: 'dataFileValue', column: 'invoice', boxName: 'customers' });
const right = e({ kind: 'metadataReference', name: 'invoiceNumber' });
const CONDITIONS: Condition[] = [
  c({ kind: 'and', conditions: [] }),
  c({ kind: 'or', conditions: [{ kind: 'empty', operand: left }] }),
  c({
    kind: 'and',
    conditions: [
      { kind: 'equal', left, right },
      {
        kind: 'or',
        conditions: [
          { kind: 'hasOption', optionId: 'o1' },
          { kind: 'not', condition: null },
        ],
      },
      { kind: 'and', conditions: [{ kind: 'empty', operand: null }] },
    ],
  }),
  c({ kind: 'not', condition: { kind: 'contains', left, right: null } }),
  c({ kind: 'startsWith', left: null, right }),
  c({ kind: 'endsWith', left, right }),
  c({ kind: 'lessThan', left, right: { kind: 'constant', value: '10' } }),
  c({ kind: 'numericEqual', left, right }),
  c({ kind: 'matches', operand: left, pattern: '[A-Z]{2}\\d+' }),
  c({ kind: 'matches', operand: null, pattern: '' }),
  c({ kind: 'hasOption', optionId: 'registered' }),
  c({ kind: 'matchesMainPreferences', identifier: left, preferences: ['EMAIL', 'LETTER'] }),
  c({ kind: 'matchesMainPreferences', identifier: null, preferences: [] }),
];

describe('formulas of expressions', () => {
  it('covers every expression node kind in the table', () => {
    const kinds = new Set<string>();
    const visit = (node: Expression | null) => {
      if (node === null) return;
      kinds.add(node.kind);
      if ('operands' in node) node.operands.forEach(visit);
      if ('operand' in node) visit(node.operand);
      if ('identifier' in node) visit(node.identifier);
    };
    EXPRESSIONS.forEach(visit);
    expect([...kinds].sort()).toEqual([...EXPRESSION_NODE_KINDS].sort());
  });

  it.each(EXPRESSIONS.map((node) => [printExpression(node), node] as const))(
    'reads %s back',
    (formula, node) => {
      expect(parseExpression(formula)).toEqual({ ok: true, value: node });
    },
  );

  it('writes the node names with their operands in parentheses', () => {
    expect(
      printExpression(
        e({
          kind: 'concat',
          operands: [
            file,
            { kind: 'caseNormalization', operand: { kind: 'metadataReference', name: 'city' } },
          ],
        }),
      ),
    ).toBe('concat(fileName(letters), upper(metadata("city")))');
    expect(printExpression(e({ kind: 'pdfText', fromMain: true }))).toBe(
      'pdfText(main, 1, 0, 0, 10, 10, default, standard)',
    );
  });

  it('accepts free spacing', () => {
    expect(parseExpression('  replace( fileName(main) ,"a","b" ) ')).toEqual({
      ok: true,
      value: {
        kind: 'replace',
        operand: { kind: 'fileName', boxName: '', fromMain: true },
        pattern: 'a',
        replacement: 'b',
      },
    });
  });

  it('gives the character where a formula stops reading', () => {
    expect(parseExpression('concat(fileName(letters) "x")')).toEqual({
      ok: false,
      error: { offset: 25, expected: ',' },
    });
    expect(parseExpression('nope(1)')).toEqual({ ok: false, error: { offset: 0, expected: 'value' } });
    expect(parseExpression('upper("a") extra')).toEqual({
      ok: false,
      error: { offset: 11, expected: 'end' },
    });
    expect(parseExpression('substring("a", x, 2)')).toEqual({
      ok: false,
      error: { offset: 15, expected: 'number' },
    });
    expect(parseExpression('"open')).toEqual({ ok: false, error: { offset: 0, expected: '"' } });
    expect(parseExpression('?')).toEqual({ ok: false, error: { offset: 0, expected: 'value' } });
    expect(parseExpression('concat(?)')).toEqual({ ok: false, error: { offset: 7, expected: 'value' } });
    expect(parseExpression('')).toEqual({ ok: false, error: { offset: 0, expected: 'value' } });
  });
});

describe('formulas of conditions', () => {
  it('covers every condition kind in the table', () => {
    const kinds = new Set<string>();
    const visit = (node: Condition | null) => {
      if (node === null) return;
      kinds.add(node.kind);
      if (node.kind === 'and' || node.kind === 'or') node.conditions.forEach(visit);
      if (node.kind === 'not') visit(node.condition);
    };
    CONDITIONS.forEach(visit);
    expect([...kinds].sort()).toEqual([...CONDITION_KINDS].sort());
  });

  it.each(CONDITIONS.map((node) => [printCondition(node), node] as const))(
    'reads %s back',
    (formula, node) => {
      expect(parseCondition(formula)).toEqual({ ok: true, value: node });
    },
  );

  it('writes groups of two or more with their joint word', () => {
    expect(printCondition(CONDITIONS[2]!)).toBe(
      '(dataFileValue(customers, "invoice") = metadata("invoiceNumber")) and ((hasOption("o1")) or (not (?))) and (and(empty(?)))',
    );
  });

  it('asks for parentheses rather than guessing between and and or', () => {
    expect(parseCondition('empty(?) and empty(?) or empty(?)')).toEqual({
      ok: false,
      error: { offset: 22, expected: '(' },
    });
    expect(parseCondition('fileName(main)')).toEqual({
      ok: false,
      error: { offset: 14, expected: 'operator' },
    });
    expect(parseCondition('?')).toEqual({ ok: false, error: { offset: 0, expected: 'condition' } });
    expect(parseCondition('matchesMainPreferences(?, SOMETIMES)')).toEqual({
      ok: false,
      error: { offset: 26, expected: 'EMAIL | EMAIL_PENDING | LETTER | NONE' },
    });
  });
});
