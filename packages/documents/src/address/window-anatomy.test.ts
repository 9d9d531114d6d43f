import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractTextInArea } from '../pdf/extract-text-in-area';
import { openPdf } from '../pdf/open-pdf';
import { mmToPoints } from '../pdf/units';
import { checkPostalAddress } from './check-postal-address';
import { parsePostalAddress } from './parse-postal-address';
import { windowAnatomy, type WindowLine } from './window-anatomy';

const A4 = { width: 210, height: 297 };
/** DIN 5008 form B address field: 20 mm from the left, 45 mm from the top, 85 × 45 mm. */
const FORM_B = { left: 20, top: 45, width: 85, height: 45 };
const RETURN_LINE = 'Hanse Handel GmbH · Speicherstadt 17 · 20095 Hamburg';
const RECIPIENT = ['Herrn', 'Max Mustermann', 'Königsallee 1', '40213 Düsseldorf'];

/**
 * A letter laid out for a DIN 5008 form B window: the return line in 7 pt at the top of the return and
 * endorsement zone, an endorsement below it, the recipient in 10 pt in the address zone (17.7 mm down).
 */
async function dinLetter(options: { endorsement?: string; returnSize?: number } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([mmToPoints(A4.width), mmToPoints(A4.height)]);
  const text = (s: string, leftMm: number, baselineMm: number, size: number) =>
    page.drawText(s, { x: mmToPoints(leftMm), y: mmToPoints(A4.height - baselineMm), size, font });
  text(RETURN_LINE, 25, FORM_B.top + 5, options.returnSize ?? 7);
  if (options.endorsement) text(options.endorsement, 25, FORM_B.top + 10, 7);
  RECIPIENT.forEach((line, i) => text(line, 25, FORM_B.top + 17.7 + 5 + i * 4.5, 10));
  text('Sehr geehrter Herr Mustermann,', 25, 110, 10);
  return doc.save();
}

const line = (text: string, baselineMm: number, sizePt: number): WindowLine => ({ text, baselineMm, sizePt });

describe('windowAnatomy', () => {
  const lines = [
    line(RETURN_LINE, 5, 7),
    line('Einschreiben', 10, 7),
    ...RECIPIENT.map((t, i) => line(t, 22.7 + i * 4.5, 10)),
  ];

  it('reads the small lines of a DIN 5008 zone as return line and endorsements', () => {
    expect(windowAnatomy(lines, 'DIN_5008_B')).toEqual({
      recipient: RECIPIENT,
      returnAddress: ['Hanse Handel GmbH', 'Speicherstadt 17', '20095 Hamburg'],
      endorsements: ['Einschreiben'],
      recipientTopMm: 17.7,
    });
  });

  it('says where the recipient begins: the DIN address zone, else between the small lines and the recipient', () => {
    expect(windowAnatomy(lines, 'DIN_5008_B').recipientTopMm).toBe(17.7);
    // A recipient starting higher than the zone allows: below the endorsement's descenders, above its capitals.
    const high = [line(RETURN_LINE, 5, 7), ...RECIPIENT.map((t, i) => line(t, 12 + i * 4.5, 10))];
    const top = windowAnatomy(high, 'DIN_5008_B').recipientTopMm!;
    expect(top).toBeGreaterThan(5 + 0.25 * 7 * (25.4 / 72));
    expect(top).toBeLessThan(12 - 0.75 * 10 * (25.4 / 72));
    const right = [line('Kleingedrucktes', 4, 6), ...RECIPIENT.map((t, i) => line(t, 14 + i * 4.5, 10))];
    expect(windowAnatomy(right, 'C5_6_RIGHT').recipientTopMm).toBeCloseTo((4 + 0.525 + 14 - 2.646) / 2, 1);
    expect(windowAnatomy(right, 'FREE').recipientTopMm).toBeUndefined();
  });

  it('keeps every line for the recipient in a free window, or when the type is one size', () => {
    expect(windowAnatomy(lines, 'FREE').recipient).toHaveLength(6);
    expect(windowAnatomy(lines, undefined).recipient).toHaveLength(6);
    const oneSize = lines.map((l) => ({ ...l, sizePt: 10 }));
    expect(windowAnatomy(oneSize, 'DIN_5008_B').recipient).toHaveLength(6);
  });

  it('takes no line below the DIN zone, and tells a small top line by its type in other windows', () => {
    // Form A's zone is 12.7 mm: a small line 14 mm down is below it, and stays with the recipient.
    const low = [line('Kleingedrucktes', 14, 7), ...RECIPIENT.map((t, i) => line(t, 18 + i * 4.5, 10))];
    expect(windowAnatomy(low, 'DIN_5008_A').recipient).toHaveLength(5);
    expect(windowAnatomy(low, 'C5_6_RIGHT')).toMatchObject({
      recipient: RECIPIENT,
      returnAddress: ['Kleingedrucktes'],
    });
  });
});

describe('a DIN 5008 letter read through its window', () => {
  it('never makes the return line a recipient line, and reports it as the return address', async () => {
    const pdf = openPdf(await dinLetter({ endorsement: 'Einschreiben' }));
    try {
      const read = extractTextInArea(pdf, {
        page: 1,
        area: FORM_B,
        extractionParameters: { window: 'DIN_5008_B' },
      });
      expect(read.lines).toEqual(RECIPIENT);
      expect(read.text).toBe(RECIPIENT.join('\n'));
      expect(read.returnAddress).toEqual(['Hanse Handel GmbH', 'Speicherstadt 17', '20095 Hamburg']);
      expect(read.endorsements).toEqual(['Einschreiben']);
      // Checked in a German account, the recipient is a good German domestic address of four lines.
      expect(checkPostalAddress(parsePostalAddress(read.text, { defaultCountry: 'DE' }))).toMatchObject({
        quality: 'GOOD',
        countryCode: 'DE',
        lines: RECIPIENT,
      });
      // The same window read without its standard: the return line is the first line, as before.
      expect(extractTextInArea(pdf, { page: 1, area: FORM_B }).lines[0]).toBe(RETURN_LINE);
    } finally {
      pdf.close();
    }
  });

  it('keeps a return line written as large as the recipient with the recipient (nothing is guessed away)', async () => {
    const pdf = openPdf(await dinLetter({ returnSize: 10 }));
    try {
      const read = extractTextInArea(pdf, {
        page: 1,
        area: FORM_B,
        extractionParameters: { window: 'DIN_5008_B' },
      });
      // (At 10 pt the line is wider than the window: its end is cut by the area.)
      expect(read.lines).toHaveLength(5);
      expect(read.lines.slice(1)).toEqual(RECIPIENT);
      expect(read.returnAddress).toEqual([]);
    } finally {
      pdf.close();
    }
  });
});
