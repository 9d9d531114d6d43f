import type { ErrorEnvelope } from './envelope';

/**
 * Error codes of the API envelope (docs/product.md §7, §8). -11 and -12 are the spec's; the others are our
 * decisions, recorded in docs/api.md: negative codes are reserved for the platform, feature codes keep their
 * own values.
 */
export const API_ERROR_CODES = {
  generic: -1,
  badRequest: -2,
  notFound: -3,
  tooManyRequests: -4,
  payloadTooLarge: -5,
  invalidCredentials: -10,
  sessionTimeout: -11,
  unauthorized: -12,
  editionConflict: -13,
  idempotencyKeyReused: -14,
  idempotencyKeyInProgress: -15,
  passwordPolicy: -20,
  passwordUnchanged: -21,
  invalidResetToken: -22,
  passwordExpired: -23,
} as const;
export type ApiErrorName = keyof typeof API_ERROR_CODES;
export type ApiErrorCode = (typeof API_ERROR_CODES)[ApiErrorName];

/** Header that carries the session token (docs/product.md §7 "a token header is sent"). */
export const AUTH_TOKEN_HEADER = 'x-auth-token';

/**
 * Whether an answer is the error envelope: `{ error: { code, message, … } }` with a numeric code and a text.
 * The web client reads answers with this check rather than the zod schema (`errorEnvelopeSchema`, by which the
 * server writes them), so that the first download holds no zod: the code and the text are checked, the optional
 * fields (label, params, field, issues) are taken as the server wrote them.
 */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (body === null || typeof body !== 'object' || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    error !== null &&
    typeof error === 'object' &&
    typeof (error as { code?: unknown }).code === 'number' &&
    Number.isInteger((error as { code: number }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
