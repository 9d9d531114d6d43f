import { DocumentError } from '@postbridge/documents';
import type { PdfThumbnails } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { downloadFile } from '../files';
import { readAll, refusalOf } from './extract-text';
import { PAGE_THUMBNAILS_WORK } from './pdf-work';

/**
 * Thumbnails kept in memory, by total size: at about 5 to 15 KB each, some thousands, enough for the letters of
 * the deposits being reviewed. A stored file never changes under its id, so nothing goes stale; the least
 * recently used go first.
 */
const CACHE_BYTES = 24 * 1024 * 1024;

class ThumbnailCache {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Uint8Array | undefined {
    const png = this.entries.get(key);
    if (png) {
      this.entries.delete(key);
      this.entries.set(key, png);
    }
    return png;
  }

  set(key: string, png: Uint8Array): void {
    const earlier = this.entries.get(key);
    if (earlier) this.bytes -= earlier.byteLength;
    this.entries.delete(key);
    this.entries.set(key, png);
    this.bytes += png.byteLength;
    for (const [oldest, image] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= image.byteLength;
    }
  }
}

const cache = new ThumbnailCache(CACHE_BYTES);
/** Page count of each file thumbnails were drawn for (a page past the end is answered without drawing). */
const pageCounts = new Map<string, number>();
const PAGE_COUNTS_KEPT = 10_000;

const keyOf = (fileId: string, page: number, widthPx: number) => `${fileId}/${page}/${widthPx}`;
const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

/**
 * GET /pdf/{fileId}/thumbnails: small images of the asked pages of a stored PDF the caller may see (files
 * policy: another account's file is not found), at most MAX_PDF_THUMBNAIL_WIDTH_PX wide. Pages already drawn
 * at that width come from memory; the others are drawn together in one task of the work pool (the file read and
 * opened once), off the event loop and within a time limit.
 */
export async function renderPdfThumbnails(
  deps: Deps,
  session: SessionContext,
  request: { fileId: string; pages: readonly number[]; widthPx: number },
): Promise<PdfThumbnails> {
  const { fileId, pages, widthPx } = request;
  // Asked first: whoever may not see the file learns nothing, not even whether its images are in memory.
  const { body } = await downloadFile(deps, session, fileId);
  const known = pageCounts.get(fileId);
  const images: Record<number, Uint8Array | null> = {};
  const missing: number[] = [];
  for (const page of pages) {
    const png = cache.get(keyOf(fileId, page, widthPx));
    if (png) images[page] = png;
    else if (known !== undefined && page > known) images[page] = null;
    else missing.push(page);
  }
  let pageCount = known;
  if (missing.length === 0 && pageCount !== undefined) body.destroy();
  else {
    const bytes = await readAll(body);
    try {
      const drawn = await deps.work.run(PAGE_THUMBNAILS_WORK, { bytes, pages: missing, widthPx }, [
        bytes.buffer as ArrayBuffer,
      ]);
      pageCount = drawn.pageCount;
      for (const page of missing) {
        const png = drawn.images[page] ?? null;
        images[page] = png;
        if (png) cache.set(keyOf(fileId, page, widthPx), png);
      }
    } catch (err) {
      if (err instanceof DocumentError) throw refusalOf(err);
      throw err;
    }
    if (pageCounts.size >= PAGE_COUNTS_KEPT) pageCounts.clear();
    pageCounts.set(fileId, pageCount);
  }
  return {
    pageCount,
    widthPx,
    images: Object.fromEntries(
      pages.map((page) => [String(page), images[page] ? dataUrl(images[page]) : null]),
    ),
  };
}
