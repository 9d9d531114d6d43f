import * as mupdf from 'mupdf';
import { DocumentError } from '../errors';

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
  close(): void;
}

class MupdfHandle implements PdfHandle {
  readonly pageCount: number;
  // design/PDF.md trap: look each page up once and keep it; repeated lookups cost time proportional to the
  // page count once a document has been touched.
  private readonly pages: (mupdf.PDFPage | undefined)[];

  constructor(
    readonly doc: mupdf.PDFDocument,
    pageCount: number,
  ) {
    this.pageCount = pageCount;
    this.pages = new Array<mupdf.PDFPage | undefined>(this.pageCount);
  }

  /** The page at a 1-based number. */
  page(pageNumber: number): mupdf.PDFPage {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > this.pageCount) {
      throw new DocumentError('pdf.pageOutOfRange', `Page ${pageNumber} is not in 1..${this.pageCount}`, {
        page: pageNumber,
        pageCount: this.pageCount,
      });
    }
    let page = this.pages[pageNumber - 1];
    if (!page) {
      try {
        page = this.doc.loadPage(pageNumber - 1);
      } catch (error) {
        throw new DocumentError('pdf.invalid', `Page ${pageNumber} cannot be read`, {
          page: pageNumber,
          cause: String(error),
        });
      }
      this.pages[pageNumber - 1] = page;
    }
    return page;
  }

  close(): void {
    for (const page of this.pages) page?.destroy();
    this.pages.fill(undefined);
    this.doc.destroy();
  }
}

/**
 * Opens PDF bytes. Refuses, with a `DocumentError`:
 * - `pdf.encrypted`: any encryption, with or without a user password (spec §8 "encrypted or protected
 *   document"): an owner-password-only file opens, but its permissions forbid the edits print output needs.
 * - `pdf.invalid`: bytes mupdf cannot read even after repair, or a document without pages.
 */
export function openPdf(bytes: Uint8Array): PdfHandle {
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
  return new MupdfHandle(doc, pageCount);
}

/** The mupdf objects behind a handle, for the other modules of this folder only. */
export function mupdfOf(handle: PdfHandle): MupdfHandle {
  if (!(handle instanceof MupdfHandle)) throw new TypeError('Not a handle returned by openPdf');
  return handle;
}
