import { describe, expect, it } from 'vitest';
import { serviceMetadataSchema } from '../api/services/service';
import type { ValidationIssue } from './issues';
import { isMetadataMandatory, validateJobMetadatas, validateMetadataValue } from './metadata';

const pairs = (issues: ValidationIssue[]) => issues.map(({ key, path }) => [key, path]);
const metadata = (input: object) => serviceMetadataSchema.parse({ type: 'TEXT', name: 'ref', ...input });

describe('metadata rules (docs/product.md §5)', () => {
  it('makes an identifier metadata with controlled value mandatory', () => {
    expect(isMetadataMandatory(metadata({ identifier: true, validationKind: 'svm.ControlledValue' }))).toBe(
      true,
    );
    expect(isMetadataMandatory(metadata({ identifier: true }))).toBe(false);
    expect(isMetadataMandatory(metadata({ validationKind: 'svm.ControlledValue' }))).toBe(false);
    expect(
      pairs(
        validateMetadataValue(metadata({ identifier: true, validationKind: 'svm.ControlledValue' }), '', 'v'),
      ),
    ).toEqual([['metadata.mandatory', 'v']]);
  });

  it('fails when mandatory and empty, passes when optional and empty', () => {
    expect(validateMetadataValue(metadata({ mandatory: true }), '  ', 'v')).toEqual([
      { key: 'metadata.mandatory', path: 'v', severity: 'error', params: { name: 'ref' } },
    ]);
    expect(
      validateMetadataValue(metadata({ properties: { validation: '\\d+', maxLines: 1 } }), '', 'v'),
    ).toEqual([]);
  });

  it('fails when the value does not fully match its pattern', () => {
    const m = metadata({ properties: { validation: '\\d{3}' } });
    expect(validateMetadataValue(m, '123', 'v')).toEqual([]);
    expect(pairs(validateMetadataValue(m, '1234', 'v'))).toEqual([['metadata.pattern', 'v']]);
    expect(pairs(validateMetadataValue(m, 'a123', 'v'))).toEqual([['metadata.pattern', 'v']]);
    // Alternatives are anchored as a whole.
    expect(pairs(validateMetadataValue(metadata({ properties: { validation: 'a|b' } }), 'ab', 'v'))).toEqual([
      ['metadata.pattern', 'v'],
    ]);
  });

  it('reports a pattern that does not compile instead of throwing', () => {
    expect(pairs(validateMetadataValue(metadata({ properties: { validation: '(' } }), 'x', 'v'))).toEqual([
      ['service.pattern.invalid', 'v'],
    ]);
  });

  it('fails with more lines than maxLines', () => {
    const m = metadata({ type: 'MULTITEXT', properties: { maxLines: 2 } });
    expect(validateMetadataValue(m, 'a\nb', 'v')).toEqual([]);
    expect(validateMetadataValue(m, 'a\r\nb\nc', 'v')).toEqual([
      {
        key: 'metadata.maxLines',
        path: 'v',
        severity: 'error',
        params: { name: 'ref', maxLines: 2, lines: 3 },
      },
    ]);
  });

  it('checks controlled and constant values', () => {
    const controlled = metadata({ validationKind: 'svm.ControlledValue' });
    expect(validateMetadataValue(controlled, 'x', 'v', { controlledValues: ['x'] })).toEqual([]);
    expect(pairs(validateMetadataValue(controlled, 'y', 'v', { controlledValues: ['x'] }))).toEqual([
      ['metadata.controlledValue', 'v'],
    ]);
    const constant = metadata({ validationKind: 'svm.ConstantMetadata', constantValues: ['A', 'B'] });
    expect(pairs(validateMetadataValue(constant, 'C', 'v'))).toEqual([['metadata.constantValue', 'v']]);
  });

  it('reports every fault of a value at once', () => {
    const m = metadata({
      properties: { validation: '[a-z]+', maxLines: 1 },
      validationKind: 'svm.ControlledValue',
    });
    expect(validateMetadataValue(m, 'A\nB', 'v', { controlledValues: [] }).map((i) => i.key)).toEqual([
      'metadata.pattern',
      'metadata.maxLines',
      'metadata.controlledValue',
    ]);
  });

  it('checks the job metadata of a service by name, with their controlled-value lists', () => {
    const service = {
      serviceMetadatas: [
        metadata({ name: 'ref', mandatory: true }),
        metadata({ name: 'dept', validationKind: 'svm.ControlledValue', controlledValueName: 'depts' }),
      ],
    };
    expect(pairs(validateJobMetadatas(service, { dept: 'IT' }, { depts: ['HR'] }))).toEqual([
      ['metadata.mandatory', 'rawJobMetadatas["ref"]'],
      ['metadata.controlledValue', 'rawJobMetadatas["dept"]'],
    ]);
    expect(validateJobMetadatas(service, { ref: 'r', dept: 'HR' }, { depts: ['HR'] })).toEqual([]);
  });
});
