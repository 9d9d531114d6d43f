import {
  fileIdParamsSchema,
  filesListQuerySchema,
  filesListResultSchema,
  uploadFileResultSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { sendDownload } from '../../platform/http/send-download';
import { readMultipart } from '../../platform/http/read-multipart';
import { downloadFile, listFiles } from './files';
import { uploadFile } from './upload-file';

export async function fileRoutes(app: ApiApp, deps: Deps): Promise<void> {
  app.post('/files', {
    schema: {
      tags: ['files'],
      consumes: ['multipart/form-data'],
      response: { 200: ok(uploadFileResultSchema) },
    },
    handler: async (req) => {
      const body = await readMultipart(req, deps, () => true);
      try {
        const [file, ...more] = body.files;
        if (!file || more.length) throw errors.badRequest('body.file', 'exactly one file is required');
        return { result: [await uploadFile(deps, sessionOf(req), file)] };
      } finally {
        await body.cleanup();
      }
    },
  });

  app.get('/files', {
    schema: {
      tags: ['files'],
      querystring: filesListQuerySchema,
      response: { 200: ok(filesListResultSchema) },
    },
    handler: async (req) => ({ result: await listFiles(deps, sessionOf(req), req.query.maxResults) }),
  });

  app.get('/files/:fileId', {
    schema: { tags: ['files'], params: fileIdParamsSchema },
    handler: async (req, reply) => {
      const { file, body } = await downloadFile(deps, sessionOf(req), req.params.fileId);
      return sendDownload(reply, { ...file, body });
    },
  });
}
