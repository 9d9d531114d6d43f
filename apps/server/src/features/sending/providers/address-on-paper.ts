import {
  extractTextInArea,
  sameAddressLines,
  type AreaMm,
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

/** The first `pdfText` node of an expression: where on the letter the address was read. */
export function windowNodeOf(expression: Expression | null | undefined): PdfTextNode | null {
  if (!expression) return null;
  if (expression.kind === 'pdfText') return expression;
  const children: (Expression | null)[] =
    'operands' in expression ? expression.operands : 'operand' in expression ? [expression.operand] : [];
  for (const child of children) {
    const found = windowNodeOf(child);
    if (found) return found;
  }
  return null;
}

export type AddressOnPaper =
  | { ok: true; replacements: AreaReplacement[]; windows: ExpectedWindow[] }
  | { ok: false; code: 'verify.noWindow'; error: string };

/**
 * How one letter carries its validated address `lines`: on its address page (`addressPageWindow`, the window
 * of the envelope on the address page), else in the window its address was read from (`window`), rewritten
 * when what the page shows there is not, line by line, the validated address (edited, forced, or changed by
 * the checks). A letter whose window already shows it keeps its page untouched. A postal letter whose address
 * is neither read from a window nor given an address page would leave with no address a person validated on
 * it: it is refused.
 */
export async function addressOnPaper(
  documents: PackGroupDocuments,
  group: Parameters<PackGroupDocuments['pagesOf']>[0],
  lines: readonly string[],
  placement: { window: PdfTextNode | null; addressPageWindow: AreaMm | null },
): Promise<AddressOnPaper> {
  if (placement.addressPageWindow) {
    return {
      ok: true,
      replacements: [],
      windows: [{ page: 1, area: placement.addressPageWindow, lines }],
    };
  }
  const { window } = placement;
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
  const shown = extractTextInArea(located.pdf, {
    page: located.sourcePage,
    area: window.area,
    extractionParameters,
  }).lines;
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
      : [{ page: located.documentPage, area: window.area, lines }],
    windows: [expected],
  };
}
