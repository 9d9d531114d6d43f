import { z } from 'zod';
import { CHANNEL_REQUIREMENT_TYPES } from '../../model/channel-fields';
import { splitConfigSchema } from './box';

// What the deposit screen sends to create a job (docs/product.md §3 "Job creation parameters", "Requirement
// value").

export const requirementValueSchema = z.object({
  value: z.string(),
  /** The user kept the value although its check refused it. */
  forced: z.boolean().default(false),
  countryCode: z.string().nullable().default(null),
  valid: z.boolean().nullable().default(null),
  type: z.enum(CHANNEL_REQUIREMENT_TYPES),
  /** Check status: REQUIREMENT_CHECK_STATUSES, a failure code (100, 150...) or 'error'; null when unchecked. */
  status: z.union([z.string(), z.number()]).nullable().default(null),
  error: z.string().nullable().default(null),
});
export type RequirementValue = z.infer<typeof requirementValueSchema>;

/** Requirement name → value. */
export const requirementValuesSchema = z.record(z.string(), requirementValueSchema);

export const jobCreationParametersSchema = z.object({
  serviceId: z.string().min(1),
  /** The user the job is deposited on behalf of; null for the caller. */
  targetOwnerId: z.string().nullable().default(null),
  /** Absent when the service computes the name (jobNameExpression). */
  jobName: z.string().nullable().default(null),
  /** Service metadata name → value as typed. */
  rawJobMetadatas: z.record(z.string(), z.string()).default(() => ({})),
  packRequirements: requirementValuesSchema.default(() => ({})),
  /** Service channel label → its requirement values. */
  shipmentRequirements: z.record(z.string(), requirementValuesSchema).default(() => ({})),
  /** Box name → a splitting that replaces the box's own for this job. */
  splitConfiguration: z.record(z.string(), splitConfigSchema).default(() => ({})),
});
export type JobCreationParameters = z.infer<typeof jobCreationParametersSchema>;
