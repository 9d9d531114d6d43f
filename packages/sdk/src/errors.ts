import type { components } from './schema';

/** The `error` of the envelope, as the API answers it (the `Error` component of the OpenAPI document). */
export type ApiError = components['schemas']['Error']['error'];
export type ApiIssue = NonNullable<ApiError['issues']>[number];

/**
 * A call the API refused, with its envelope's fields: `code` (docs/api.md "Answers": -2 bad request, -3 not
 * found, -11 session timed out, -12 unauthorised, -13 edition conflict…), the HTTP status, the English message,
 * the i18n label, the offending field and, for a refused configuration or deposit, every issue.
 */
export class PostbridgeError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  readonly labelId: string | undefined;
  readonly params: Readonly<Record<string, string | number>> | undefined;
  readonly field: string | undefined;
  readonly issues: readonly ApiIssue[];

  constructor(error: ApiError, httpStatus: number) {
    super(error.message);
    this.name = 'PostbridgeError';
    this.code = error.code;
    this.httpStatus = httpStatus;
    this.labelId = error.labelId;
    this.params = error.params;
    this.field = error.field;
    this.issues = error.issues ?? [];
  }
}

/**
 * -13: the record changed since it was read (another user saved first). Read it again, then decide; the SDK never
 * retries it, since only the caller knows whether its change still applies.
 */
export class ConflictError extends PostbridgeError {
  constructor(error: ApiError, httpStatus: number) {
    super(error, httpStatus);
    this.name = 'ConflictError';
  }
}

export const SESSION_TIMEOUT = -11;
const EDITION_CONFLICT = -13;

/** The error of an answer's envelope, or one made up from the status when the body is not an envelope. */
export function errorOf(body: unknown, httpStatus: number): PostbridgeError {
  const error = apiErrorOf(body) ?? { code: -1, message: `The API answered HTTP ${httpStatus}.` };
  return error.code === EDITION_CONFLICT
    ? new ConflictError(error, httpStatus)
    : new PostbridgeError(error, httpStatus);
}

/** The `error` of `{ error: { code, message, … } }`, else undefined. */
export function apiErrorOf(body: unknown): ApiError | undefined {
  if (body === null || typeof body !== 'object' || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (error === null || typeof error !== 'object') return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'number' && typeof message === 'string' ? (error as ApiError) : undefined;
}
