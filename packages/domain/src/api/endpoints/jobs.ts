import { endpoint } from '../contract';
import {
  createJobResultSchema,
  jobIdParamsSchema,
  jobInputFileParamsSchema,
  jobRevisionsResultSchema,
  jobSchema,
  jobStreamHeadSchema,
  jobsListQuerySchema,
  jobsListResultSchema,
  jobThumbnailsQuerySchema,
  jobThumbnailsResultSchema,
  orphanChunksResultSchema,
  packGroupsResultSchema,
} from '../jobs';

/** Deposits (jobs): creation, lists, detail, input files and cancellation. */
export const jobEndpoints = {
  'jobs.create': endpoint({
    method: 'POST',
    path: '/jobs',
    summary:
      'Deposits files into a service: a multipart form with a `parameters` field (JSON) and files named file.<box>.<index> or apposition.<box>.<index>.',
    access: { anyOf: ['createOrders'] },
    kind: 'multipart',
    response: createJobResultSchema,
  }),
  'jobs.createStream': endpoint({
    method: 'POST',
    path: '/jobs/stream',
    summary:
      'Deposits files as NDJSON: the parameters line, then file lines by id or in base64 chunks (docs/api.md "Streamed deposits").',
    access: { anyOf: ['createOrders'] },
    kind: 'ndjson',
    /** The one-JSON-object form of the call (the NDJSON form sends the same as lines). */
    body: jobStreamHeadSchema,
    response: createJobResultSchema,
  }),
  'jobs.list': endpoint({
    method: 'GET',
    path: '/jobs/list',
    summary: 'Lists the deposits the caller may see, filtered and sorted.',
    access: 'session',
    query: jobsListQuerySchema,
    response: jobsListResultSchema,
  }),
  'jobs.thumbnails': endpoint({
    method: 'GET',
    path: '/jobs/thumbnails',
    summary: 'The first-page thumbnail of each deposit (data URLs), for the ids given.',
    access: 'session',
    query: jobThumbnailsQuerySchema,
    response: jobThumbnailsResultSchema,
  }),
  'jobs.inputFile': endpoint({
    method: 'GET',
    path: '/jobs/inputFile/:inputFileId',
    summary: 'Downloads one deposited file.',
    access: 'session',
    kind: 'file',
    params: jobInputFileParamsSchema,
  }),
  'jobs.get': endpoint({
    method: 'GET',
    path: '/jobs/:jobId',
    summary: 'One deposit: state, flags and input files.',
    access: 'session',
    params: jobIdParamsSchema,
    response: jobSchema,
  }),
  'jobs.revisions': endpoint({
    method: 'GET',
    path: '/jobs/:jobId/revisions',
    summary: 'The history of a deposit: each change with who made it.',
    access: 'session',
    params: jobIdParamsSchema,
    response: jobRevisionsResultSchema,
  }),
  'jobs.packGroups': endpoint({
    method: 'GET',
    path: '/jobs/:jobId/packGroups',
    summary: 'The letters (pack groups) of a deposit with their addresses and checks.',
    access: 'session',
    params: jobIdParamsSchema,
    response: packGroupsResultSchema,
  }),
  'jobs.orphanChunks': endpoint({
    method: 'GET',
    path: '/jobs/:jobId/orphanChunks',
    summary: 'The pages of a deposit that no letter took.',
    access: 'session',
    params: jobIdParamsSchema,
    response: orphanChunksResultSchema,
  }),
  'jobs.preflightReport': endpoint({
    method: 'GET',
    path: '/jobs/:jobId/preflight.csv',
    summary:
      'Downloads the print pre-flight report of a deposit as CSV: one line per finding (letter, file, page, service channels, code, severity, message, area), after a line per finding code with its count.',
    access: 'session',
    kind: 'file',
    params: jobIdParamsSchema,
  }),
  'jobs.cancel': endpoint({
    method: 'POST',
    path: '/jobs/:jobId/cancel',
    summary: 'Cancels a deposit that is not ordered yet.',
    access: 'session',
    params: jobIdParamsSchema,
    response: jobSchema,
  }),
} as const;
