import fs from 'node:fs/promises';
import {
  savedServiceSchema,
  serviceDeleteQuerySchema,
  serviceDeleteResultSchema,
  serviceFileParamsSchema,
  serviceIdParamsSchema,
  servicesListQuerySchema,
  servicesListResultSchema,
  testDataFileResultSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
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

export async function serviceRoutes(app: ApiApp, deps: Deps): Promise<void> {
  const tags = ['services'];

  app.get('/services', {
    schema: { tags, querystring: servicesListQuerySchema, response: { 200: ok(servicesListResultSchema) } },
    handler: async (req) => ({ result: await listServices(deps, sessionOf(req), req.query.ouId) }),
  });

  app.get('/services/:serviceId', {
    schema: { tags, params: serviceIdParamsSchema, response: { 200: ok(savedServiceSchema) } },
    handler: async (req) => ({ result: await getService(deps, sessionOf(req), req.params.serviceId) }),
  });

  // Multipart: `parameters` (the service JSON) and files `box.<boxName>.<index>` / `apposition.<boxName>.<index>`.
  // `?force=true` as for the delete (the same query schema): confirms a change that affects open jobs.
  app.post('/services', {
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      querystring: serviceDeleteQuerySchema,
      response: { 200: ok(savedServiceSchema) },
    },
    handler: async (req) => {
      const session = sessionOf(req);
      const body = await readMultipart(req, deps, (field) => SERVICE_FILE_FIELD.test(field));
      try {
        return {
          result: await saveService(deps, session, {
            parameters: body.fields.get('parameters'),
            files: body.files,
            force: req.query.force === 'true',
          }),
        };
      } finally {
        await body.cleanup();
      }
    },
  });

  app.delete('/services/:serviceId', {
    schema: {
      tags,
      params: serviceIdParamsSchema,
      querystring: serviceDeleteQuerySchema,
      response: { 200: ok(serviceDeleteResultSchema) },
    },
    handler: async (req) => ({
      result: await deleteService(deps, sessionOf(req), req.params.serviceId, req.query.force === 'true'),
    }),
  });

  app.get('/services/:serviceId/file/:fileId', {
    schema: { tags, params: serviceFileParamsSchema },
    handler: async (req, reply) => {
      const file = await downloadServiceFile(deps, sessionOf(req), req.params.serviceId, req.params.fileId);
      return sendDownload(reply, file);
    },
  });

  app.get('/services/:serviceId/export', {
    schema: { tags, params: serviceIdParamsSchema },
    handler: async (req, reply) => {
      const file = await exportService(deps, sessionOf(req), req.params.serviceId);
      return sendDownload(reply, {
        name: file.fileName,
        contentType: 'application/json; charset=utf-8',
        body: file.content,
      });
    },
  });

  // Multipart: `file` (an exported service) and an optional `ouId` field.
  app.post('/services/import', {
    schema: { tags, consumes: ['multipart/form-data'], response: { 200: ok(savedServiceSchema) } },
    handler: async (req) => {
      const session = sessionOf(req);
      const body = await readMultipart(req, deps, (field) => field === 'file');
      try {
        const file = body.files[0];
        const content = file ? await fs.readFile(file.received.tempPath, 'utf8') : undefined;
        return { result: await importService(deps, session, { content, ouId: body.fields.get('ouId') }) };
      } finally {
        await body.cleanup();
      }
    },
  });

  // Multipart: `submittedFile` and `parameters` (a parser configuration).
  app.post('/services/testDataFile', {
    schema: { tags, consumes: ['multipart/form-data'], response: { 200: ok(testDataFileResultSchema) } },
    handler: async (req) => {
      sessionOf(req);
      const body = await readMultipart(req, deps, (field) => field === 'submittedFile');
      try {
        return {
          result: await testDataFile({
            parameters: body.fields.get('parameters'),
            file: body.files[0]?.received,
          }),
        };
      } finally {
        await body.cleanup();
      }
    },
  });
}
