import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { readMultipart, type MultipartBody } from '../../platform/http/read-multipart';
import { route } from '../../platform/http/route';
import { checkValue } from './check-value';
import { computeRequirements } from './compute-requirements';
import { extractAndCheckArea } from './extract-and-check-area';

/** Runs `use` on a multipart body whose only file part is `file`; its temporary file is removed after. */
async function withMultipart<T>(
  request: FastifyRequest,
  deps: Deps,
  use: (body: MultipartBody) => Promise<T>,
): Promise<T> {
  const body = await readMultipart(request, deps, (field) => field === 'file');
  try {
    return await use(body);
  } finally {
    await body.cleanup();
  }
}

export async function simpleJobRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Multipart: the PDF as `file` (or a stored file's `fileId` field) and an optional `targetOwnerId` field.
  route(app, 'simpleJobs.computeRequirements', async ({ session, query, request }) =>
    withMultipart(request, deps, (body) => computeRequirements(deps, session, query.serviceId, body)),
  );

  route(app, 'simpleJobs.checkRequirementValue', async ({ session, body }) =>
    checkValue(deps, session, body),
  );

  // Multipart: a `parameters` field (JSON: serviceId, targetOwnerId, requirementName, area, extractionParameters,
  // page) and the PDF as `file` or a stored file's `fileId` field.
  route(app, 'simpleJobs.extractAndCheckArea', async ({ session, request }) =>
    withMultipart(request, deps, (body) => extractAndCheckArea(deps, session, body)),
  );
}
