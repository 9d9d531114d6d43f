import { describe, expect, it, vi } from 'vitest';
import { conditionSchema } from '../api/services/expressions';
import type { EvaluationContext } from './context';
import { evaluateCondition } from './evaluate';

const now = new Date('2024-03-05T07:08:09Z');
const holds = (input: unknown, context: Partial<EvaluationContext> = {}) =>
  evaluateCondition(conditionSchema.parse(input), { now, ...context });
const constant = (text: string) => ({ kind: 'constant', value: text });
const noData = { kind: 'metadataReference', name: 'missing' };
const yes = { kind: 'equal', left: constant('a'), right: constant('a') };
const no = { kind: 'equal', left: constant('a'), right: constant('b') };
const compare = (kind: string, left: unknown, right: unknown) =>
  holds({
    kind,
    left: typeof left === 'string' ? constant(left) : left,
    right: typeof right === 'string' ? constant(right) : right,
  });

describe('and, or, not', () => {
  it('combine their conditions', () => {
    expect(holds({ kind: 'and', conditions: [yes, yes] })).toBe(true);
    expect(holds({ kind: 'and', conditions: [yes, no] })).toBe(false);
    expect(holds({ kind: 'or', conditions: [no, yes] })).toBe(true);
    expect(holds({ kind: 'or', conditions: [no, no] })).toBe(false);
    expect(holds({ kind: 'not', condition: no })).toBe(true);
    expect(holds({ kind: 'not', condition: { kind: 'or', conditions: [no, yes] } })).toBe(false);
  });

  it('an empty and holds, an empty or does not, a not over nothing does not', () => {
    expect(holds({ kind: 'and', conditions: [] })).toBe(true);
    expect(holds({ kind: 'or', conditions: [] })).toBe(false);
    expect(holds({ kind: 'not', condition: null })).toBe(false);
  });

  it('stop at the first deciding condition', () => {
    const hasOption = vi.fn(() => true);
    holds({ kind: 'or', conditions: [yes, { kind: 'hasOption', optionId: 'x' }] }, { hasOption });
    holds({ kind: 'and', conditions: [no, { kind: 'hasOption', optionId: 'x' }] }, { hasOption });
    expect(hasOption).not.toHaveBeenCalled();
  });
});

describe('text comparisons', () => {
  it('equal compares exactly, a missing value equalling an empty one', () => {
    expect(compare('equal', 'Paris', 'Paris')).toBe(true);
    expect(compare('equal', 'Paris', 'paris')).toBe(false);
    expect(compare('equal', noData, '')).toBe(true);
    expect(compare('equal', noData, noData)).toBe(true);
    expect(compare('equal', noData, 'x')).toBe(false);
  });

  it('contains, startsWith, endsWith', () => {
    expect(compare('contains', '12 rue de la Paix', 'rue')).toBe(true);
    expect(compare('contains', '12 rue de la Paix', 'Rue')).toBe(false);
    expect(compare('startsWith', 'FR75001', 'FR')).toBe(true);
    expect(compare('startsWith', 'FR75001', '75')).toBe(false);
    expect(compare('endsWith', 'report.pdf', '.pdf')).toBe(true);
    expect(compare('endsWith', 'report.pdf', '.csv')).toBe(false);
    expect(compare('contains', 'abc', '')).toBe(true);
  });

  it('are false when a side is missing', () => {
    for (const kind of ['contains', 'startsWith', 'endsWith']) {
      expect(compare(kind, noData, 'a'), kind).toBe(false);
      expect(compare(kind, 'a', noData), kind).toBe(false);
    }
  });
});

describe('numeric comparisons', () => {
  it('lessThan and numericEqual read "." and "," decimals', () => {
    expect(compare('lessThan', '2', '10')).toBe(true);
    expect(compare('lessThan', '10', '2')).toBe(false);
    expect(compare('lessThan', '2,5', '2.75')).toBe(true);
    expect(compare('lessThan', '-1', '0')).toBe(true);
    expect(compare('lessThan', '3', '3')).toBe(false);
    expect(compare('numericEqual', '3,50', '3.5')).toBe(true);
    expect(compare('numericEqual', ' 007 ', '7')).toBe(true);
    expect(compare('numericEqual', '3', '4')).toBe(false);
  });

  it('are false for anything that is not a number', () => {
    expect(compare('lessThan', 'abc', '10')).toBe(false);
    expect(compare('lessThan', '1', 'ten')).toBe(false);
    expect(compare('numericEqual', 'a', 'a')).toBe(false);
    expect(compare('numericEqual', noData, noData)).toBe(false);
    expect(compare('lessThan', '1 000', '2000')).toBe(false);
  });
});

describe('comparisons with an unset side never hold', () => {
  it.each(['equal', 'contains', 'startsWith', 'endsWith', 'lessThan', 'numericEqual'])('%s', (kind) => {
    expect(holds({ kind, left: null, right: constant('') })).toBe(false);
    expect(holds({ kind, left: constant(''), right: null })).toBe(false);
  });
});

describe('empty', () => {
  it('holds for a missing or blank value', () => {
    expect(holds({ kind: 'empty', operand: noData })).toBe(true);
    expect(holds({ kind: 'empty', operand: constant(' \n') })).toBe(true);
    expect(holds({ kind: 'empty', operand: constant('x') })).toBe(false);
    expect(holds({ kind: 'empty', operand: null })).toBe(false);
  });
});

describe('matches', () => {
  const matches = (text: unknown, pattern: string) =>
    holds({ kind: 'matches', operand: typeof text === 'string' ? constant(text) : text, pattern });

  it('wants the whole value to match', () => {
    expect(matches('FR75001', '[A-Z]{2}\\d{5}')).toBe(true);
    expect(matches('FR75001 bis', '[A-Z]{2}\\d{5}')).toBe(false);
    expect(matches('xFR75001', '[A-Z]{2}\\d{5}')).toBe(false);
    expect(matches('a', 'a|b')).toBe(true);
    expect(matches('ab', 'a|b')).toBe(false);
  });

  it('is false for an invalid pattern, a missing value or an unset operand', () => {
    expect(matches('(', '(')).toBe(false);
    expect(matches('a', '[a-')).toBe(false);
    expect(matches(noData, '.*')).toBe(false);
    expect(holds({ kind: 'matches', operand: null, pattern: '.*' })).toBe(false);
  });
});

describe('hasOption', () => {
  it('asks the context, false without one', () => {
    const hasOption = (id: string) => id === 'color';
    expect(holds({ kind: 'hasOption', optionId: 'color' }, { hasOption })).toBe(true);
    expect(holds({ kind: 'hasOption', optionId: 'duplex' }, { hasOption })).toBe(false);
    expect(holds({ kind: 'hasOption', optionId: 'color' })).toBe(false);
  });
});

describe('matchesMainPreferences', () => {
  const byRecipient: Record<string, unknown> = {
    'R-1': 'EMAIL',
    'R-2': 'LETTER',
    'R-3': ['EMAIL_PENDING', 'NONE'],
  };
  const mainPreferences = vi.fn((id: string) => byRecipient[id] as never);
  const prefers = (identifier: unknown, preferences: string[]) =>
    holds({ kind: 'matchesMainPreferences', identifier, preferences }, { mainPreferences });

  it("holds when the recipient's main preference is among the listed ones", () => {
    expect(prefers(constant('R-1'), ['EMAIL', 'EMAIL_PENDING'])).toBe(true);
    expect(prefers(constant(' R-2 '), ['LETTER'])).toBe(true);
    expect(prefers(constant('R-2'), ['EMAIL'])).toBe(false);
    expect(prefers(constant('R-3'), ['EMAIL_PENDING'])).toBe(true);
    expect(prefers(constant('R-3'), [])).toBe(false);
  });

  it('is false for an unknown recipient, a missing identifier, or no source', () => {
    expect(prefers(constant('R-9'), ['NONE'])).toBe(false);
    mainPreferences.mockClear();
    expect(prefers(noData, ['EMAIL'])).toBe(false);
    expect(prefers(null, ['EMAIL'])).toBe(false);
    expect(mainPreferences).not.toHaveBeenCalled();
    expect(
      holds({ kind: 'matchesMainPreferences', identifier: constant('R-1'), preferences: ['EMAIL'] }),
    ).toBe(false);
  });
});
