import { z } from 'zod';
import { JOB_STATES } from '../states/job-states';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as yyyy-MM-dd');

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
});
export type PackGroup = z.infer<typeof packGroupSchema>;
export const packGroupsResultSchema = z.array(packGroupSchema);
