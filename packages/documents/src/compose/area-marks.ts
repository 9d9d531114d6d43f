import { TECHNICAL_AREA_DEFAULTS } from '@postbridge/domain';
import type { RgbaColor } from '@postbridge/domain';
import { DocumentError } from '../errors';
import { DEFAULT_PDF_FONT, isStandardPdfFont } from '../fonts';
import type { AreaMm } from '../pdf/extract-text-in-area';
import type { PageMark, PdfColor } from '../pdf/page-marks';
import { codeMatrix } from './codes';
import type { ComposeArea, ComposeWarningCode } from './types';

/** Module of a matrix code drawn at its natural size: 0.5 mm reads well on any office or mail scanner. */
const MATRIX_MODULE_MM = 0.5;
/** Narrowest bar of a barcode at its natural size (Code 128 X-dimension). */
const BAR_MODULE_MM = 0.33;

type AreaContext = {
  /** Proofs use the areas' `bat` fill. */
  proof: boolean;
  blackAndWhite: boolean;
  /** `check` found something in the area of the source page: the `error` fill shows it. */
  notBlank: boolean;
};

type AreaDrawing = {
  marks: PageMark[];
  warning?: { code: ComposeWarningCode; details: Record<string, unknown> };
};

/** The colour to paint with; in black and white a colour becomes its luminance (ITU-R BT.601). */
function pdfColorOf(color: RgbaColor, blackAndWhite: boolean): PdfColor {
  const alpha = Math.min(1, Math.max(0, color.a));
  if (blackAndWhite) return { gray: (0.299 * color.r + 0.587 * color.g + 0.114 * color.b) / 255, alpha };
  return { red: color.r / 255, green: color.g / 255, blue: color.b / 255, alpha };
}

/**
 * What one technical area draws on one page: its fill (production, bat on proofs, error when its check failed;
 * white by default, so an area blanks what the document has under it), then its content inside the margins.
 * A code that cannot be encoded draws the error fill and comes back as a warning.
 */
export function areaMarks(area: ComposeArea & { value?: string }, context: AreaContext): AreaDrawing {
  const fills = { ...TECHNICAL_AREA_DEFAULTS.colors, ...area.colors };
  const fill = context.notBlank ? fills.error : context.proof ? fills.bat : fills.production;
  const marks: PageMark[] = [];
  const paintFill = (color: RgbaColor) => {
    if (color.a > 0)
      marks.push({ kind: 'fill', area: area.area, color: pdfColorOf(color, context.blackAndWhite) });
  };
  const margins = { top: 0, right: 0, bottom: 0, left: 0, ...area.margins };
  const box: AreaMm = {
    left: area.area.left + margins.left,
    top: area.area.top + margins.top,
    width: area.area.width - margins.left - margins.right,
    height: area.area.height - margins.top - margins.bottom,
  };
  const value = area.value ?? '';
  const ink = pdfColorOf(area.fontColor ?? TECHNICAL_AREA_DEFAULTS.fontColor, context.blackAndWhite);
  const warning = context.notBlank ? { code: 'compose.areaNotBlank' as const, details: {} } : undefined;
  if (area.type === 'rectangle' || box.width <= 0 || box.height <= 0 || value.trim() === '') {
    paintFill(fill);
    return { marks, warning };
  }
  if (area.type === 'text') {
    paintFill(fill);
    const font = area.fontName ?? DEFAULT_PDF_FONT;
    if (!isStandardPdfFont(font)) {
      throw new DocumentError('compose.unknownFont', `Font '${font}' is not available`, { font });
    }
    marks.push({
      kind: 'text',
      box,
      clip: area.area,
      text: value,
      style: {
        font,
        size: area.fontSize ?? TECHNICAL_AREA_DEFAULTS.fontSize,
        color: ink,
        lineSpace: area.lineSpace ?? TECHNICAL_AREA_DEFAULTS.lineSpace,
        horizontalAlignment: area.horizontalAlignment ?? 'left',
        verticalAlignment: area.verticalAlignment ?? 'top',
        rtl: area.rtl ?? false,
        lineBreakMode: area.lineBreakMode ?? 'wordWrap',
        fitToArea: area.fitToArea ?? false,
      },
    });
    return { marks, warning };
  }
  let symbol;
  try {
    symbol = codeMatrix(area.type, value, {
      gs1: area.barcodeGs1Format ?? false,
      shape: area.datamatrixShape ?? 'square',
    });
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    paintFill(fills.error);
    return { marks, warning: { code: 'compose.invalidCode', details: error.details } };
  }
  paintFill(fill);
  marks.push({
    kind: 'modules',
    area: placeCode(area, box, symbol.columns, symbol.rows),
    columns: symbol.columns,
    rows: symbol.rows,
    modules: symbol.modules,
    color: ink,
  });
  return { marks, warning };
}

/**
 * A code at its natural size (square modules of `MATRIX_MODULE_MM`; bars of `BAR_MODULE_MM` as tall as the
 * box), or scaled to the box with `fitToArea` or when it would not fit, placed by the area's alignments.
 */
function placeCode(area: ComposeArea, box: AreaMm, columns: number, rows: number): AreaMm {
  let width: number;
  let height: number;
  if (rows === 1) {
    width = area.fitToArea ? box.width : Math.min(box.width, columns * BAR_MODULE_MM);
    height = box.height;
  } else {
    const natural = area.fitToArea ? Infinity : MATRIX_MODULE_MM;
    const module = Math.min(natural, box.width / columns, box.height / rows);
    width = columns * module;
    height = rows * module;
  }
  const h = area.horizontalAlignment ?? 'left';
  const v = area.verticalAlignment ?? 'top';
  const left =
    h === 'right'
      ? box.left + box.width - width
      : h === 'center'
        ? box.left + (box.width - width) / 2
        : box.left;
  const top =
    v === 'bottom'
      ? box.top + box.height - height
      : v === 'middle'
        ? box.top + (box.height - height) / 2
        : box.top;
  return { left, top, width, height };
}
