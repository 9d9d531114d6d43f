import {
  fileIdParamsSchema,
  filesListQuerySchema,
  filesListResultSchema,
  uploadFileResultSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
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
      if (!req.isMultipart())
        throw errors.badRequest('content-type', 'must be multipart/form-data with one file');
      const part = await req.file({ limits: { fileSize: deps.config.maxUploadBytes, files: 1 } });
      if (!part) throw errors.badRequest('body.file', 'a file is required');
      return {
        result: [
          await uploadFile(deps, sessionOf(req), {
            fileName: part.filename,
            stream: part.file,
            truncated: () => part.file.truncated,
          }),
        ],
      };
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
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('x-content-sha256', file.sha256)
        .send(body);
    },
  });
}
