import { expect, it } from 'vitest';
import { errors, issuePath, issueText } from '../../platform/errors';

it('writes zod paths the way the domain validators do', () => {
  expect(issuePath(['boxes', 2, 'parserConfiguration', 'columnWidths', 1])).toBe(
    'boxes[2].parserConfiguration.columnWidths[1]',
  );
  expect(issuePath([])).toBe('');
});

it('fills the English message of a rule, and falls back to the reason for other keys', () => {
  expect(
    issueText({
      key: 'service.box.duplicateName',
      path: 'boxes[1].name',
      severity: 'error',
      params: { name: 'a' },
    }),
  ).toBe('boxes[1].name: Another box is already named "a".');
  expect(
    issueText({
      key: 'schema.invalid',
      path: 'type',
      severity: 'error',
      params: { reason: 'Invalid option' },
    }),
  ).toBe('type: Invalid option');
});

it('refuses with every issue in one bad-request error', () => {
  const issues = [
    { key: 'service.nameMandatory', path: 'name', severity: 'error' as const },
    { key: 'schema.invalid', path: 'type', severity: 'error' as const, params: { reason: 'Invalid option' } },
  ];
  const error = errors.invalid('parameters', issues).toApiError();
  expect(error).toMatchObject({
    code: -2,
    field: 'parameters',
    labelId: 'error.validationFailed',
    params: { count: 2 },
  });
  expect(error.issues).toEqual(issues);
  expect(error.message).toBe('parameters: 2 problems: name: The service needs a name. type: Invalid option');
});
