import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractTextInArea } from './extract-text-in-area';
import { openPdf } from './open-pdf';
import type { PdfHandle } from './open-pdf';
import { addressOf, buildLetterBatch, drawTextMm, LETTER_AREAS } from './testing/letter-batch';
import { mmToPoints } from './units';

describe('extractTextInArea on a letter batch', () => {
  let handle: PdfHandle;
  beforeAll(async () => {
    handle = openPdf(await buildLetterBatch([2, 1]));
  });
  afterAll(() => handle.close());

  it('returns the address lines written in the window area, and nothing outside it', () => {
    const result = extractTextInArea(handle, { page: 3, area: LETTER_AREAS.address });
    expect(result.lines).toEqual(addressOf(2));
    expect(result.text).toBe(addressOf(2).join('\n'));
    expect(result.text).not.toContain('Ref.');
    expect(result.text).not.toContain('LETTER');
  });

  it('reads the marker area of every page, empty where nothing is written', () => {
    const markers = [1, 2, 3].map(
      (page) => extractTextInArea(handle, { page, area: LETTER_AREAS.marker }).text,
    );
    expect(markers).toEqual(['LETTER 1 PAGE 1/2', 'LETTER 1 PAGE 2/2', 'LETTER 2 PAGE 1/1']);
    expect(extractTextInArea(handle, { page: 2, area: LETTER_AREAS.address })).toEqual({
      text: '',
      lines: [],
    });
  });

  it('keeps a glyph whose centre is inside the area and drops one whose centre is outside', () => {
    // "Recipient 1" starts at 105 mm with an "R" 2.55 mm wide: its centre is at 106.27 mm.
    const at = (left: number) =>
      extractTextInArea(handle, { page: 1, area: { ...LETTER_AREAS.address, left, width: 80 } }).lines[0];
    expect(at(106.2)).toBe('Recipient 1');
    expect(at(106.35)).toBe('ecipient 1');
  });

  it('refuses an empty area and a page out of range', () => {
    const area = { left: 0, top: 0, width: 0, height: 10 };
    expect(() => extractTextInArea(handle, { page: 1, area })).toThrow(
      expect.objectContaining({ code: 'pdf.invalidArea' }),
    );
    expect(() => extractTextInArea(handle, { page: 4, area: LETTER_AREAS.address })).toThrow(
      expect.objectContaining({ code: 'pdf.pageOutOfRange' }),
    );
  });
});

describe('extraction parameters on a real PDF', () => {
  let handle: PdfHandle;
  beforeAll(async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([mmToPoints(210), mmToPoints(297)]);
    // "CEDEX" set 0.5 mm (1.4 pt) below the baseline of "75002 PARIS", as mail-merge tools sometimes do.
    drawTextMm(page, font, '75002 PARIS', 105, 60);
    drawTextMm(page, font, 'CEDEX', 130, 60.5);
    handle = openPdf(await doc.save());
  });
  afterAll(() => handle.close());

  it('splits slightly offset baselines when strict and joins them by default', () => {
    const area = { left: 100, top: 50, width: 90, height: 20 };
    const strict = extractTextInArea(handle, {
      page: 1,
      area,
      extractionParameters: { lineTolerance: 'strict' },
    });
    const loose = extractTextInArea(handle, {
      page: 1,
      area,
      extractionParameters: { lineTolerance: 'default' },
    });
    expect(strict.lines).toEqual(['75002 PARIS', 'CEDEX']);
    expect(loose.lines).toEqual(['75002 PARIS CEDEX']);
  });
});
