import {
  checkRequirementValueBodySchema,
  computeRequirementsQuerySchema,
  computeRequirementsResultSchema,
  simpleJobRequirementValueSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { readMultipart, type MultipartBody } from '../../platform/http/read-multipart';
import { checkValue } from './check-value';
import { computeRequirements } from './compute-requirements';
import { extractAndCheckArea } from './extract-and-check-area';

/** Runs `use` on a multipart body whose only file part is `file`; its temporary file is removed after. */
async function withMultipart<T>(
  req: Parameters<typeof readMultipart>[0],
  deps: Deps,
  use: (body: MultipartBody) => Promise<T>,
): Promise<{ result: T }> {
  const body = await readMultipart(req, deps, (field) => field === 'file');
  try {
    return { result: await use(body) };
  } finally {
    await body.cleanup();
  }
}

export async function simpleJobRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Multipart: the PDF as `file` (or a stored file's `fileId` field) and an optional `targetOwnerId` field.
  app.post('/simpleJobs/computeRequirements', {
    schema: {
      tags: ['simpleJobs'],
      consumes: ['multipart/form-data'],
      querystring: computeRequirementsQuerySchema,
      response: { 200: ok(computeRequirementsResultSchema) },
    },
    handler: async (req) =>
      withMultipart(req, deps, (body) =>
        computeRequirements(deps, sessionOf(req), req.query.serviceId, body),
      ),
  });

  app.post('/simpleJobs/checkRequirementValue', {
    schema: {
      tags: ['simpleJobs'],
      body: checkRequirementValueBodySchema,
      response: { 200: ok(simpleJobRequirementValueSchema) },
    },
    handler: async (req) => ({ result: await checkValue(deps, sessionOf(req), req.body) }),
  });

  // Multipart: a `parameters` field (JSON: serviceId, targetOwnerId, requirementName, area, extractionParameters,
  // page) and the PDF as `file` or a stored file's `fileId` field.
  app.post('/simpleJobs/extractAndCheckArea', {
    schema: {
      tags: ['simpleJobs'],
      consumes: ['multipart/form-data'],
      response: { 200: ok(simpleJobRequirementValueSchema) },
    },
    handler: async (req) =>
      withMultipart(req, deps, (body) => extractAndCheckArea(deps, sessionOf(req), body)),
  });
}
