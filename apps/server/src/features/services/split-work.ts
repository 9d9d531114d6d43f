import {
  extractTextInArea,
  inspectPdf,
  openPdf,
  planSplit,
  writePdfPart,
  type PdfHandle,
  type PdfPart,
} from '@postbridge/documents';
import type { SplitConfig } from '@postbridge/domain';
import { workTask } from '../../platform/work/work-pool';

// The split preview of the service editor, computed from the sample's bytes alone so that it runs in a thread
// of the work pool (platform/work) while the API goes on answering. Loaded by the pool's threads (work-tasks.ts):
// it imports document work only.

type SplitTestInput = { bytes: Uint8Array; splitConfig: SplitConfig; maxPages: number };

type SplitTest = {
  pageCount: number;
  pagesRead: number;
  pages: { page: number; text: string }[];
  parts: PdfPart[];
  /** Set when the area does not lie on the first page: the page and its size, to name at the area. */
  areaOutside?: { page: number; widthMm: number; heightMm: number };
};

/** A sample is at most a few hundred pages: longer than this, it is refused as too complex. */
export const SPLIT_TEST_WORK = workTask<SplitTestInput, SplitTest>('services.splitTest', 30_000);

/** Areas are placed to a tenth of a millimetre and page sizes rounded to a hundredth: a margin for both. */
const EDGE_TOLERANCE_MM = 0.5;

/**
 * The parts a deposit of the sample would give — the same `planSplit` the deposit calls (jobs/deposit-work.ts) —
 * on its first `maxPages` pages, and for a split on an area's text the text read on each of those pages.
 */
export function splitTest({ bytes, splitConfig, maxPages }: SplitTestInput): SplitTest {
  const handles: PdfHandle[] = [];
  try {
    const whole = openPdf(bytes);
    handles.push(whole);
    let handle = whole;
    let readBytes = bytes;
    if (whole.pageCount > maxPages) {
      // The first pages as a PDF of their own: planSplit then reads no further.
      readBytes = writePdfPart(whole, { firstPage: 1, lastPage: maxPages });
      handle = openPdf(readBytes);
      handles.push(handle);
    }
    const result: SplitTest = {
      pageCount: whole.pageCount,
      pagesRead: handle.pageCount,
      pages: [],
      parts: [],
    };
    if (splitConfig.kind === 'bsc.PDF_AREA') {
      const { area } = splitConfig;
      const first = inspectPdf(readBytes).pages[0];
      if (
        first &&
        (area.left + area.width > first.widthMm + EDGE_TOLERANCE_MM ||
          area.top + area.height > first.heightMm + EDGE_TOLERANCE_MM)
      ) {
        return { ...result, areaOutside: { page: 1, ...first } };
      }
      for (let page = 1; page <= handle.pageCount; page++) {
        const { text } = extractTextInArea(handle, {
          page,
          area,
          extractionParameters: splitConfig.extractionParameters,
        });
        result.pages.push({ page, text });
      }
    }
    result.parts = planSplit(handle, splitConfig);
    return result;
  } finally {
    for (const handle of handles) handle.close();
  }
}
