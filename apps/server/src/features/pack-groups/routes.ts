import {
  editPackGroupBodySchema,
  jobIdParamsSchema,
  jobSchema,
  packGroupIdParamsSchema,
  rejectPackGroupsBodySchema,
  packGroupSchema,
  packGroupsResultSchema,
  splitPackGroupBodySchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { sendDownload } from '../../platform/http/send-download';
import { revalidateJob, setFrozen } from './job-flags';
import { editPackGroup, packGroupRawFile, readPackGroup, rejectPackGroups } from './pack-groups';
import { splitPackGroup } from './split-pack-group';

export async function packGroupRoutes(app: ApiApp, deps: Deps): Promise<void> {
  app.post('/packGroups/reject', {
    schema: {
      tags: ['packGroups'],
      body: rejectPackGroupsBodySchema,
      response: { 200: ok(packGroupsResultSchema) },
    },
    handler: async (req) => ({
      result: await rejectPackGroups(deps, sessionOf(req), req.body.packGroupIds),
    }),
  });

  app.get('/packGroups/:packGroupId', {
    schema: {
      tags: ['packGroups'],
      params: packGroupIdParamsSchema,
      response: { 200: ok(packGroupSchema) },
    },
    handler: async (req) => ({ result: await readPackGroup(deps, sessionOf(req), req.params.packGroupId) }),
  });

  app.post('/packGroups/:packGroupId/edit', {
    schema: {
      tags: ['packGroups'],
      params: packGroupIdParamsSchema,
      body: editPackGroupBodySchema,
      response: { 200: ok(packGroupSchema) },
    },
    handler: async (req) => ({
      result: await editPackGroup(deps, sessionOf(req), req.params.packGroupId, req.body),
    }),
  });

  app.post('/packGroups/:packGroupId/split', {
    schema: {
      tags: ['packGroups'],
      params: packGroupIdParamsSchema,
      body: splitPackGroupBodySchema,
      response: { 200: ok(packGroupsResultSchema) },
    },
    handler: async (req) => ({
      result: await splitPackGroup(deps, sessionOf(req), req.params.packGroupId, req.body),
    }),
  });

  app.get('/packGroups/:packGroupId/rawFile', {
    schema: { tags: ['packGroups'], params: packGroupIdParamsSchema },
    handler: async (req, reply) => {
      const { name, bytes } = await packGroupRawFile(deps, sessionOf(req), req.params.packGroupId);
      const body = Buffer.from(bytes);
      return sendDownload(reply, { name, contentType: 'application/pdf', body, size: body.length });
    },
  });

  // Job flag actions live here, not in features/jobs (spec §7 /jobs/{jobId}/freeze, /revalidate).
  app.post('/jobs/:jobId/freeze', {
    schema: { tags: ['jobs'], params: jobIdParamsSchema, response: { 200: ok(jobSchema) } },
    handler: async (req) => ({ result: await setFrozen(deps, sessionOf(req), req.params.jobId, true) }),
  });

  app.post('/jobs/:jobId/unfreeze', {
    schema: { tags: ['jobs'], params: jobIdParamsSchema, response: { 200: ok(jobSchema) } },
    handler: async (req) => ({ result: await setFrozen(deps, sessionOf(req), req.params.jobId, false) }),
  });

  app.post('/jobs/:jobId/revalidate', {
    schema: { tags: ['jobs'], params: jobIdParamsSchema, response: { 200: ok(jobSchema) } },
    handler: async (req) => ({ result: await revalidateJob(deps, sessionOf(req), req.params.jobId) }),
  });
}
