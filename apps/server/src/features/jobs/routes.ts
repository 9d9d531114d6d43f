import path from 'node:path';
import {
  createJobResultSchema,
  jobIdParamsSchema,
  jobInputFileParamsSchema,
  jobRevisionsResultSchema,
  jobSchema,
  jobsListQuerySchema,
  jobsListResultSchema,
  jobThumbnailsQuerySchema,
  jobThumbnailsResultSchema,
  orphanChunksResultSchema,
  packGroupsResultSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { sendDownload } from '../../platform/http/send-download';
import { readMultipart } from '../../platform/http/read-multipart';
import { uploadFile } from '../files/upload-file';
import { cancelJob } from './cancel-job';
import { checkDeposit, createJob, storedFileForDeposit, type DepositedFile } from './create-job';
import { downloadInputFile, jobThumbnails } from './input-files';
import { readDepositStream } from './read-deposit-stream';
import { jobOrphanChunks, jobPackGroups, jobRevisions, listJobs, readJob } from './read-jobs';

export async function jobRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Multipart: a `parameters` field (JSON creation parameters) and files named `file.<box>.<index>` or
  // `apposition.<box>.<index>`, streamed to temporary files, then into the file store.
  app.post('/jobs', {
    schema: {
      tags: ['jobs'],
      consumes: ['multipart/form-data'],
      response: { 200: ok(createJobResultSchema) },
    },
    handler: async (req) => {
      const session = sessionOf(req);
      const body = await readMultipart(req, deps, () => true);
      try {
        const text = body.fields.get('parameters');
        if (text === undefined) throw errors.badRequest('parameters', 'the creation parameters are required');
        let parameters: unknown;
        try {
          parameters = JSON.parse(text);
        } catch {
          throw errors.badRequest('parameters', 'is not valid JSON');
        }
        const files: DepositedFile[] = [];
        for (const file of body.files)
          files.push({ field: file.field, stored: await uploadFile(deps, session, file) });
        return { result: await createJob(deps, session, { parameters, files }) };
      } finally {
        await body.cleanup();
      }
    },
  });

  // The streamed variant (spec §7; docs/api.md "Streamed deposits"): NDJSON — the parameters line, then file lines
  // by id or in base64 chunks — or one JSON object. This scope's parser hands NDJSON over as the raw request
  // stream, read line by line; then the same createJob applies.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-ndjson', (_req, payload, done) => done(null, payload));
    scope.post('/jobs/stream', {
      schema: {
        tags: ['jobs'],
        consumes: ['application/x-ndjson', 'application/json'],
        response: { 200: ok(createJobResultSchema) },
      },
      handler: async (req) => {
        const session = sessionOf(req);
        const body = await readDepositStream(req.body, {
          tempDir: path.join(deps.config.dataDir, 'tmp'),
          maxFileBytes: deps.config.maxUploadBytes,
          onHead: (parameters) => checkDeposit(deps, session, parameters),
          resolveFileId: (fileId) => storedFileForDeposit(deps, session, fileId),
        });
        try {
          const files: DepositedFile[] = [];
          for (const part of body.files) {
            const stored = 'stored' in part ? part.stored : await uploadFile(deps, session, part);
            files.push({ field: part.field, stored });
          }
          return { result: await createJob(deps, session, { parameters: body.parameters, files }) };
        } finally {
          await body.cleanup();
        }
      },
    });
  });

  app.get('/jobs/list', {
    schema: { tags: ['jobs'], querystring: jobsListQuerySchema, response: { 200: ok(jobsListResultSchema) } },
    handler: async (req) => ({ result: await listJobs(deps, sessionOf(req), req.query) }),
  });

  app.get('/jobs/thumbnails', {
    schema: {
      tags: ['jobs'],
      querystring: jobThumbnailsQuerySchema,
      response: { 200: ok(jobThumbnailsResultSchema) },
    },
    handler: async (req) => ({ result: await jobThumbnails(deps, sessionOf(req), req.query.jobIds) }),
  });

  app.get('/jobs/inputFile/:inputFileId', {
    schema: { tags: ['jobs'], params: jobInputFileParamsSchema },
    handler: async (req, reply) => {
      const { file, body } = await downloadInputFile(deps, sessionOf(req), req.params.inputFileId);
      return sendDownload(reply, { ...file, body });
    },
  });

  app.get('/jobs/:jobId', {
    schema: { tags: ['jobs'], params: jobIdParamsSchema, response: { 200: ok(jobSchema) } },
    handler: async (req) => ({ result: await readJob(deps, sessionOf(req), req.params.jobId) }),
  });

  app.get('/jobs/:jobId/revisions', {
    schema: { tags: ['jobs'], params: jobIdParamsSchema, response: { 200: ok(jobRevisionsResultSchema) } },
    handler: async (req) => ({ result: await jobRevisions(deps, sessionOf(req), req.params.jobId) }),
  });

  app.get('/jobs/:jobId/packGroups', {
    schema: { tags: ['jobs'], params: jobIdParamsSchema, response: { 200: ok(packGroupsResultSchema) } },
    handler: async (req) => ({ result: await jobPackGroups(deps, sessionOf(req), req.params.jobId) }),
  });

  app.get('/jobs/:jobId/orphanChunks', {
    schema: { tags: ['jobs'], params: jobIdParamsSchema, response: { 200: ok(orphanChunksResultSchema) } },
    handler: async (req) => ({ result: await jobOrphanChunks(deps, sessionOf(req), req.params.jobId) }),
  });

  app.post('/jobs/:jobId/cancel', {
    schema: { tags: ['jobs'], params: jobIdParamsSchema, response: { 200: ok(jobSchema) } },
    handler: async (req) => ({ result: await cancelJob(deps, sessionOf(req), req.params.jobId) }),
  });
}
