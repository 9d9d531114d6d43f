import { z } from 'zod';

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
  passwordPolicy: -20,
  passwordUnchanged: -21,
  invalidResetToken: -22,
  passwordExpired: -23,
} as const;
export type ApiErrorName = keyof typeof API_ERROR_CODES;
export type ApiErrorCode = (typeof API_ERROR_CODES)[ApiErrorName];

/**
 * One problem of a refused configuration or deposit (validation rules of docs/product.md §5), all reported at
 * once.
 */
export const apiIssueSchema = z.object({
  key: z.string(),
  path: z.string(),
  severity: z.enum(['error', 'warning']),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

export const apiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  /** i18n label key the browser shows instead of `message` (notifiable errors, docs/product.md §8). */
  labelId: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Path of the offending field for contract violations, e.g. `body.login`. */
  field: z.string().optional(),
  /** Every problem found, when a whole configuration or deposit is refused (code -2). */
  issues: z.array(apiIssueSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({ error: apiErrorSchema });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function resultEnvelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({ result });
}
export type ResultEnvelope<T> = { result: T };

/** Header that carries the session token (docs/product.md §7 "a token header is sent"). */
export const AUTH_TOKEN_HEADER = 'x-auth-token';
