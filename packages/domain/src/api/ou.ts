import { z } from 'zod';

export const ouQuerySchema = z.object({ includeRemoved: z.enum(['true', 'false']).optional() });

export type OuNode = {
  id: string;
  name: string;
  parentId: string | null;
  creationDate: string;
  brandingId: string | null;
  brandingName: string | null;
  allowOUChildren: boolean;
  enabled: boolean;
  removed: boolean;
  children: OuNode[];
};
export const ouNodeSchema: z.ZodType<OuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    creationDate: z.string(),
    brandingId: z.string().nullable(),
    brandingName: z.string().nullable(),
    allowOUChildren: z.boolean(),
    enabled: z.boolean(),
    removed: z.boolean(),
    children: z.array(ouNodeSchema),
  }),
);
/** The tree visible to the caller: one root per top unit it may see. */
export const ouTreeResultSchema = z.array(ouNodeSchema);
