import { DocumentError } from '../errors';
import { extractTextInArea } from './extract-text-in-area';
import type { AreaMm, TextExtractionParameters } from './extract-text-in-area';
import { assertPagesFound, type PdfHandle } from './open-pdf';

/** A part of a split document: 1-based, inclusive page numbers. */
export type PdfPart = { firstPage: number; lastPage: number };

/** docs/product.md §3 Box "splitConfig": none, fixed pages, or PDF area text detection. */
export type SplitConfig =
  | { kind: 'bsc.NONE' }
  | { kind: 'bsc.PAGE'; pagesPerPart: number }
  | {
      kind: 'bsc.PDF_AREA';
      area: AreaMm;
      /**
       * A JavaScript regular expression searched (not anchored) in the area's text, lines joined by '\n';
       * use ^…$ for an exact value. Empty or blank: any text in the area is a marker.
       */
      value: string;
      /**
       * Where the marker page sits in its part: 1 (default, any positive) the marker starts a part, -1 (any
       * negative) it ends one (e.g. a
       * "last page" mention).
       */
      page?: number;
      extractionParameters?: Partial<TextExtractionParameters>;
    };

/**
 * Cuts a document into parts; writing them is `writePdfParts`. Every page lands in exactly one part:
 * - bsc.PAGE: a last part shorter than `pagesPerPart` is kept (7 pages by 3 give 1-3, 4-6, 7-7); the caller
 *   decides whether an incomplete last letter is an error.
 * - bsc.PDF_AREA: pages before the first marker (page 1) or after the last one (page -1) form a part of their
 *   own rather than being dropped; without any marker the whole document is one part.
 */
export function planSplit(
  handle: PdfHandle,
  config: SplitConfig,
  /** Called after each page the split reads, while what was read of it is still at hand (pre-flight). */
  afterPage?: (page: number) => void,
): PdfPart[] {
  const pageCount = handle.pageCount;
  switch (config.kind) {
    case 'bsc.NONE':
      assertPagesFound(handle);
      return [{ firstPage: 1, lastPage: pageCount }];
    case 'bsc.PAGE': {
      const size = config.pagesPerPart;
      if (!Number.isInteger(size) || size < 1) {
        throw new DocumentError(
          'split.invalidConfig',
          'Pages per part must be a whole number of at least 1',
          {
            pagesPerPart: size,
          },
        );
      }
      // These parts are made without reading a page: each must still be there to be written.
      assertPagesFound(handle);
      const parts: PdfPart[] = [];
      for (let first = 1; first <= pageCount; first += size) {
        parts.push({ firstPage: first, lastPage: Math.min(first + size - 1, pageCount) });
      }
      return parts;
    }
    case 'bsc.PDF_AREA': {
      const isMarker = markerTest(config.value);
      const markerEndsPart = (config.page ?? 1) < 0;
      const boundaries: number[] = [];
      for (let page = 1; page <= pageCount; page++) {
        const { text } = extractTextInArea(handle, {
          page,
          area: config.area,
          extractionParameters: config.extractionParameters,
        });
        // A part starts on the marker page, or on the page after it when the marker ends a part.
        if (isMarker(text)) boundaries.push(markerEndsPart ? page + 1 : page);
        afterPage?.(page);
      }
      return partsFromStarts(boundaries, pageCount);
    }
  }
}

function markerTest(value: string): (text: string) => boolean {
  if (value.trim() === '') return (text) => text.trim() !== '';
  let pattern: RegExp;
  try {
    pattern = new RegExp(value, 'u');
  } catch (error) {
    throw new DocumentError('split.invalidConfig', 'The split value is not a valid regular expression', {
      value,
      cause: String(error),
    });
  }
  return (text) => pattern.test(text);
}

/** Parts starting at the given pages (any order, duplicates and out-of-range pages ignored), plus page 1. */
function partsFromStarts(starts: number[], pageCount: number): PdfPart[] {
  const firsts = [...new Set([1, ...starts])].filter((p) => p <= pageCount).sort((a, b) => a - b);
  return firsts.map((firstPage, i) => ({ firstPage, lastPage: (firsts[i + 1] ?? pageCount + 1) - 1 }));
}
