import {
  API_ERROR_CODES,
  type ApiError as ApiErrorBody,
  type ApiIssue,
  type LabelKey,
} from '@postbridge/domain';

type ErrorParams = Record<string, string | number>;

/** Base of every error the API client raises; keeps the envelope's code, message, label id and parameters. */
export abstract class ApiError extends Error {
  readonly code: number;
  readonly labelId: string | undefined;
  readonly params: ErrorParams | undefined;
  readonly field: string | undefined;
  /** Every problem of a refused input (-2 with issues), each naming its field: forms show them beside it. */
  readonly issues: readonly ApiIssue[] | undefined;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.code = body.code;
    this.labelId = body.labelId;
    this.params = body.params;
    this.field = body.field;
    this.issues = body.issues;
  }
}

/** Code -11 (docs/product.md §8). */
export class SessionTimeoutError extends ApiError {
  override readonly name = 'SessionTimeoutError';
}

/** Code -12 (docs/product.md §8). */
export class UnauthorizedError extends ApiError {
  override readonly name = 'UnauthorizedError';
}

/** Code -23: the caller's password has expired; only its change is allowed until then. */
export class PasswordExpiredError extends ApiError {
  override readonly name = 'PasswordExpiredError';
}

/** Code -13: the record was changed by someone else since it was read (docs/product.md §8). */
export class EditionConflictError extends ApiError {
  override readonly name = 'EditionConflictError';
}

/** Any other code, a malformed answer, or a network failure. */
export class ApiGenericError extends ApiError {
  override readonly name = 'ApiGenericError';
}

/** Maps an error envelope to the error class of its code (docs/product.md §8). */
export function errorFromEnvelope(body: ApiErrorBody): ApiError {
  switch (body.code) {
    case API_ERROR_CODES.sessionTimeout:
      return new SessionTimeoutError(body);
    case API_ERROR_CODES.unauthorized:
      return new UnauthorizedError(body);
    case API_ERROR_CODES.editionConflict:
      return new EditionConflictError(body);
    case API_ERROR_CODES.passwordExpired:
      return new PasswordExpiredError(body);
    default:
      return new ApiGenericError(body);
  }
}

/**
 * The label that tells the user why the session ended. Only a failed token check ends it (docs/product.md
 * §4): a time-out (-11), or a token the server no longer knows (-12 on the check itself); both read as a
 * session time-out.
 */
export const SESSION_LOST_LABEL: LabelKey = 'error.sessionTimeout';
