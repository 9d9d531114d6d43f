import {
  DocumentError,
  openPdf,
  readSplitStarts,
  type PdfHandle,
  type SplitConfig,
} from '@postbridge/documents';
import { workTask, type ReportProgress } from '../../platform/work/work-pool';
import { PageProgress, type DepositProgress } from './page-progress';

// The first pass of a large deposit split on a marker (deposit-ranges.ts): the marker area of a range of a PDF's
// pages, read on a thread of the work pool.

/** What the range tasks read of one PDF's split: the pages where its parts start, or why it could not. */
export type SplitRead =
  { starts: number[] } | { failed: { code: string; message: string; details: Record<string, unknown> } };

type RangeInput = {
  bytes: Uint8Array;
  split: Extract<SplitConfig, { kind: 'bsc.PDF_AREA' }>;
  /** This range is slice `slice` (0-based) of `slices` equal ones of the document's pages. */
  slice: number;
  slices: number;
  minPages: number;
};
type RangeOutput = { pageCount: number; annotations: boolean; read: SplitRead };
/** What a range task reports: pages of its range read, and the document's page count (the deposit's total). */
export type RangeProgress = { done: number; pageCount: number };

/** At most ten minutes for one range, as for a whole deposit on one thread. */
export const READ_SPLIT_RANGE_WORK = workTask<RangeInput, RangeOutput>('jobs.readSplitRange', 600_000);

/**
 * The pages of a range of a PDF where its parts start (readSplitStarts), and whether the range's pages have
 * annotations (flattened before they are read). The document is cut into `slices` equal ranges, fewer when a
 * range would have fewer than `minPages` pages: the ranges past them are empty. An error met reading (a page
 * mupdf cannot load, a bad regular expression) is answered, not thrown: the split raises it only if no earlier
 * error comes first in the deposit's order.
 */
export function readSplitRange(input: RangeInput, report: ReportProgress = () => {}): RangeOutput {
  let handle: PdfHandle | undefined;
  let pageCount = 0;
  try {
    let slices = 1;
    let range = { firstPage: 1, lastPage: 0 };
    // Only the range's pages are looked through for annotations: the other ranges look through theirs.
    handle = openPdf(input.bytes, {
      pagesRead: (count) => {
        slices = Math.max(1, Math.min(input.slices, Math.floor(count / input.minPages)));
        range = {
          firstPage: Math.floor((input.slice * count) / slices) + 1,
          lastPage: Math.min(count, Math.floor(((input.slice + 1) * count) / slices)),
        };
        return range;
      },
    });
    pageCount = handle.pageCount;
    const progress = new PageProgress(Math.max(0, range.lastPage - range.firstPage + 1), 1, (p) =>
      report({ done: (p as DepositProgress).done, pageCount } satisfies RangeProgress),
    );
    progress.send();
    const starts =
      input.slice < slices
        ? readSplitStarts(handle, input.split, range, () => progress.advance(1), false)
        : [];
    progress.send();
    return { pageCount, annotations: handle.annotations, read: { starts } };
  } catch (err) {
    if (!(err instanceof DocumentError)) throw err;
    return { pageCount, annotations: handle?.annotations ?? false, read: failedOf(err) };
  } finally {
    handle?.close();
  }
}

export const failedOf = (err: DocumentError): SplitRead => ({
  failed: { code: err.code, message: err.message, details: err.details },
});
