import { z } from 'zod';
import { parserConfigurationSchema } from './services/box';
import { serviceSchema } from './services/service';

// Payloads of the Services calls (docs/product.md §7). The configuration itself is `serviceSchema`
// (./services/service).

/** A stored service: its configuration plus the version a save must send back (edition conflict, -13). */
export const savedServiceSchema = serviceSchema.extend({
  version: z.number().int(),
  creationDate: z.string(),
  updateDate: z.string(),
});
export type SavedService = z.infer<typeof savedServiceSchema>;

/**
 * The `parameters` field of POST /services: a service configuration; `id` empty (or absent) creates one,
 * otherwise `version` must be the stored one. Parsed by the server so that every problem is reported at once.
 */
export const serviceSaveParametersSchema = serviceSchema.extend({
  id: z.string().default(''),
  version: z.number().int().optional(),
});
export type ServiceSaveParameters = z.input<typeof serviceSaveParametersSchema>;

export const servicesListQuerySchema = z.object({ ouId: z.string().min(1).max(100).optional() });
export const servicesListResultSchema = z.array(savedServiceSchema);
export const serviceIdParamsSchema = z.object({ serviceId: z.string().min(1).max(100) });
export const serviceFileParamsSchema = z.object({
  serviceId: z.string().min(1).max(100),
  fileId: z.string().min(1).max(100),
});
export const serviceDeleteQuerySchema = z.object({ force: z.enum(['true', 'false']).optional() });
export const serviceDeleteResultSchema = z.object({
  serviceId: z.string(),
  /** Delivery commands that were pending validation and were rejected by a forced delete. */
  rejectedCommands: z.number().int(),
});

/** A refused save or import answers code -2 with every issue in `error.issues` (envelope `apiIssueSchema`). */

/** The `parameters` field of POST /services/testDataFile: the parser configuration of a data-file box. */
export const testDataFileParametersSchema = parserConfigurationSchema;

const lineProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
});

/** The first records of the file (20 at most), the lines skipped leniently, and the error that stopped reading. */
export const testDataFileResultSchema = z.object({
  records: z.array(z.object({ line: z.number().int(), values: z.record(z.string(), z.string()) })),
  warnings: z.array(lineProblemSchema),
  truncated: z.boolean(),
  error: lineProblemSchema.nullable(),
});
export type TestDataFileResult = z.infer<typeof testDataFileResultSchema>;
