/**
 * Fonts technical areas may use (docs/product.md §3 "font name"; /app/config availableFonts). These are the
 * 14 standard PDF fonts every PDF reader and print engine has built in. Composed output embeds them anyway
 * (pdf/embed-fonts.ts, their metric-compatible URW twins built into mupdf): print shops want every font embedded.
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

// Fonts a PDF names without embedding them, by family, with the standard font whose free metric-compatible
// twin (URW's Nimbus, built into mupdf) composition embeds in their place: Arial was drawn on Helvetica's
// metrics, Times New Roman on Times', Courier New on Courier's.
const FAMILIES: readonly [RegExp, 'Helvetica' | 'Times' | 'Courier' | 'Symbol' | 'ZapfDingbats'][] = [
  [/^(helvetica|arial)$/, 'Helvetica'],
  [/^(times|timesroman|timesnewroman)$/, 'Times'],
  [/^(courier|couriernew)$/, 'Courier'],
  [/^symbol$/, 'Symbol'],
  [/^(zapfdingbats|dingbats)$/, 'ZapfDingbats'],
];

/**
 * The standard font that can stand in for a font a PDF names without embedding it (`BaseFont`, a subset
 * prefix such as `ABCDEF+` ignored), or null when none is metric-compatible: then the text would print with
 * other widths than the author saw.
 */
export function fontSubstituteOf(baseFont: string): StandardPdfFont | null {
  const name = baseFont.replace(/^[A-Z]{6}\+/, '').replace(/\s+/g, '');
  // Widths of narrow, condensed, light or black cuts are not the standard fonts'.
  if (/narrow|condensed|light|black|medium|semi|demi/i.test(name)) return null;
  const family = name
    .split(/[-,]/)[0]!
    .replace(/(psmt|ps|mt)$/i, '')
    .toLowerCase();
  const bold = /bold/i.test(name);
  const italic = /italic|oblique/i.test(name);
  const found = FAMILIES.find(([pattern]) => pattern.test(family));
  if (!found) return null;
  const base = found[1];
  if (base === 'Symbol' || base === 'ZapfDingbats') return base;
  if (base === 'Times') {
    return bold && italic
      ? 'Times-BoldItalic'
      : bold
        ? 'Times-Bold'
        : italic
          ? 'Times-Italic'
          : 'Times-Roman';
  }
  const slant = bold && italic ? '-BoldOblique' : bold ? '-Bold' : italic ? '-Oblique' : '';
  return `${base}${slant}` as StandardPdfFont;
}
