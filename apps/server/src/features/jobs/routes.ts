import path from 'node:path';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { readMultipart } from '../../platform/http/read-multipart';
import { discardUploads, uploadFile } from '../files';
import { cancelJob } from './cancel-job';
import { preflightReport } from './preflight-report';
import { checkDeposit, createJob, storedFileForDeposit, type DepositedFile } from './create-job';
import { downloadInputFile, jobThumbnails } from './input-files';
import { readDepositStream } from './read-deposit-stream';
import { jobOrphanChunks, jobPackGroups, jobRevisions, listJobs, readJob } from './read-jobs';

export async function jobRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Multipart: a `parameters` field (JSON creation parameters) and files named `file.<box>.<index>` or
  // `apposition.<box>.<index>`, streamed to temporary files, then into the file store.
  route(app, 'jobs.create', async ({ session, request }) => {
    const body = await readMultipart(request, deps, () => true);
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
      try {
        for (const file of body.files)
          files.push({ field: file.field, stored: await uploadFile(deps, session, file) });
        return await createJob(deps, session, { parameters, files });
      } catch (err) {
        // A refused deposit leaves none of the files it brought behind (they would be listed for a day).
        await discardUploads(
          deps,
          files.map((f) => f.stored.fileId),
        );
        throw err;
      }
    } finally {
      await body.cleanup();
    }
  });

  // The streamed variant (docs/product.md §7; docs/api.md "Streamed deposits"): NDJSON — the parameters line,
  // then file lines by id or in base64 chunks — or one JSON object. This scope's parser hands NDJSON over as
  // the raw request stream, read line by line; then the same createJob applies.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-ndjson', (_req, payload, done) => done(null, payload));
    route(scope, 'jobs.createStream', async ({ session, body: stream }) => {
      const body = await readDepositStream(stream, {
        tempDir: path.join(deps.config.dataDir, 'tmp'),
        maxFileBytes: deps.config.maxUploadBytes,
        onHead: (parameters) => checkDeposit(deps, session, parameters),
        resolveFileId: (fileId) => storedFileForDeposit(deps, session, fileId),
      });
      try {
        const files: DepositedFile[] = [];
        const uploaded: string[] = [];
        try {
          for (const part of body.files) {
            const stored = 'stored' in part ? part.stored : await uploadFile(deps, session, part);
            if (!('stored' in part)) uploaded.push(stored.fileId);
            files.push({ field: part.field, stored });
          }
          return await createJob(deps, session, { parameters: body.parameters, files });
        } catch (err) {
          // Only what this request uploaded: files sent by id were uploaded before and stay.
          await discardUploads(deps, uploaded);
          throw err;
        }
      } finally {
        await body.cleanup();
      }
    });
  });

  route(app, 'jobs.list', async ({ session, query }) => listJobs(deps, session, query));
  route(app, 'jobs.thumbnails', async ({ session, query }) => jobThumbnails(deps, session, query.jobIds));
  route(app, 'jobs.inputFile', async ({ session, params, reply }) => {
    const { file, body } = await downloadInputFile(deps, session, params.inputFileId);
    return sendDownload(reply, { ...file, body });
  });
  route(app, 'jobs.get', async ({ session, params }) => readJob(deps, session, params.jobId));
  route(app, 'jobs.revisions', async ({ session, params }) => jobRevisions(deps, session, params.jobId));
  route(app, 'jobs.packGroups', async ({ session, params }) => jobPackGroups(deps, session, params.jobId));
  route(app, 'jobs.orphanChunks', async ({ session, params }) =>
    jobOrphanChunks(deps, session, params.jobId),
  );
  route(app, 'jobs.preflightReport', async ({ session, params, reply }) =>
    sendDownload(reply, await preflightReport(deps, session, params.jobId)),
  );
  route(app, 'jobs.cancel', async ({ session, params }) => cancelJob(deps, session, params.jobId));
}
