import * as mupdf from 'mupdf';
import { DocumentError } from '../errors';
import { mupdfOf } from './open-pdf';
import type { PdfHandle } from './open-pdf';
import type { PdfPart } from './plan-split';

/** A new PDF holding the pages of one part, grafted from the open document (fonts and images copied once). */
export function writePdfPart(handle: PdfHandle, part: PdfPart): Uint8Array {
  const source = mupdfOf(handle);
  if (
    !Number.isInteger(part.firstPage) ||
    !Number.isInteger(part.lastPage) ||
    part.firstPage < 1 ||
    part.lastPage > handle.pageCount ||
    part.firstPage > part.lastPage
  ) {
    throw new DocumentError('pdf.pageOutOfRange', `Pages ${part.firstPage}-${part.lastPage} are not a part`, {
      ...part,
      pageCount: handle.pageCount,
    });
  }
  const out = new mupdf.PDFDocument();
  // One graft map per output: resources shared by the part's pages are copied once, not once per page.
  const map = out.newGraftMap();
  try {
    for (let page = part.firstPage; page <= part.lastPage; page++) map.graftPage(-1, source.doc, page - 1);
    const buffer = out.saveToBuffer('');
    try {
      return buffer.asUint8Array().slice();
    } finally {
      buffer.destroy();
    }
  } finally {
    map.destroy();
    out.destroy();
  }
}

/**
 * The bytes of each part, one at a time, so that a 5,000-letter batch never sits in memory at once.
 * Each part carries its own copy of fonts and images (design/PDF.md): print output should be composed from
 * the original document's pages, not from these parts.
 */
export function* writePdfParts(handle: PdfHandle, parts: Iterable<PdfPart>): Generator<Uint8Array> {
  for (const part of parts) yield writePdfPart(handle, part);
}
