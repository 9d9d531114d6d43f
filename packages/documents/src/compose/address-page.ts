import type { PageFormat } from '@postbridge/domain';
import { DocumentError } from '../errors';
import { DEFAULT_PDF_FONT } from '../fonts';
import type { AreaMm } from '../pdf/extract-text-in-area';
import type { PageMark, TextStyle } from '../pdf/page-marks';
import type { AddressPage, Envelope } from './types';

/**
 * Where the recipient block must sit on the page so that it shows through the envelope's window, in mm from
 * the page's top-left corner. DL (A4 folded in three) has its window on the right, 100 mm from the left and
 * 45 mm from the top (La Poste and most European right-window envelopes); C5 (folded in two) and C4 (flat)
 * window envelopes use the same position. US Letter in a #10 window envelope (the US counterpart of DL) has it
 * on the left: 7/8 in. from the left, 2 in. from the top, 4 × 1 1/8 in. Other formats: `addressWindow`.
 */
export const ADDRESS_WINDOWS_MM: Record<Envelope, Partial<Record<PageFormat, AreaMm>>> = {
  DL: {
    A4: { left: 100, top: 45, width: 90, height: 35 },
    US_LETTER: { left: 22, top: 51, width: 102, height: 29 },
  },
  C5: { A4: { left: 100, top: 45, width: 90, height: 35 } },
  C4: { A4: { left: 100, top: 45, width: 90, height: 35 } },
};

/** The sender block, top left, outside every window. */
const SENDER_AREA_MM: AreaMm = { left: 20, top: 15, width: 75, height: 25 };
/** The return address line takes the top of the window, the recipient the rest. */
const RETURN_LINE_MM = 4;

export function addressWindowOf(envelope: Envelope, format: PageFormat, override?: AreaMm): AreaMm {
  const window = override ?? ADDRESS_WINDOWS_MM[envelope][format];
  if (!window) {
    throw new DocumentError('compose.noAddressWindow', `No ${envelope} window is known for ${format} pages`, {
      envelope,
      format,
    });
  }
  return window;
}

const black = { gray: 0, alpha: 1 };
const style = (size: number): TextStyle => ({
  font: DEFAULT_PDF_FONT,
  size,
  color: black,
  lineSpace: 1.15,
  horizontalAlignment: 'left',
  verticalAlignment: 'top',
  rtl: false,
  lineBreakMode: 'clip',
  // Long addresses shrink rather than leave the window.
  fitToArea: true,
});

/** Lines of an address written top left in `box`, shrunk until they fit (never cut); null when all are blank. */
function addressTextMark(box: AreaMm, lines: readonly string[], size = 10): PageMark | null {
  const value = lines.filter((line) => line.trim() !== '').join('\n');
  return value === '' ? null : { kind: 'text', box, clip: box, text: value, style: style(size) };
}

/** Where the blocks of an address page are: the sender top left, the return line and the recipient in `window`. */
export function addressPageLayout(
  window: AreaMm,
  withReturnLine: boolean,
): { sender: AreaMm; returnLine: AreaMm | null; recipient: AreaMm } {
  if (!withReturnLine) return { sender: SENDER_AREA_MM, returnLine: null, recipient: window };
  return {
    sender: SENDER_AREA_MM,
    returnLine: { ...window, height: RETURN_LINE_MM },
    recipient: {
      ...window,
      top: window.top + RETURN_LINE_MM + 1,
      height: window.height - RETURN_LINE_MM - 1,
    },
  };
}

/** The return address as one line at the top of the window: its lines joined. */
export const returnLineOf = (lines: readonly string[]): string =>
  lines.filter((l) => l.trim() !== '').join(' · ');

/** The address blocks of an address page; the recipient inside `window`. */
export function addressPageMarks(address: AddressPage, window: AreaMm): PageMark[] {
  const marks: PageMark[] = [];
  const text = (box: AreaMm, lines: readonly string[], size: number) => {
    const mark = addressTextMark(box, lines, size);
    if (mark) marks.push(mark);
  };
  const layout = addressPageLayout(window, (address.returnAddress ?? []).length > 0);
  if (address.sender) text(layout.sender, address.sender, 9);
  if (layout.returnLine) text(layout.returnLine, [returnLineOf(address.returnAddress ?? [])], 6);
  text(layout.recipient, address.recipient, 10);
  return marks;
}

/** Space kept between the edge of a replaced area and the lines written in it. */
const REPLACEMENT_INSET_MM = 1;
const WHITE = { gray: 1, alpha: 1 };

/**
 * What replaces the content of an area (its content is erased by the output, see PdfOutput.appendSourcePage):
 * a white fill, for drawings that only touched the area, and the lines, as on an address page.
 */
export function replacementMarks(area: AreaMm, lines: readonly string[]): PageMark[] {
  const inset = Math.min(REPLACEMENT_INSET_MM, area.width / 4, area.height / 4);
  const box = {
    left: area.left + inset,
    top: area.top + inset,
    width: area.width - 2 * inset,
    height: area.height - 2 * inset,
  };
  const text = addressTextMark(box, lines);
  return [{ kind: 'fill', area, color: WHITE }, ...(text ? [text] : [])];
}
