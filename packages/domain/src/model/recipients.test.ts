import { describe, expect, it } from 'vitest';
import {
  ADDRESS_QUALITIES,
  REQUIREMENT_CHECK_STATUSES,
  isRequirementValueAccepted,
  requirementFailureKey,
} from './recipients';

describe('requirement check statuses', () => {
  it('accepts GOOD, MODIFIED and FORCED values and blocks the rest', () => {
    expect(REQUIREMENT_CHECK_STATUSES.filter(isRequirementValueAccepted)).toEqual([
      'GOOD',
      'MODIFIED',
      'FORCED',
    ]);
    expect(isRequirementValueAccepted('good')).toBe(false);
    expect(isRequirementValueAccepted(undefined)).toBe(false);
    expect(isRequirementValueAccepted(100)).toBe(false);
  });

  it('uses the same values for address quality', () => {
    expect([...ADDRESS_QUALITIES].sort()).toEqual(['BAD', 'FORCED', 'GOOD', 'MODIFIED']);
  });
});

describe('requirementFailureKey', () => {
  it('recognises the five failure codes as numbers or numeric strings', () => {
    for (const code of [100, 150, 151, 200, 300]) {
      expect(requirementFailureKey(code)).toBe(String(code));
      expect(requirementFailureKey(` ${code} `)).toBe(String(code));
    }
  });

  it("recognises the word 'error' in any case", () => {
    expect(requirementFailureKey('error')).toBe('error');
    expect(requirementFailureKey('ERROR')).toBe('error');
  });

  it('falls back to the default failure for anything else', () => {
    for (const status of [101, '1000', 'BAD', '', null, undefined, {}, 100.5, 'errors']) {
      expect(requirementFailureKey(status), String(status)).toBe('default');
    }
  });
});
