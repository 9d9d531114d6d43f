import { z } from 'zod';
import { JOB_STATES } from '../states/job-states';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as yyyy-MM-dd');

/** History flags of a deposit (spec §4: frozen, invalidated, files purged, locked). */
export const jobFlagsSchema = z.object({
  frozen: z.boolean(),
  invalidated: z.boolean(),
  filesPurged: z.boolean(),
  locked: z.boolean(),
});

export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  serviceId: z.string().nullable(),
  ownerId: z.string(),
  ouId: z.string(),
  creationDate: z.string(),
  updateDate: z.string(),
  /** Why processing failed (PROCESSING_ERROR): English text and the label key of the cause. */
  errorMessage: z.string().nullable(),
  errorKey: z.string().nullable(),
  packGroupCount: z.number().int(),
  flags: jobFlagsSchema,
  inputFiles: z.array(
    z.object({
      id: z.string(),
      fileId: z.string(),
      name: z.string(),
      boxName: z.string(),
      apposition: z.boolean(),
    }),
  ),
});
export type Job = z.infer<typeof jobSchema>;

/** POST /jobs answers the created job (state CREATED); processing goes on in the worker. */
export const createJobResultSchema = jobSchema;

export const jobIdParamsSchema = z.object({ jobId: z.string().min(1).max(100) });

export const jobsListQuerySchema = z.object({
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
  maxResults: z.coerce.number().int().min(1).max(1000).default(100),
  targetOwnerId: z.string().optional(),
  targetOUId: z.string().optional(),
});
export const jobsListResultSchema = z.object({
  jobs: z.array(jobSchema),
  /** More jobs match than maxResults (spec §8 'The whole results cannot be displayed as they are too many'). */
  overflow: z.boolean(),
});

export const jobRevisionSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  state: z.string().nullable(),
  loggedUserLogin: z.string().nullable(),
  date: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export const jobRevisionsResultSchema = z.array(jobRevisionSchema);

export const requirementResultSchema = z.object({
  value: z.string().nullable(),
  /** For addresses: GOOD, MODIFIED, FORCED or BAD (spec §3 address quality). */
  status: z.string().nullable(),
  valid: z.boolean(),
  error: z.string().nullable(),
  countryCode: z.string().nullable(),
});

export const packGroupSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  position: z.number().int(),
  state: z.string(),
  inputFileId: z.string(),
  firstPage: z.number().int(),
  lastPage: z.number().int(),
  pageCount: z.number().int(),
  /** Requirement name → computed value and its check (pack requirements and each channel's). */
  requirements: z.record(z.string(), requirementResultSchema),
  addressQuality: z.string().nullable(),
  addressError: z.string().nullable(),
  /** Sent back by an edition (optimistic concurrency). */
  version: z.number().int(),
});
export type PackGroup = z.infer<typeof packGroupSchema>;
export const packGroupsResultSchema = z.array(packGroupSchema);

/** Most job ids one GET /jobs/thumbnails call may ask for. */
export const MAX_THUMBNAIL_JOB_IDS = 100;

/** GET /jobs/thumbnails?jobIds=["id1","id2"]: a JSON list of job ids in the query string. */
export const jobThumbnailsQuerySchema = z.object({
  jobIds: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected a JSON list of job ids' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(z.string().min(1).max(100), { error: 'expected a JSON list of job ids' })
        .max(MAX_THUMBNAIL_JOB_IDS, `at most ${MAX_THUMBNAIL_JOB_IDS} job ids`),
    ),
});
/** Job id → PNG data URL of the first page of its main input PDF, or null (no PDF, or not visible). */
export const jobThumbnailsResultSchema = z.record(z.string(), z.string().nullable());

/** GET /jobs/inputFile/{inputFileId}: a deposited file (the `id` of a job's `inputFiles` entry). */
export const jobInputFileParamsSchema = z.object({ inputFileId: z.string().min(1).max(100) });
