import { sameAddressLines } from '../address/same-address-lines';
import { extractTextInArea } from '../pdf/extract-text-in-area';
import type { AreaMm, TextExtractionParameters } from '../pdf/extract-text-in-area';
import { openPdf } from '../pdf/open-pdf';
import type { PdfHandle } from '../pdf/open-pdf';
import { PageFingerprints } from '../pdf/page-fingerprints';
import type { ComposedDocument } from './types';

/** An area of a composed document that must read as given lines: the window showing the validated address. */
export type ExpectedWindow = {
  /** Page of the composed document (address page and padding included), from 1. */
  page: number;
  area: AreaMm;
  lines: readonly string[];
  extractionParameters?: Partial<TextExtractionParameters>;
};

/** What one document of a print file must be: where composition put it, and what its windows must read. */
export type OutputExpectation = Pick<ComposedDocument, 'firstPage' | 'lastPage' | 'fingerprints'> & {
  windows: readonly ExpectedWindow[];
};

export type VerificationCode = 'verify.pageRange' | 'verify.pageContent' | 'verify.windowText';

/** Why a document of the file is not what was validated; `details` name the page and what was read. */
export type VerificationFailure = { code: VerificationCode; details: Record<string, unknown> };

/**
 * Reads a print file back and checks each document against what composition meant to write (the closed loop
 * of docs/domain-decisions.md "Delivery integrity"): its page range is in the file and holds as many pages as
 * composed, each page has the fingerprint noted when it was composed (nothing of another letter, nothing
 * altered on the way to the file), and each window reads, with the extraction deposits use and line by line
 * after the same normalisation, exactly the lines expected. Answers, per document in order, null when it holds
 * or the first failure found.
 */
export function verifyComposedOutput(
  file: Uint8Array,
  documents: readonly OutputExpectation[],
): (VerificationFailure | null)[] {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const prints = new PageFingerprints(bytes);
  const { pages } = prints.structure();
  // Only the pages of the documents asked about are fingerprinted: a thread verifying a slice of the letters
  // does not hash the whole file.
  const written: WrittenPages = {
    count: pages.length,
    fingerprint: (page) => prints.of([pages[page - 1]!])[0]!,
  };
  const output = openPdf(file);
  try {
    return documents.map((document) => verifyDocument(document, written, output));
  } finally {
    output.close();
  }
}

/** The pages of the file: how many, and the fingerprint of one (1-based). */
type WrittenPages = { count: number; fingerprint: (page: number) => string };

function verifyDocument(
  document: OutputExpectation,
  written: WrittenPages,
  output: PdfHandle,
): VerificationFailure | null {
  const { firstPage, lastPage, fingerprints } = document;
  if (firstPage < 1 || lastPage > written.count || lastPage - firstPage + 1 !== fingerprints.length) {
    return {
      code: 'verify.pageRange',
      details: { firstPage, lastPage, pages: fingerprints.length, filePages: written.count },
    };
  }
  const altered = fingerprints.findIndex((expected, i) => written.fingerprint(firstPage + i) !== expected);
  if (altered >= 0) return { code: 'verify.pageContent', details: { page: firstPage + altered } };
  for (const window of document.windows) {
    const page = firstPage + window.page - 1;
    if (page > lastPage) {
      return { code: 'verify.windowText', details: { page, expected: window.lines, read: [] } };
    }
    const read = extractTextInArea(output, {
      page,
      area: window.area,
      ...(window.extractionParameters ? { extractionParameters: window.extractionParameters } : {}),
    }).lines;
    if (!sameAddressLines(read, window.lines)) {
      return { code: 'verify.windowText', details: { page, expected: window.lines, read } };
    }
  }
  return null;
}
