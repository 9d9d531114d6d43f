import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { readMultipart } from '../../platform/http/read-multipart';
import { route } from '../../platform/http/route';
import { extractText } from './extract-text';
import { renderPdfPage } from './page-image';
import { renderPdfThumbnails } from './page-thumbnails';

export async function pdfRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Multipart: a `parameters` field (JSON: page, area in mm, extractionParameters) and either a `file` part
  // (the PDF) or a `fileId` field (a stored file the caller may see).
  route(app, 'pdf.extractText', async ({ session, request }) => {
    const body = await readMultipart(request, deps, (field) => field === 'file');
    try {
      return await extractText(deps, session, body);
    } finally {
      await body.cleanup();
    }
  });

  // A page of a stored PDF as a PNG data URL with the page count and the page size in mm (page previews).
  route(app, 'pdf.page', async ({ session, params, query }) =>
    renderPdfPage(deps, session, { ...params, ...query }),
  );

  // Small images of several pages of a stored PDF at once (the letters of a deposit), as PNG data URLs.
  route(app, 'pdf.thumbnails', async ({ session, params, query }) =>
    renderPdfThumbnails(deps, session, { ...params, ...query }),
  );
}
