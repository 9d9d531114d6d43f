import { describe, expect, it } from 'vitest';
import { LOCALES, labelsFor } from '../labels/index';
import {
  ADDRESS_QUALITIES,
  REQUIREMENT_CHECK_ERROR_CODES,
  requirementValueEditable,
  REQUIREMENT_CHECK_FAILURE_CODES,
  REQUIREMENT_CHECK_STATUSES,
  isRequirementValueAccepted,
  requirementFailureKey,
  requirementFailureStatusOf,
  requirementValueCheckOf,
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

describe('requirementFailureStatusOf', () => {
  it.each([
    ['address.notExtracted', '100'],
    ['email.empty', '100'],
    ['phone.empty', '100'],
    ['address.invalidFormat', '150'],
    ['address.postcodeCountryMismatch', '150'],
    ['address.lineTooLong', '150'],
    ['email.invalidFormat', '150'],
    ['email.tooLong', '150'],
    ['phone.invalidFormat', '150'],
    ['address.tooManyLines', '151'],
    ['address.unknownCountry', '200'],
    ['address.countryNotHandled', '200'],
    ['address.countryUndetected', '200'],
    ['address.twoCountryLines', '200'],
    ['phone.countryNotHandled', '200'],
    ['phone.countryUndetected', '200'],
    ['address.incomplete', '300'],
  ])('answers %s with %s', (key, status) => {
    expect(requirementFailureStatusOf(key)).toBe(status);
    expect(requirementFailureKey(requirementFailureStatusOf(key))).toBe(status);
  });

  it("answers 'error' for a check that could not run", () => {
    for (const key of [
      'pdf.invalid',
      'pdf.pageOutOfRange',
      'pdf.invalidArea',
      '',
      'toString',
      'constructor',
    ]) {
      expect(requirementFailureStatusOf(key), key).toBe('error');
    }
    expect(requirementFailureKey(requirementFailureStatusOf('pdf.invalid'))).toBe('error');
  });

  it('uses every failure code, and every key has a label in every language', () => {
    expect([...new Set(Object.values(REQUIREMENT_CHECK_ERROR_CODES))].sort()).toEqual([
      ...REQUIREMENT_CHECK_FAILURE_CODES,
    ]);
    for (const { code } of LOCALES) {
      const labels = labelsFor(code) as Record<string, string>;
      for (const key of Object.keys(REQUIREMENT_CHECK_ERROR_CODES)) {
        expect(labels[`issue.${key}`]?.trim(), `${code} issue.${key}`).toBeTruthy();
      }
    }
  });
});

describe('requirementValueCheckOf', () => {
  const requirement = (
    type: 'address' | 'phone' | 'text' | 'multiline',
    name = 'custom',
    validation: string | null = null,
  ) => ({
    type,
    name,
    validation,
  });

  it('follows the validation the requirement names', () => {
    expect(requirementValueCheckOf(requirement('text', 'contact', 'emailAddress'))).toBe('emailAddress');
    expect(requirementValueCheckOf(requirement('text', 'mobile', 'phoneNumber'))).toBe('phoneNumber');
    expect(requirementValueCheckOf(requirement('multiline', 'other', 'postalAddress'))).toBe('postalAddress');
  });

  it('else checks addresses, phones and the built-in e-mail requirements by type and name', () => {
    expect(requirementValueCheckOf(requirement('address', 'mainPostalAddress'))).toBe('postalAddress');
    expect(requirementValueCheckOf(requirement('address', 'whatever', 'postalAddress'))).toBe(
      'postalAddress',
    );
    expect(requirementValueCheckOf(requirement('phone', 'recipientPhone'))).toBe('phoneNumber');
    expect(requirementValueCheckOf(requirement('text', 'recipientEmail'))).toBe('emailAddress');
    expect(requirementValueCheckOf(requirement('text', 'replyTo', 'unknown check'))).toBe('emailAddress');
  });

  it('keeps other values unchecked', () => {
    expect(requirementValueCheckOf(requirement('text', 'subject'))).toBeNull();
    expect(requirementValueCheckOf(requirement('multiline', 'instructions'))).toBeNull();
    expect(requirementValueCheckOf(requirement('text', 'reference', '[A-Z]+'))).toBeNull();
  });
});

describe('requirementValueEditable', () => {
  const value = (valid: boolean, status: string) => ({ valid, status });
  it('lets a person fix a refused, corrected or forced value, and change an accepted one only when allowed', () => {
    const fixed = { editableValue: false };
    expect(requirementValueEditable(fixed, value(false, '300'))).toBe(true);
    expect(requirementValueEditable(fixed, value(true, 'MODIFIED'))).toBe(true);
    expect(requirementValueEditable(fixed, value(true, 'FORCED'))).toBe(true);
    expect(requirementValueEditable(fixed, undefined)).toBe(true);
    expect(requirementValueEditable(fixed, value(true, 'GOOD'))).toBe(false);
    expect(requirementValueEditable({ editableValue: true }, value(true, 'GOOD'))).toBe(true);
  });
});
