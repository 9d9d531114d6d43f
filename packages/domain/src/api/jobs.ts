import { z } from 'zod';
import { CHANNEL_REQUIREMENT_TYPES } from '../model/channel-fields';
import { JOB_STATES } from '../states/job-states';
import { preflightFindingSchema } from '../model/preflight';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as yyyy-MM-dd');

/** History flags of a deposit (docs/product.md §4: frozen, invalidated, files purged, locked). */
export const jobFlagsSchema = z.object({
  frozen: z.boolean(),
  invalidated: z.boolean(),
  filesPurged: z.boolean(),
  locked: z.boolean(),
});

/** What a deposit's processing is counting: pages of its PDFs, records of its data files, files read. */
export const JOB_PROGRESS_UNITS = ['pages', 'records', 'files'] as const;
/**
 * How far the processing of a deposit has gone (docs/domain-decisions.md "Deposit progress"): `done` of `total`
 * units, `done` ≤ `total`; written by the worker at a bounded rate, so a figure may lag by a fraction of a second.
 */
export const jobProgressSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  unit: z.enum(JOB_PROGRESS_UNITS),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

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
  /**
   * The processing's progress while it runs (and its last figure after); null before the first figure. The
   * server always sends it; optional so that an answer of an older server still reads.
   */
  progress: jobProgressSchema.nullable().optional(),
  flags: jobFlagsSchema,
  inputFiles: z.array(
    z.object({
      id: z.string(),
      fileId: z.string(),
      name: z.string(),
      boxName: z.string(),
      apposition: z.boolean(),
      /** For a file extracted from a deposited archive: the archive's input file id and the entry's path. */
      sourceInputFileId: z.string().nullable(),
      entryName: z.string().nullable(),
    }),
  ),
});
export type Job = z.infer<typeof jobSchema>;

/** POST /jobs answers the created job (state CREATED); processing goes on in the worker. */
export const createJobResultSchema = jobSchema;

/**
 * A file of POST /jobs/stream (docs/product.md §7 "streamed variant"): `field` is `file.<box>.<index>` or
 * `apposition.<box>.<index>` as in the multipart call; either `fileId` (a file uploaded before with POST /files,
 * keeping its name) or `base64` (a chunk of its bytes: consecutive lines of one field append their chunks,
 * `name` is required on the first).
 */
export const jobStreamFileSchema = z
  .object({
    field: z.string().min(1).max(200),
    name: z.string().min(1).max(255).optional(),
    fileId: z.string().min(1).max(100).optional(),
    base64: z.string().optional(),
  })
  .refine((line) => (line.fileId === undefined) !== (line.base64 === undefined), {
    message: 'expected either fileId or base64',
  });
export type JobStreamFile = z.infer<typeof jobStreamFileSchema>;

/**
 * The first line of POST /jobs/stream (or the whole `application/json` body): the creation parameters (checked
 * as those of POST /jobs), and optionally files, read before the lines that follow.
 */
export const jobStreamHeadSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  files: z
    .array(jobStreamFileSchema)
    .max(1000)
    .default(() => []),
});

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
  /**
   * More jobs match than maxResults (docs/product.md §8 'The whole results cannot be displayed as they are
   * too many').
   */
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

/** A computed requirement value and its check (docs/product.md §3 Requirement value). */
export const requirementResultSchema = z.object({
  value: z.string().nullable(),
  /**
   * GOOD, MODIFIED or FORCED when valid; when not, the failure code of `error`: '100', '150', '151', '200',
   * '300', or 'error' when the check could not run (docs/product.md §8; meanings in
   * docs/domain-decisions.md).
   */
  status: z.string(),
  valid: z.boolean(),
  /** Error key of a refused value (label `issue.<key>`), e.g. 'address.incomplete'; null when valid. */
  error: z.string().nullable(),
  countryCode: z.string().nullable(),
  type: z.enum(CHANNEL_REQUIREMENT_TYPES),
});

/** PACK_KINDS: the main part of the pack group, a reconciled document of a child box, or an apposition file. */
export const PACK_KINDS = ['DOCUMENT', 'ATTACHED_DOCUMENT', 'DATA_RECORD', 'APPOSITION'] as const;
export const packSchema = z.object({
  id: z.string(),
  kind: z.enum(PACK_KINDS),
  boxName: z.string(),
  /** The deposited (or extracted) file it comes from; null for a service file apposition. */
  inputFileId: z.string().nullable(),
  serviceFileId: z.string().nullable(),
  firstPage: z.number().int().nullable(),
  lastPage: z.number().int().nullable(),
  recordLine: z.number().int().nullable(),
});
export type Pack = z.infer<typeof packSchema>;

export const packGroupSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  /** 1-based rank of the pack group in its job. */
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
  /** The recipient identifier (the main box's identifier expression), when the service computes one. */
  identifier: z.string().nullable(),
  /** Job metadata, the data-file record's values and the box metadata computed on its documents. */
  metadata: z.record(z.string(), z.string()),
  /** What the service's metadata definitions find wrong in `metadata` (mandatory, pattern, lines...). */
  metadataIssues: z.array(
    z.object({ key: z.string(), path: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
  ),
  /** What print pre-flight found on its pages, for the paper channels of its service (issue 23). */
  preflight: z.array(preflightFindingSchema).default(() => []),
  /** The documents of the pack group, sorted by id (which is their order). */
  packs: z.array(packSchema),
  /** Sent back by an edition (optimistic concurrency). */
  version: z.number().int(),
});
export type PackGroup = z.infer<typeof packGroupSchema>;
export const packGroupsResultSchema = z.array(packGroupSchema);

/**
 * A part of a child box (or a record of a data file) that matched no recipient document: it is not sent, and
 * is listed so the depositor sees what was left out (GET /jobs/{id}/orphanChunks).
 */
export const orphanChunkSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  position: z.number().int(),
  boxName: z.string(),
  inputFileId: z.string(),
  firstPage: z.number().int().nullable(),
  lastPage: z.number().int().nullable(),
  /** For a data-file record: its line in the file. */
  recordLine: z.number().int().nullable(),
  identifier: z.string().nullable(),
  /** Label key: job.orphan.noMatch (nothing matched it) or job.orphan.duplicate (its document had one already). */
  reason: z.string(),
  values: z.record(z.string(), z.string()),
});
export type OrphanChunk = z.infer<typeof orphanChunkSchema>;
export const orphanChunksResultSchema = z.array(orphanChunkSchema);

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
