import {
  pdfExtractTextResultSchema,
  pdfPageImageSchema,
  pdfPageParamsSchema,
  pdfPageQuerySchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { readMultipart } from '../../platform/http/read-multipart';
import { extractText } from './extract-text';
import { renderPdfPage } from './page-image';

export async function pdfRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Multipart: a `parameters` field (JSON: page, area in mm, extractionParameters) and either a `file` part
  // (the PDF) or a `fileId` field (a stored file the caller may see).
  app.post('/pdf/extractText', {
    schema: {
      tags: ['pdf'],
      consumes: ['multipart/form-data'],
      response: { 200: ok(pdfExtractTextResultSchema) },
    },
    handler: async (req) => {
      const session = sessionOf(req);
      const body = await readMultipart(req, deps, (field) => field === 'file');
      try {
        return { result: await extractText(deps, session, body) };
      } finally {
        await body.cleanup();
      }
    },
  });

  // A page of a stored PDF as a PNG data URL with the page count and the page size in mm (page previews).
  app.get('/pdf/:fileId/pages/:page', {
    schema: {
      tags: ['pdf'],
      params: pdfPageParamsSchema,
      querystring: pdfPageQuerySchema,
      response: { 200: ok(pdfPageImageSchema) },
    },
    handler: async (req) => ({
      result: await renderPdfPage(deps, sessionOf(req), { ...req.params, ...req.query }),
    }),
  });
}
