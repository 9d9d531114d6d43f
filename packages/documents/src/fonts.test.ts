import { expect, it } from 'vitest';
import { DEFAULT_PDF_FONT, fontSubstituteOf, isStandardPdfFont, STANDARD_PDF_FONTS } from './fonts';

it('lists the 14 standard PDF fonts, the default among them', () => {
  expect(STANDARD_PDF_FONTS).toHaveLength(14);
  expect(new Set(STANDARD_PDF_FONTS).size).toBe(14);
  expect(isStandardPdfFont(DEFAULT_PDF_FONT)).toBe(true);
  expect(isStandardPdfFont('Comic Sans')).toBe(false);
});

it('finds the metric-compatible standard font of a font named without being embedded', () => {
  expect(fontSubstituteOf('Helvetica')).toBe('Helvetica');
  expect(fontSubstituteOf('ABCDEF+Helvetica-Bold')).toBe('Helvetica-Bold');
  expect(fontSubstituteOf('Arial')).toBe('Helvetica');
  expect(fontSubstituteOf('ArialMT')).toBe('Helvetica');
  expect(fontSubstituteOf('Arial,BoldItalic')).toBe('Helvetica-BoldOblique');
  expect(fontSubstituteOf('Arial-ItalicMT')).toBe('Helvetica-Oblique');
  expect(fontSubstituteOf('TimesNewRomanPSMT')).toBe('Times-Roman');
  expect(fontSubstituteOf('TimesNewRomanPS-BoldMT')).toBe('Times-Bold');
  expect(fontSubstituteOf('Times-Roman')).toBe('Times-Roman');
  expect(fontSubstituteOf('Times New Roman,Italic')).toBe('Times-Italic');
  expect(fontSubstituteOf('CourierNewPSMT')).toBe('Courier');
  expect(fontSubstituteOf('Courier-BoldOblique')).toBe('Courier-BoldOblique');
  expect(fontSubstituteOf('Symbol')).toBe('Symbol');
  expect(fontSubstituteOf('ZapfDingbats')).toBe('ZapfDingbats');
  expect(fontSubstituteOf('ComicSansMS')).toBeNull();
  expect(fontSubstituteOf('Calibri')).toBeNull();
  expect(fontSubstituteOf('ArialNarrow')).toBeNull();
});
