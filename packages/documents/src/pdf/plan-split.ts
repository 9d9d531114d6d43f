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
  /**
   * bsc.PDF_AREA: the part starts `readSplitStarts` found over every page (ranges read apart, e.g. on several
   * threads): no page is read again.
   */
  starts?: readonly number[],
  /** bsc.PDF_AREA: whether `afterPage` reads each page's content again (`readSplitStarts`). */
  contentReadAgain = true,
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
    case 'bsc.PDF_AREA':
      return partsFromStarts(
        starts ??
          readSplitStarts(handle, config, { firstPage: 1, lastPage: pageCount }, afterPage, contentReadAgain),
        pageCount,
      );
  }
}

/**
 * The pages of `range` on which a part starts per a bsc.PDF_AREA split (the marker page, or the page after it
 * when the marker ends a part), read page by page in order. The starts of a document's consecutive ranges,
 * concatenated, are what `planSplit` reads over the whole document: its `starts` take them.
 */
export function readSplitStarts(
  handle: PdfHandle,
  config: Extract<SplitConfig, { kind: 'bsc.PDF_AREA' }>,
  range: PdfPart,
  /** Called after each page read, while what was read of it is still at hand (pre-flight). */
  afterPage?: (page: number) => void,
  /**
   * Whether `afterPage` reads the page's content again (pre-flight): when it does not (a range read on a thread
   * of its own), the content is not kept for it (`TextInAreaRequest.once`).
   */
  contentReadAgain = true,
): number[] {
  const isMarker = markerTest(config.value);
  const markerEndsPart = (config.page ?? 1) < 0;
  const starts: number[] = [];
  for (let page = range.firstPage; page <= range.lastPage; page++) {
    const { text } = extractTextInArea(handle, {
      page,
      area: config.area,
      extractionParameters: config.extractionParameters,
      once: !contentReadAgain,
    });
    if (isMarker(text)) starts.push(markerEndsPart ? page + 1 : page);
    afterPage?.(page);
  }
  return starts;
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
function partsFromStarts(starts: readonly number[], pageCount: number): PdfPart[] {
  const firsts = [...new Set([1, ...starts])].filter((p) => p <= pageCount).sort((a, b) => a - b);
  return firsts.map((firstPage, i) => ({ firstPage, lastPage: (firsts[i + 1] ?? pageCount + 1) - 1 }));
}
