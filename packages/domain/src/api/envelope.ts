import { z } from 'zod';

// The codes, the token header and the envelope's shape check live in a zod-free module (the browser's first
// download takes them without zod); re-exported here with the schemas.
export * from './error-codes';

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
