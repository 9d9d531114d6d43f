/**
 * Fonts technical areas may use (docs/product.md §3 "font name"; /app/config availableFonts). These are the
 * 14 standard PDF fonts every PDF reader and print engine has built in, so composed output needs no embedded
 * font for them.
 */
export const STANDARD_PDF_FONTS = [
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
  'Symbol',
  'ZapfDingbats',
] as const;
export type StandardPdfFont = (typeof STANDARD_PDF_FONTS)[number];

export const DEFAULT_PDF_FONT: StandardPdfFont = 'Helvetica';

export function isStandardPdfFont(name: string): name is StandardPdfFont {
  return (STANDARD_PDF_FONTS as readonly string[]).includes(name);
}
