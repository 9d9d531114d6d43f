import { endpoint } from '../contract';
import {
  checkRequirementValueBodySchema,
  computeRequirementsQuerySchema,
  computeRequirementsResultSchema,
  simpleJobRequirementValueSchema,
} from '../simple-jobs';

/** The requirements check of a one-file deposit (simple jobs): values read from the file, checked one by one. */
export const simpleJobEndpoints = {
  'simpleJobs.computeRequirements': endpoint({
    method: 'POST',
    path: '/simpleJobs/computeRequirements',
    summary:
      "Reads the requirements of a service from a PDF: a multipart form with the `file` (or a stored file's `fileId` field) and an optional `targetOwnerId` field.",
    access: 'session',
    kind: 'multipart',
    query: computeRequirementsQuerySchema,
    response: computeRequirementsResultSchema,
  }),
  'simpleJobs.checkRequirementValue': endpoint({
    method: 'POST',
    path: '/simpleJobs/checkRequirementValue',
    summary: 'Checks one requirement value as the deposit would.',
    access: 'session',
    body: checkRequirementValueBodySchema,
    response: simpleJobRequirementValueSchema,
  }),
  'simpleJobs.extractAndCheckArea': endpoint({
    method: 'POST',
    path: '/simpleJobs/extractAndCheckArea',
    summary:
      "Reads a requirement from an area of a PDF page and checks it: a multipart form with a `parameters` field (JSON) and the `file` or a stored file's `fileId` field.",
    access: 'session',
    kind: 'multipart',
    response: simpleJobRequirementValueSchema,
  }),
} as const;
