import { z } from 'zod';
import { requirementResultSchema } from './jobs';
import { pdfExtractTextParametersSchema } from './pdf';

// The simple-jobs calls (docs/product.md §7): a deposit screen computes and checks requirement values on one
// document before the job exists. Nothing sent is kept.

const id = z.string().min(1).max(100);
/** The user the deposit is for (docs/product.md §6 behalf); absent or null: the caller. */
const targetOwnerId = id.nullable().optional();
/** A pack requirement's name, or `<channel label>/<name>` for a channel's shipment requirement. */
const requirementName = z.string().min(1).max(300);

/**
 * A checked requirement value (docs/product.md §3 Requirement value); `forced` when the user kept a refused
 * value.
 */
export const simpleJobRequirementValueSchema = requirementResultSchema.extend({ forced: z.boolean() });
export type SimpleJobRequirementValue = z.infer<typeof simpleJobRequirementValueSchema>;

/** POST /simpleJobs/computeRequirements?serviceId= (multipart: `file`, optional `targetOwnerId` field). */
export const computeRequirementsQuerySchema = z.object({ serviceId: id });
/** Requirement name (pack requirement, or `<channel label>/<name>`) → its value computed on the file. */
export const computeRequirementsResultSchema = z.record(z.string(), simpleJobRequirementValueSchema);

/** POST /simpleJobs/checkRequirementValue. */
export const checkRequirementValueBodySchema = z.object({
  serviceId: id,
  targetOwnerId,
  requirementName,
  /**
   * The value as text, or as a requirement value: `forced` keeps a refused value (FORCED) unless the requirement
   * forbids it; `countryCode` replaces the OU's mail country for an address without country line or a phone
   * number without prefix.
   */
  requirementValue: z.union([
    z.string().max(2000),
    z.object({
      value: z.string().max(2000),
      forced: z.boolean().default(false),
      countryCode: z.string().max(2).nullable().optional(),
    }),
  ]),
});
export type CheckRequirementValueBody = z.infer<typeof checkRequirementValueBodySchema>;

/**
 * The `parameters` field of POST /simpleJobs/extractAndCheckArea (multipart, with a `file` part or a `fileId`
 * field): the area to read as /pdf/extractText takes it; `page` defaults to the requirement's own page.
 */
export const extractAndCheckAreaParametersSchema = pdfExtractTextParametersSchema
  .partial({ page: true })
  .extend({ serviceId: id, targetOwnerId, requirementName });
export type ExtractAndCheckAreaParameters = z.infer<typeof extractAndCheckAreaParametersSchema>;
