import { z } from 'zod';

// Pack group actions before ordering (docs/product.md §7 /packGroups/*) and the job's history flags
// (docs/product.md §4).

export const packGroupIdParamsSchema = z.object({ packGroupId: z.string().min(1).max(100) });

export const rejectPackGroupsBodySchema = z.object({
  packGroupIds: z.array(z.string().min(1).max(100)).min(1).max(1000),
});

/**
 * An edited requirement value: the part of a requirement value (requirementValueSchema) an edition sends; other
 * fields are ignored, the server checks the value again. `forced` keeps a value its check refuses (FORCED).
 */
export const editedRequirementValueSchema = z.object({
  value: z.string().max(2000),
  forced: z.boolean().default(false),
});

export const editPackGroupBodySchema = z.object({
  /** The version read with the pack group; a stale one is an edition conflict. */
  version: z.number().int(),
  /** Pack requirement name → its new value. */
  rawPackRequirements: z.record(z.string(), editedRequirementValueSchema).default(() => ({})),
  /** Service channel label → requirement name → its new value. */
  rawShipmentRequirements: z
    .record(z.string(), z.record(z.string(), editedRequirementValueSchema))
    .default(() => ({})),
});

/**
 * POST /packGroups/{id}/split: each start page (an absolute page of the deposited file, after the pack group's
 * first page and not after its last, ascending) begins a new letter; the pack group keeps the first part.
 */
export const splitPackGroupBodySchema = z.object({
  /** The version read with the pack group; a stale one is an edition conflict. */
  version: z.number().int(),
  startPages: z.array(z.number().int().min(1)).min(1).max(1000),
});
export type SplitPackGroupBody = z.infer<typeof splitPackGroupBodySchema>;
