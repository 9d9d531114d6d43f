import { inspectPdf, openPdf, renderThumbnail, DocumentError } from '@postbridge/documents';
import type { PdfPageImage } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { downloadFile } from '../files/files';
import { readAll, refusalOf } from './extract-text';

/**
 * GET /pdf/{fileId}/pages/{page}: a page of a stored PDF the caller may see, rendered as a PNG, with the page
 * count and the page's size in mm, so that a screen can show it and draw extraction areas on it (spec §2 "Send:
 * compute and check requirements"). Rendered on each call and not kept: the file is a deposit being prepared.
 */
export async function renderPdfPage(
  deps: Deps,
  session: SessionContext,
  request: { fileId: string; page: number; widthPx: number },
): Promise<PdfPageImage> {
  const { body } = await downloadFile(deps, session, request.fileId);
  const bytes = await readAll(body);
  try {
    const info = inspectPdf(bytes);
    const handle = openPdf(bytes);
    try {
      // Checked by the handle: a page outside the file is refused with pdf.pageOutOfRange and the page count.
      const png = renderThumbnail(handle, request.page, { widthPx: request.widthPx });
      const size = info.pages[request.page - 1]!;
      return {
        page: request.page,
        pageCount: info.pageCount,
        widthMm: size.widthMm,
        heightMm: size.heightMm,
        image: `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
        widthPx: request.widthPx,
      };
    } finally {
      handle.close();
    }
  } catch (err) {
    if (err instanceof DocumentError) throw refusalOf(err);
    throw err;
  }
}
