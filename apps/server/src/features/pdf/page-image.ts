import { DocumentError } from '@postbridge/documents';
import type { PdfPageImage } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { downloadFile } from '../files';
import { readAll, refusalOf } from './extract-text';
import { PAGE_IMAGE_WORK, type PageImage } from './pdf-work';

/** Page images kept for the screens that ask for the same page again (a user paging back and forth). */
const CACHE_ENTRIES = 64;
const cache = new Map<string, PageImage>();

function remember(key: string, image: PageImage): void {
  cache.delete(key);
  cache.set(key, image);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
}

/**
 * GET /pdf/{fileId}/pages/{page}: a page of a stored PDF the caller may see, rendered as a PNG at the width asked
 * for (at most MAX_THUMBNAIL_WIDTH_PX; smaller for a page of an odd shape, within MAX_PAGE_IMAGE_PIXELS), with the page count and the page's size in mm, so that a screen can show
 * it and draw extraction areas on it (docs/product.md §2 "Send: compute and check requirements"). Drawn in
 * the work pool within a time limit; the last images drawn are kept in memory (a stored file never changes
 * under its id).
 */
export async function renderPdfPage(
  deps: Deps,
  session: SessionContext,
  request: { fileId: string; page: number; widthPx: number },
): Promise<PdfPageImage> {
  const { body } = await downloadFile(deps, session, request.fileId);
  const key = `${request.fileId}/${request.page}/${request.widthPx}`;
  let image = cache.get(key);
  if (image) body.destroy();
  else {
    const bytes = await readAll(body);
    try {
      image = await deps.work.run(PAGE_IMAGE_WORK, { bytes, ...request }, [bytes.buffer as ArrayBuffer]);
    } catch (err) {
      if (err instanceof DocumentError) throw refusalOf(err);
      throw err;
    }
    remember(key, image);
  }
  return {
    page: request.page,
    pageCount: image.pageCount,
    widthMm: image.widthMm,
    heightMm: image.heightMm,
    image: `data:image/png;base64,${Buffer.from(image.png).toString('base64')}`,
    widthPx: image.widthPx,
  };
}
