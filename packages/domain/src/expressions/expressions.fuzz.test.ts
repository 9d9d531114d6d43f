import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARISON_CONDITION_KINDS, type Condition, type Expression } from '../api/services/expressions';
import type { EvaluationContext } from './context';
import { evaluateCondition, evaluateExpression } from './evaluate';
import { parseCondition, parseExpression, printCondition, printExpression } from './formula';

// Issue 21 "Property-based fuzzing" of the expression evaluator and its formulas: any tree the service editor can
// build, over any data a deposit brings, evaluates to a text or null (a condition to true or false) without an
// exception; any formula text parses to a tree or to an error with its position; a printed tree reads back as
// the same tree. `npm run bench -- fuzz` runs it longer (FUZZ_RUNS, FUZZ_MS).
// (the domain is typed without Node: the environment is read through globalThis)
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const RUNS = Number(env.FUZZ_RUNS ?? 200);
const TIME = Number(env.FUZZ_MS ?? 4000);
const settings = { numRuns: RUNS, interruptAfterTimeLimit: TIME, markInterruptAsFailure: false };

const anyText = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 8 }));
const pattern = fc.oneof(
  fc.constantFrom('yyyy-MM-dd', 'dd/MM/yyyy', 'MMMM y', 'HH:mm', "'quoted'", 'Q', 'xx', '', 'yyyyyyyyyy'),
  fc.string({ maxLength: 6 }),
);
const regex = fc.oneof(
  fc.constantFrom('.*n° (\\d+).*', '^\\s+', '[', '(', '\\', 'a|', '(?<n>x)', '$', ''),
  fc.string({ maxLength: 5 }),
);
const box = fc.record({
  boxName: fc.constantFrom('letters', 'data', '', 'with space', 'main'),
  fromMain: fc.boolean(),
});
const integer = fc.integer({ min: -5, max: 40 });

const { expression, condition } = fc.letrec<{ expression: Expression; condition: Condition }>((tie) => {
  const sub = tie('expression');
  const operand = fc.oneof({ arbitrary: sub, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 });
  return {
    expression: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ kind: fc.constant('constant' as const), value: anyText }),
      fc.record({
        kind: fc.constant('metadataReference' as const),
        name: fc.constantFrom('a', 'b', 'date', ''),
      }),
      fc.record({ kind: fc.constant('currentDate' as const), pattern }),
      fc
        .tuple(fc.constantFrom('email', 'x'), box)
        .map(([column, source]) => ({ kind: 'dataFileValue' as const, column, ...source })),
      fc.record({ kind: fc.constantFrom('sheetCount' as const, 'recipientCount' as const) }),
      fc.record({ kind: fc.constant('jobFileName' as const) }),
      fc.record({
        kind: fc.constantFrom('coalesce' as const, 'concat' as const),
        operands: fc.array(sub, { maxLength: 3 }),
      }),
      fc.record({ kind: fc.constant('substring' as const), operand, start: integer, end: integer }),
      fc.record({ kind: fc.constantFrom('clean' as const, 'titleClean' as const), operand }),
      fc.record({ kind: fc.constantFrom('dateFormat' as const, 'dateParse' as const), operand, pattern }),
      fc.record({
        kind: fc.constant('replace' as const),
        operand,
        pattern: regex,
        replacement: fc.constantFrom('$1', '', '$<n>', 'x'),
      }),
      fc.record({
        kind: fc.constant('caseNormalization' as const),
        operand,
        mode: fc.constantFrom('upper' as const, 'lower' as const, 'capitalize' as const),
      }),
      fc.record({
        kind: fc.constantFrom('recipientChoiceEmail' as const, 'consentLink' as const),
        identifier: operand,
      }),
    ),
    condition: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ kind: fc.constantFrom(...COMPARISON_CONDITION_KINDS), left: operand, right: operand }),
      fc.record({ kind: fc.constant('empty' as const), operand }),
      fc.record({ kind: fc.constant('matches' as const), operand, pattern: regex }),
      fc.record({ kind: fc.constant('hasOption' as const), optionId: fc.constantFrom('colour-bw', 'x') }),
      fc.record({
        kind: fc.constantFrom('and' as const, 'or' as const),
        conditions: fc.array(tie('condition'), { maxLength: 3 }),
      }),
      fc.record({
        kind: fc.constant('not' as const),
        condition: fc.oneof(tie('condition'), fc.constant(null)),
      }),
    ),
  };
});

/** A deposit's data: any text, or nothing, for every source. */
const context = fc
  .record({
    value: fc.option(anyText, { nil: null }),
    count: fc.option(fc.integer({ min: -1, max: 999 }), { nil: null }),
  })
  .map(({ value, count }): EvaluationContext => ({
    now: new Date('2026-11-27T10:00:00Z'),
    timeZone: 'Europe/Paris',
    metadata: (name) => (name === 'date' ? '2026-13-45' : value),
    dataFileValue: () => value,
    fileName: () => value,
    jobFileName: () => value,
    sheetCount: () => count,
    recipientCount: () => count,
    recipientChoiceEmail: () => value,
    consentLink: () => value,
    hasOption: (id) => id === 'colour-bw',
  }));

describe('expressions under any tree and any data', { timeout: 2 * TIME + 10_000 }, () => {
  it('evaluate to a text or null, conditions to a boolean, without an exception', () => {
    fc.assert(
      fc.property(expression, condition, context, (e, c, data) => {
        const value = evaluateExpression(e, data);
        expect(value === null || typeof value === 'string').toBe(true);
        expect(typeof evaluateCondition(c, data)).toBe('boolean');
      }),
      settings,
    );
  });

  it('read back a printed tree as the same tree', () => {
    fc.assert(
      fc.property(expression, condition, (e, c) => {
        const expressionAgain = parseExpression(printExpression(e));
        expect(expressionAgain).toEqual({ ok: true, value: e });
        const conditionAgain = parseCondition(printCondition(c));
        expect(conditionAgain).toEqual({ ok: true, value: c });
      }),
      settings,
    );
  });

  it('parse any formula text to a tree or to an error with its position', () => {
    const token = fc.oneof(
      fc.constantFrom(
        'concat(',
        'replace(',
        'metadata(',
        'substring(',
        'upper(',
        'pdfText(',
        'main',
        ')',
        ',',
        '"',
        '\\"',
        '=',
        'and',
        'not',
        '(',
        ' ',
        '1',
        '-3',
        'matches',
      ),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 20 }), (tokens) => {
        const source = tokens.join('');
        for (const result of [parseExpression(source), parseCondition(source)]) {
          if (!result.ok) expect(result.error.offset).toBeGreaterThanOrEqual(0);
        }
      }),
      settings,
    );
  });
});
