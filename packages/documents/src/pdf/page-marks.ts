import type { HORIZONTAL_ALIGNMENTS, LINE_BREAK_MODES, VERTICAL_ALIGNMENTS } from '@postbridge/domain';
import type { StandardPdfFont } from '../fonts';
import type { AreaMm } from './extract-text-in-area';

/** A colour to paint with, channels 0..1; grey is written in DeviceGray, the rest in DeviceRGB. */
export type PdfColor =
  { gray: number; alpha: number } | { red: number; green: number; blue: number; alpha: number };

export type HorizontalAlignment = (typeof HORIZONTAL_ALIGNMENTS)[number];
export type VerticalAlignment = (typeof VERTICAL_ALIGNMENTS)[number];
export type LineBreakMode = (typeof LINE_BREAK_MODES)[number];

export type TextStyle = {
  font: StandardPdfFont;
  /** Points. */
  size: number;
  color: PdfColor;
  /** Baseline to baseline, in font sizes (docs/product.md §3 "line space", default 1). */
  lineSpace: number;
  horizontalAlignment: HorizontalAlignment;
  verticalAlignment: VerticalAlignment;
  /** Right-to-left paragraphs: bidi reordering and shaping by mupdf's layout engine. */
  rtl: boolean;
  lineBreakMode: LineBreakMode;
  /** Shrink the size until the text fits the box, on the lines the text brings (no breaking). */
  fitToArea: boolean;
};

/**
 * What composition draws over a page, in millimetres from the top-left corner of the page as displayed (the
 * frame of docs/product.md §3 areas, as `extractTextInArea` reads them).
 */
export type PageMark =
  | { kind: 'fill'; area: AreaMm; color: PdfColor }
  /** A matrix code or a barcode (one row): dark modules as vector rectangles (design/PDF.md). */
  | {
      kind: 'modules';
      area: AreaMm;
      columns: number;
      rows: number;
      /** Row by row, 1 for a dark module. */
      modules: ArrayLike<number>;
      color: PdfColor;
    }
  /** Text laid out in `box`, nothing drawn outside `clip`. */
  | { kind: 'text'; box: AreaMm; clip: AreaMm; text: string; style: TextStyle }
  /** A line of text across the page diagonal, bottom-left to top-right (proof watermark). */
  | { kind: 'watermark'; text: string; font: StandardPdfFont; color: PdfColor };

/** A number for a content stream: at most 3 decimals, no exponent. */
export function num(n: number): string {
  const rounded = Math.round(n * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** The fill colour operator of a colour (alpha goes through an ExtGState, see `alphaOf`). */
export function fillColorOp(color: PdfColor): string {
  return 'gray' in color
    ? `${num(color.gray)} g`
    : `${num(color.red)} ${num(color.green)} ${num(color.blue)} rg`;
}
