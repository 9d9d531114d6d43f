import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { readMultipart } from '../../platform/http/read-multipart';
import { downloadFile, listFiles } from './files';
import { uploadFile } from './upload-file';

export async function fileRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'files.upload', async ({ session, request }) => {
    const body = await readMultipart(request, deps, () => true);
    try {
      const [file, ...more] = body.files;
      if (!file || more.length) throw errors.badRequest('body.file', 'exactly one file is required');
      return [await uploadFile(deps, session, file)];
    } finally {
      await body.cleanup();
    }
  });

  route(app, 'files.list', async ({ session, query }) => listFiles(deps, session, query.maxResults));

  route(app, 'files.download', async ({ session, params, reply }) => {
    const { file, body } = await downloadFile(deps, session, params.fileId);
    return sendDownload(reply, { ...file, body });
  });
}
