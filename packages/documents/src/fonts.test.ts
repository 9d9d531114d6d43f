import { expect, it } from 'vitest';
import { DEFAULT_PDF_FONT, isStandardPdfFont, STANDARD_PDF_FONTS } from './fonts';

it('lists the 14 standard PDF fonts, the default among them', () => {
  expect(STANDARD_PDF_FONTS).toHaveLength(14);
  expect(new Set(STANDARD_PDF_FONTS).size).toBe(14);
  expect(isStandardPdfFont(DEFAULT_PDF_FONT)).toBe(true);
  expect(isStandardPdfFont('Comic Sans')).toBe(false);
});
