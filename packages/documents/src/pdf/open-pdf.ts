import * as mupdf from 'mupdf';
import { DocumentError } from '../errors';
import { release } from './mupdf-objects';

/** Codes the PDF functions raise through `DocumentError`. */
export type PdfErrorCode =
  | 'pdf.encrypted'
  | 'pdf.invalid'
  | 'pdf.pageOutOfRange'
  | 'pdf.invalidArea'
  | 'pdf.invalidThumbnailWidth'
  | 'split.invalidConfig';

/**
 * An open PDF, reused across many pages and calls; `close()` frees it. Opaque on purpose: callers see no
 * mupdf type, so the library can be swapped behind `packages/documents/src/pdf/` (design/PDF.md).
 */
export interface PdfHandle {
  readonly pageCount: number;
  /** The bytes it was opened from (not a copy): what another thread opens to read the same pages. */
  readonly bytes: Uint8Array;
  /** Whether pages have annotations or form fields (flattened at opening): what `openPdf`'s `known` takes. */
  readonly annotations: boolean;
  close(): void;
}

/**
 * How many pages a handle keeps loaded. mupdf looks a page up among the pages still loaded, so keeping all of
 * them makes each load slower as a document is read (measured: loading 40,000 pages took 9.9 s kept, 1.4 s
 * released). The work reads in page order (split, areas, composition) and a page is rarely asked twice far
 * apart, so a small window of the most recent pages is enough.
 */
const LOADED_PAGES = 32;

class MupdfHandle implements PdfHandle {
  readonly pageCount: number;
  /** The most recently used pages, oldest first (a Map keeps insertion order). */
  private readonly pages = new Map<number, mupdf.PDFPage>();
  /** The display list of each of those pages that was asked for, dropped with its page. */
  private readonly lists = new Map<number, mupdf.DisplayList>();
  /** What readers keep about this document while it is open (attached), freed when it closes. */
  private readonly attached = new Map<symbol, { free(): void }>();

  constructor(
    readonly doc: mupdf.PDFDocument,
    pageCount: number,
    readonly bytes: Uint8Array,
    readonly annotations: boolean,
  ) {
    this.pageCount = pageCount;
  }

  /** The page at a 1-based number; valid until LOADED_PAGES other pages have been asked for. */
  page(pageNumber: number): mupdf.PDFPage {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > this.pageCount) {
      throw new DocumentError('pdf.pageOutOfRange', `Page ${pageNumber} is not in 1..${this.pageCount}`, {
        page: pageNumber,
        pageCount: this.pageCount,
      });
    }
    let page = this.pages.get(pageNumber);
    if (page) {
      this.pages.delete(pageNumber);
      this.pages.set(pageNumber, page);
      return page;
    }
    try {
      page = this.doc.loadPage(pageNumber - 1);
    } catch (error) {
      throw new DocumentError('pdf.invalid', `Page ${pageNumber} cannot be read`, {
        page: pageNumber,
        cause: String(error),
      });
    }
    this.pages.set(pageNumber, page);
    if (this.pages.size > LOADED_PAGES) {
      const [oldest, evicted] = this.pages.entries().next().value!;
      this.pages.delete(oldest);
      this.lists.get(oldest)?.destroy();
      this.lists.delete(oldest);
      evicted.destroy();
    }
    return page;
  }

  /**
   * The page's content as mupdf records it once it has run it (a display list): what reads a page several times
   * (area text, pre-flight) replays it instead of running the content stream again, which costs the most.
   * Valid as long as the page (LOADED_PAGES).
   */
  displayList(pageNumber: number): mupdf.DisplayList {
    const page = this.page(pageNumber);
    let list = this.lists.get(pageNumber);
    if (!list) this.lists.set(pageNumber, (list = page.toDisplayList(true)));
    return list;
  }

  /** The reader's state kept under `key` for as long as the document is open, made by `make` the first time. */
  attachment<T extends { free(): void }>(key: symbol, make: () => T): T {
    let value = this.attached.get(key) as T | undefined;
    if (!value) this.attached.set(key, (value = make()));
    return value;
  }

  close(): void {
    for (const value of this.attached.values()) value.free();
    this.attached.clear();
    for (const list of this.lists.values()) list.destroy();
    this.lists.clear();
    for (const page of this.pages.values()) page.destroy();
    this.pages.clear();
    this.doc.destroy();
  }
}

/**
 * Opens PDF bytes. Refuses, with a `DocumentError`:
 * - `pdf.encrypted`: any encryption, with or without a user password (docs/product.md §8 "encrypted or
 * protected document"): an owner-password-only file opens, but its permissions forbid the edits print output
 * needs.
 * - `pdf.invalid`: bytes mupdf cannot read even after repair, or a document without pages.
 */
export function openPdf(
  bytes: Uint8Array,
  /**
   * What an earlier opening of the same bytes found (another thread's, `PdfHandle.annotations`): the pages are
   * not looked through for annotations again (about 50 ms per 1,000 pages). Or the only pages this opening
   * reads (a range of a document read on several threads, from its page count): only they are looked through,
   * each thread its own, and `annotations` says whether they have some (what the ranges found, together, is
   * the document's).
   */
  known?:
    { annotations: boolean } | { pagesRead: (pageCount: number) => { firstPage: number; lastPage: number } },
): PdfHandle {
  let doc: mupdf.PDFDocument | null;
  try {
    doc = mupdf.Document.openDocument(bytes, 'application/pdf').asPDF();
  } catch (error) {
    throw new DocumentError('pdf.invalid', 'The file is not a readable PDF', { cause: String(error) });
  }
  if (!doc) throw new DocumentError('pdf.invalid', 'The file is not a PDF');
  const encryption = doc.getMetaData(mupdf.Document.META_ENCRYPTION) ?? 'None';
  const passwordRequired = doc.needsPassword();
  if (passwordRequired || encryption !== 'None') {
    doc.destroy();
    throw new DocumentError('pdf.encrypted', 'The PDF is encrypted or protected', {
      passwordRequired,
      encryption,
    });
  }
  let pageCount: number;
  try {
    pageCount = doc.countPages();
  } catch (error) {
    doc.destroy();
    throw new DocumentError('pdf.invalid', 'The PDF page tree cannot be read', { cause: String(error) });
  }
  if (pageCount < 1) {
    doc.destroy();
    throw new DocumentError('pdf.invalid', 'The PDF has no pages');
  }
  // What is on the page is what is read and printed: a filled form field or a free-text annotation shows text
  // that is not in the page's content. Their appearances become page content (flattened), once, at opening, so
  // that area text, splitting and composition all see what a reader sees.
  // Flattening is per page: a page without annotations reads the same whether others were flattened or not.
  const annotations =
    known && 'annotations' in known
      ? known.annotations
      : hasAnnotations(
          doc,
          bytes,
          known?.pagesRead(pageCount) ?? { firstPage: 1, lastPage: pageCount },
          pageCount,
        );
  if (annotations) {
    try {
      doc.bake(true, true);
    } catch (error) {
      doc.destroy();
      throw new DocumentError('pdf.invalid', 'The PDF annotations cannot be read', { cause: String(error) });
    }
  }
  return new MupdfHandle(doc, pageCount, bytes, annotations);
}

/**
 * Whether a page of `pages` has annotations or form fields. A file whose bytes never name `/Annots` and that has
 * no compressed object streams (where the name could hide) has none; otherwise the page objects are read,
 * without loading the pages (about 10 ms per 1,000 pages; 40 ms on a loaded machine for pages in object
 * streams, as pdf-lib writes them).
 */
function hasAnnotations(
  doc: mupdf.PDFDocument,
  bytes: Uint8Array,
  pages: { firstPage: number; lastPage: number },
  pageCount: number,
): boolean {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!raw.includes('/Annots') && !raw.includes('/ObjStm')) return false;
  for (let i = Math.max(0, pages.firstPage - 1); i < Math.min(pageCount, pages.lastPage); i++) {
    const page = doc.findPage(i);
    const annots = page.get('Annots');
    const found = annots.isArray() && annots.length > 0;
    release(annots, page);
    if (found) return true;
  }
  return false;
}

/**
 * Refuses, with `pdf.invalid`, a document one of whose pages cannot be found: a page tree that loops (a Kids
 * entry pointing back to an ancestor) still counts its pages, and mupdf fails only on the ones it cannot reach,
 * so a split that reads no page would make letters that cannot be written. Looks each page up without loading
 * it (about 6 ms per 1,000 pages): for what splits a deposit, not for every opening.
 */
export function assertPagesFound(handle: PdfHandle): void {
  const { doc } = mupdfOf(handle);
  for (let i = 0; i < handle.pageCount; i++) {
    try {
      release(doc.findPage(i));
    } catch (error) {
      throw new DocumentError('pdf.invalid', `Page ${i + 1} cannot be read`, {
        page: i + 1,
        cause: String(error),
      });
    }
  }
}

/** The mupdf objects behind a handle, for the other modules of this folder only. */
export function mupdfOf(handle: PdfHandle): MupdfHandle {
  if (!(handle instanceof MupdfHandle)) throw new TypeError('Not a handle returned by openPdf');
  return handle;
}
