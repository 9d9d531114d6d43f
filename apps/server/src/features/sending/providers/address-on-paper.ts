import {
  extractTextInArea,
  sameAddressLines,
  type AreaReplacement,
  type ExpectedWindow,
} from '@postbridge/documents';
import type { Expression } from '@postbridge/domain';
import type { PackGroupDocuments } from '../pack-group-documents';

// What a person validated is what leaves (docs/domain-decisions.md "Delivery integrity"): the address the
// carrier reads through the envelope's window is the validated one. Either the letter's own window already
// shows it, or its window is rewritten with it, or an address page carries it; and composition is told what
// each window must read, for verification to check on the file written.

type PdfTextNode = Extract<Expression, { kind: 'pdfText' }>;

type AddressOnPaper =
  | { ok: true; replacements: AreaReplacement[]; windows: ExpectedWindow[] }
  | { ok: false; code: 'verify.noWindow'; error: string };

/**
 * How a letter without an address page carries a validated address `lines`: in the area of the letter it was
 * read from (`window`, the requirement's `pdfText` node), rewritten when what the page shows there is not, line
 * by line, the validated address (edited, forced, or changed by the checks). A letter whose window already shows
 * it keeps its page untouched. An address not read from the letter would leave with no address a person
 * validated on it: it is refused.
 */
export async function addressOnPaper(
  documents: PackGroupDocuments,
  group: Parameters<PackGroupDocuments['pagesOf']>[0],
  lines: readonly string[],
  window: PdfTextNode | null,
): Promise<AddressOnPaper> {
  const located =
    window && (await documents.locatePage(group, window.fromMain ? null : window.boxName, window.page));
  if (!window || !located) {
    return {
      ok: false,
      code: 'verify.noWindow',
      error:
        'Stopped before sending: the validated address would be printed nowhere (it is not read from a window of the letter, and the output file has no address page).',
    };
  }
  const extractionParameters = window.extractionParameters;
  const read = extractTextInArea(located.pdf, {
    page: located.sourcePage,
    area: window.area,
    extractionParameters,
  });
  const shown = read.lines;
  // A window whose standard keeps a return line and endorsements atop the recipient (DIN 5008) is rewritten
  // below them only: they stay as the sender printed them, and the recipient goes where the carrier reads it.
  const offset = read.recipientTopMm ?? 0;
  const rewritten =
    offset > 0 && offset < window.area.height
      ? { ...window.area, top: window.area.top + offset, height: window.area.height - offset }
      : window.area;
  const expected: ExpectedWindow = {
    page: located.documentPage,
    area: window.area,
    lines,
    extractionParameters,
  };
  return {
    ok: true,
    replacements: sameAddressLines(shown, lines)
      ? []
      : [{ page: located.documentPage, area: rewritten, lines }],
    windows: [expected],
  };
}
