import * as mupdf from 'mupdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { composeToBytes, pageText } from '../compose/testing/read-output';
import { extractTextInArea } from './extract-text-in-area';
import { openPdf } from './open-pdf';
import { mmToPoints } from './units';

// What is on the page is what is read and printed: text shown by a filled form field or by an annotation is
// read from the area like the page's own text, and printed as the original showed it.

const WINDOW = { left: 100, top: 45, width: 90, height: 40 };
const ADDRESS = ['M. Paul Lemoine', '6 rue du Moulin', '21000 DIJON'];
const A4: [number, number] = [mmToPoints(210), mmToPoints(297)];

/** A letter whose address is the value of a filled text field in the window, as form-made letters are. */
async function formLetter(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage(A4);
  page.drawText('Body text', { x: mmToPoints(20), y: mmToPoints(100), size: 10, font });
  const field = doc.getForm().createTextField('address');
  field.enableMultiline();
  field.setText(ADDRESS.join('\n'));
  field.addToPage(page, {
    x: mmToPoints(102),
    y: mmToPoints(297 - 82),
    width: mmToPoints(85),
    height: mmToPoints(34),
    font,
    borderWidth: 0,
  });
  doc.getForm().updateFieldAppearances(font);
  return doc.save();
}

/**
 * A page with a free-text annotation over the window, hidden (annotation flag 2) when asked; after `before`
 * pages without any.
 */
function annotatedLetter(text: string, hidden = false, before = 0): Uint8Array {
  const doc = new mupdf.PDFDocument();
  try {
    for (let i = 0; i <= before; i++)
      doc.insertPage(-1, doc.addPage([0, 0, ...A4], 0, doc.addObject({}), 'BT /F1 10 Tf ET'));
    const page = doc.loadPage(before);
    const annotation = page.createAnnotation('FreeText');
    annotation.setRect([mmToPoints(102), mmToPoints(47), mmToPoints(185), mmToPoints(80)]);
    annotation.setContents(text);
    if (hidden) annotation.setFlags(2);
    annotation.update();
    return doc.saveToBuffer('').asUint8Array().slice();
  } finally {
    doc.destroy();
  }
}

const windowOf = (bytes: Uint8Array) => {
  const pdf = openPdf(bytes);
  try {
    return extractTextInArea(pdf, { page: 1, area: WINDOW }).lines;
  } finally {
    pdf.close();
  }
};

async function composed(bytes: Uint8Array): Promise<Uint8Array> {
  const pdf = openPdf(bytes);
  try {
    return (await composeToBytes([{ pages: [{ pdf, firstPage: 1, lastPage: 1 }] }])).bytes;
  } finally {
    pdf.close();
  }
}

describe('form fields and annotations', () => {
  it('reads a filled form field in the area and prints it flattened', async () => {
    const letter = await formLetter();
    expect(windowOf(letter)).toEqual(ADDRESS);
    const printed = await composed(letter);
    expect(windowOf(printed)).toEqual(ADDRESS);
    expect(pageText(printed, 1)).toContain('21000 DIJON');
  });

  it('reads a free-text annotation in the area and prints it', async () => {
    const letter = annotatedLetter(ADDRESS.join('\n'));
    expect(windowOf(letter)).toEqual(ADDRESS);
    expect(windowOf(await composed(letter))).toEqual(ADDRESS);
  });

  it('looks for annotations only in the pages a range reads, and reads them there', () => {
    const letter = annotatedLetter(ADDRESS.join('\n'), false, 1);
    const first = openPdf(letter, { pagesRead: () => ({ firstPage: 1, lastPage: 1 }) });
    const second = openPdf(letter, { pagesRead: (count) => ({ firstPage: 2, lastPage: count }) });
    try {
      expect(first.annotations).toBe(false);
      expect(extractTextInArea(first, { page: 1, area: WINDOW }).lines).toEqual([]);
      expect(second.annotations).toBe(true);
      expect(extractTextInArea(second, { page: 2, area: WINDOW }).lines).toEqual(ADDRESS);
    } finally {
      first.close();
      second.close();
    }
  });

  it('neither reads nor prints an annotation the page does not show', async () => {
    const letter = annotatedLetter(ADDRESS.join('\n'), true);
    expect(windowOf(letter)).toEqual([]);
    expect(windowOf(await composed(letter))).toEqual([]);
  });
});
