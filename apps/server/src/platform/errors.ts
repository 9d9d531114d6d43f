import {
  API_ERROR_CODES,
  type ApiError,
  type ApiErrorName,
  type ApiIssue,
  type LabelKey,
  type ValidationMessageKey,
  VALIDATION_MESSAGES_EN,
} from '@postbridge/domain';
import type { z } from 'zod';

type Params = Record<string, string | number>;

/**
 * The one error type features throw. `name` is a code from the API catalogue; the HTTP layer maps it to the
 * envelope and status in one place (platform/http/errors.ts). Messages are English log text; the browser
 * shows the label.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ApiErrorName,
    message: string,
    readonly labelId?: LabelKey,
    readonly params?: Params,
    readonly field?: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }

  toApiError(): ApiError {
    return {
      code: API_ERROR_CODES[this.kind],
      message: this.message,
      ...(this.labelId ? { labelId: this.labelId } : {}),
      ...(this.params ? { params: this.params } : {}),
      ...(this.field ? { field: this.field } : {}),
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}

export const errors = {
  notFound: (what: string) => new AppError('notFound', `${what} could not be found.`, 'error.notFound'),
  unauthorized: (why = 'You are not allowed to perform this operation.') =>
    new AppError('unauthorized', why, 'error.unauthorized'),
  sessionTimeout: () =>
    new AppError(
      'sessionTimeout',
      'Your session has timed out... Please re-connect.',
      'error.sessionTimeout',
    ),
  passwordExpired: () =>
    new AppError(
      'passwordExpired',
      'Your password has expired. Please change it before going on.',
      'error.passwordExpired',
    ),
  editionConflict: () =>
    new AppError(
      'editionConflict',
      'This item has been updated by another user. Please retry to edit it.',
      'error.editionConflict',
    ),
  badRequest: (field: string, reason: string) =>
    new AppError('badRequest', `${field}: ${reason}`, 'error.badRequest', { field, reason }, field),
  /**
   * A refusal naming every validation issue at once (docs/product.md §5), in `issues` and, readable, in the
   * message.
   */
  invalid: (field: string, issues: readonly ApiIssue[]) =>
    new AppError(
      'badRequest',
      `${field}: ${issues.length} problem${issues.length === 1 ? '' : 's'}: ${issues.map(issueText).join(' ')}`,
      'error.validationFailed',
      { count: issues.length },
      field,
      [...issues],
    ),
};

/** English text of an issue for logs and integrators (`path: text`); the browser shows the label instead. */
export function issueText(issue: ApiIssue): string {
  const template = VALIDATION_MESSAGES_EN[issue.key as ValidationMessageKey] as string | undefined;
  const text = template
    ? template.replace(/\{(\w+)\}/g, (whole, name: string) => String(issue.params?.[name] ?? whole))
    : String(issue.params?.reason ?? issue.key);
  return issue.path ? `${issue.path}: ${text}` : text;
}

/** The key of an issue about a value of the wrong shape (the zod schema refused it before any rule ran). */
const SCHEMA_ISSUE_KEY = 'schema.invalid';

/** `['boxes', 0, 'name']` → `boxes[0].name`, the path style of the domain validators. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

/** The issues of a value a zod schema refused: one per problem, keyed SCHEMA_ISSUE_KEY. */
export function schemaIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    key: SCHEMA_ISSUE_KEY,
    path: issuePath(issue.path),
    severity: 'error',
    params: { reason: issue.message },
  }));
}
