import { DEFAULT_LINE_TOLERANCE, DEFAULT_WORD_SPACE } from '@postbridge/domain';
import type { AddressWindowStandard, LineTolerance, WordSpace } from '@postbridge/domain';
import { windowAnatomy } from '../address/window-anatomy';
import { DocumentError } from '../errors';
import { mupdfOf } from './open-pdf';
import type { PdfHandle } from './open-pdf';
import { layoutTextLines } from './text-lines';
import type { PlacedChar } from './text-lines';
import { mmToPoints, pointsToMm } from './units';

/** docs/product.md §3 "Box area": millimetres from the top-left corner of the page as displayed. */
export type AreaMm = { left: number; top: number; width: number; height: number };

export type TextExtractionParameters = {
  lineTolerance: LineTolerance;
  wordSpace: WordSpace;
  /** The window standard of an address area: what its window shows above the recipient is read apart. */
  window?: AddressWindowStandard;
};

/** docs/product.md §3 "PDF text extraction parameters": page (1-based), area, extractionParameters. */
export type TextInAreaRequest = {
  page: number;
  area: AreaMm;
  extractionParameters?: Partial<TextExtractionParameters>;
  /**
   * Nothing reads the page's content after this (a split's ranges read the marker area alone): it is not kept
   * for them (the handle's display list, open-pdf.ts).
   */
  once?: boolean;
};

/**
 * The lines of the area and them joined. For an address area that names its window standard, `lines` are the
 * recipient's, and the return line and endorsements atop the window (smaller type; DIN 5008: in its zone) come apart.
 */
export type TextInArea = {
  text: string;
  lines: string[];
  returnAddress?: string[];
  endorsements?: string[];
  /** Where the recipient begins in the area, in mm below its top, when lines atop it were told apart. */
  recipientTopMm?: number;
};

/**
 * Text inside an area of one page: split detection, address extraction and /pdf/extractText all use it.
 * A glyph belongs to the area when the centre of its box is inside; mupdf first clips the structured text to
 * the area (design/PDF.md: clipping first is 1.5x to 5x faster than reading the whole page).
 */
export function extractTextInArea(handle: PdfHandle, request: TextInAreaRequest): TextInArea {
  const { area } = request;
  if (
    ![area.left, area.top, area.width, area.height].every(Number.isFinite) ||
    area.width <= 0 ||
    area.height <= 0
  ) {
    throw new DocumentError('pdf.invalidArea', 'The area needs a positive width and height in mm', { area });
  }
  const page = mupdfOf(handle).page(request.page);
  const [px, py] = page.getBounds();
  const x0 = px + mmToPoints(area.left);
  const y0 = py + mmToPoints(area.top);
  const x1 = x0 + mmToPoints(area.width);
  const y1 = y0 + mmToPoints(area.height);

  const chars: PlacedChar[] = [];
  const options = `clip-rect=${x0}:${y0}:${x1}:${y1}`;
  // Run once, the page's content goes straight into the text: keeping its display list costs more than it saves.
  const stext = request.once
    ? page.toStructuredText(options)
    : mupdfOf(handle).displayList(request.page).toStructuredText(options);
  try {
    stext.walk({
      onChar(c, origin, _font, size, quad) {
        const cx = (quad[0] + quad[2] + quad[4] + quad[6]) / 4;
        const cy = (quad[1] + quad[3] + quad[5] + quad[7]) / 4;
        if (cx < x0 || cx > x1 || cy < y0 || cy > y1) return;
        chars.push({
          c,
          x0: Math.min(quad[0], quad[4]),
          x1: Math.max(quad[2], quad[6]),
          baseline: origin[1],
          size,
        });
      },
    });
  } finally {
    stext.destroy();
  }
  const placed = layoutTextLines(chars, {
    lineTolerance: request.extractionParameters?.lineTolerance ?? DEFAULT_LINE_TOLERANCE,
    wordSpace: request.extractionParameters?.wordSpace ?? DEFAULT_WORD_SPACE,
  });
  const window = request.extractionParameters?.window;
  if (!window || window === 'FREE') {
    const lines = placed.map((line) => line.text);
    return { text: lines.join('\n'), lines };
  }
  const anatomy = windowAnatomy(
    placed.map((line) => ({
      text: line.text,
      baselineMm: pointsToMm(line.baseline - y0),
      sizePt: line.size,
    })),
    window,
  );
  return {
    text: anatomy.recipient.join('\n'),
    lines: anatomy.recipient,
    returnAddress: anatomy.returnAddress,
    endorsements: anatomy.endorsements,
    ...(anatomy.recipientTopMm !== undefined ? { recipientTopMm: anatomy.recipientTopMm } : {}),
  };
}
