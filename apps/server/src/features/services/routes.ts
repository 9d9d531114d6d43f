import fs from 'node:fs/promises';
import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { deleteService } from './delete-service';
import { downloadServiceFile } from './download-service-file';
import { exportService } from './export-service';
import { getService } from './get-service';
import { importService } from './import-service';
import { listServices } from './list-services';
import { readMultipart } from '../../platform/http/read-multipart';
import { SERVICE_FILE_FIELD, saveService } from './save-service';
import { testDataFile } from './test-data-file';
import { testSplit } from './test-split';

export async function serviceRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'services.list', async ({ session, query }) => listServices(deps, session, query.ouId));

  route(app, 'services.get', async ({ session, params }) => getService(deps, session, params.serviceId));

  // Multipart: `parameters` (the service JSON) and files `box.<boxName>.<index>` / `apposition.<boxName>.<index>`.
  // `?force=true` as for the delete (the same query schema): confirms a change that affects open jobs.
  route(app, 'services.save', async ({ session, query, request }) => {
    const body = await readMultipart(request, deps, (field) => SERVICE_FILE_FIELD.test(field));
    try {
      return await saveService(deps, session, {
        parameters: body.fields.get('parameters'),
        files: body.files,
        force: query.force === 'true',
      });
    } finally {
      await body.cleanup();
    }
  });

  route(app, 'services.delete', async ({ session, params, query }) =>
    deleteService(deps, session, params.serviceId, query.force === 'true'),
  );

  route(app, 'services.file', async ({ session, params, reply }) => {
    const file = await downloadServiceFile(deps, session, params.serviceId, params.fileId);
    return sendDownload(reply, file);
  });

  route(app, 'services.export', async ({ session, params, reply }) => {
    const file = await exportService(deps, session, params.serviceId);
    // A JSON file, not an answer: its own type, so that clients do not read it as an API envelope (as the
    // account export does).
    return sendDownload(reply, {
      name: file.fileName,
      contentType: 'application/vnd.postbridge.service+json; charset=utf-8',
      body: file.content,
    });
  });

  // Multipart: `file` (an exported service) and an optional `ouId` field.
  route(app, 'services.import', async ({ session, request }) => {
    const body = await readMultipart(request, deps, (field) => field === 'file');
    try {
      const file = body.files[0];
      const content = file ? await fs.readFile(file.received.tempPath, 'utf8') : undefined;
      return await importService(deps, session, { content, ouId: body.fields.get('ouId') });
    } finally {
      await body.cleanup();
    }
  });

  // Multipart: `submittedFile` and `parameters` (a parser configuration).
  route(app, 'services.testDataFile', async ({ request }) => {
    const body = await readMultipart(request, deps, (field) => field === 'submittedFile');
    try {
      return await testDataFile({ parameters: body.fields.get('parameters'), file: body.files[0]?.received });
    } finally {
      await body.cleanup();
    }
  });

  // JSON: `fileId` (a sample PDF the caller stored) and the `splitConfig` to try on it.
  route(app, 'services.testSplit', async ({ session, body }) => testSplit(deps, session, body));
}
