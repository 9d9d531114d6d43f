import type { ComposeArea } from '@postbridge/documents';
import type { RgbaColor, TechnicalArea } from '@postbridge/domain';

// A channel's technical area as the composer takes it: the one mapping used by print composition
// (sending/providers/print-setup.ts) and by the System preview (preview-areas.ts), so that the preview draws what
// production will.

const RGBA = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*([\d.]+)\s*\)$/;
/** `rgba(r,g,b,a)` (validated when the channel was saved); undefined leaves the composer's default. */
export function rgbaOf(text: string): RgbaColor | undefined {
  const m = RGBA.exec(text.trim());
  return m ? { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: Number(m[4]) } : undefined;
}

/** The area with its content already evaluated (`value`; none for a rectangle or an area without content). */
export function composeAreaOf(area: TechnicalArea, value: string | undefined): ComposeArea {
  const colors = {
    bat: rgbaOf(area.colors.bat),
    production: rgbaOf(area.colors.production),
    error: rgbaOf(area.colors.error),
  };
  const fontColor = rgbaOf(area.fontColor);
  return {
    type: area.type,
    area: area.area,
    documentKind: area.documentKind,
    page: area.page,
    check: area.check,
    margins: area.margins,
    fontName: area.fontName,
    fontSize: area.fontSize,
    lineSpace: area.lineSpace,
    horizontalAlignment: area.horizontalAlignment,
    verticalAlignment: area.verticalAlignment,
    rtl: area.rtl,
    lineBreakMode: area.lineBreakMode,
    barcodeGs1Format: area.barcodeGs1Format,
    datamatrixShape: area.datamatrixShape,
    fitToArea: area.fitToArea,
    ...(fontColor ? { fontColor } : {}),
    colors: Object.fromEntries(Object.entries(colors).filter(([, c]) => c !== undefined)),
    ...(value !== undefined ? { value } : {}),
  };
}
