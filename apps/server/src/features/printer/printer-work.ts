import { openPdf } from '@postbridge/documents';
import { workTask } from '../../platform/work/work-pool';

// Loaded by the work pool's threads (work-tasks.ts): document work only.

/** A printed PDF's page count, read in the work pool (a PDF of any size never parses on the event loop). */
export const COUNT_PRINTED_PAGES_WORK = workTask<{ bytes: Uint8Array }, number>('printer.countPages', 60_000);

/** The number of pages of a PDF; a file that is not a readable PDF throws its DocumentError (pdf.invalid…). */
export function countPrintedPages({ bytes }: { bytes: Uint8Array }): number {
  const handle = openPdf(bytes);
  try {
    return handle.pageCount;
  } finally {
    handle.close();
  }
}
