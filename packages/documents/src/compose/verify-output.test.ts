import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractTextInArea } from '../pdf/extract-text-in-area';
import type { AreaMm } from '../pdf/extract-text-in-area';
import { openPdf } from '../pdf/open-pdf';
import type { PdfHandle } from '../pdf/open-pdf';
import { addressOf, buildLetterBatch, LETTER_AREAS } from '../pdf/testing/letter-batch';
import { composeToBytes, pageText } from './testing/read-output';
import type { ComposeDocument, ComposeResult } from './types';
import { verifyComposedOutput } from './verify-output';
import type { OutputExpectation } from './verify-output';

// Letters of 2, 1 and 3 pages, the address of each in the window of its first page.
const COUNTS = [2, 1, 3];
const WINDOW = LETTER_AREAS.address;
const VALIDATED = ['M. Paul Lemoine', '6 rue du Moulin', '21000 DIJON'];

let source: PdfHandle;
beforeAll(async () => {
  source = openPdf(await buildLetterBatch(COUNTS));
});
afterAll(() => source.close());

function letters(extra: (index: number) => Partial<ComposeDocument> = () => ({})): ComposeDocument[] {
  let first = 1;
  return COUNTS.map((count, index) => {
    const document = {
      pages: [{ pdf: source, firstPage: first, lastPage: first + count - 1 }],
      ...extra(index),
    };
    first += count;
    return document;
  });
}

/** What each letter must read in its window: the validated lines for letter 2, the original ones otherwise. */
function expectations(result: ComposeResult, windowLines = (i: number) => addressOf(i + 1)) {
  return result.documents.map((d): OutputExpectation => ({
    firstPage: d.firstPage,
    lastPage: d.lastPage,
    fingerprints: d.fingerprints,
    windows: [{ page: 1, area: WINDOW, lines: windowLines(d.index) }],
  }));
}

const withOpen = <T>(bytes: Uint8Array, read: (pdf: PdfHandle) => T): T => {
  const pdf = openPdf(bytes);
  try {
    return read(pdf);
  } finally {
    pdf.close();
  }
};

const replaceLetter2 = (index: number): Partial<ComposeDocument> =>
  index === 1 ? { replacements: [{ page: 1, area: WINDOW, lines: VALIDATED }] } : {};
const validatedLines = (i: number) => (i === 1 ? VALIDATED : addressOf(i + 1));

describe('composeOutput: an area replaced by validated lines', () => {
  it('erases what the window showed and writes the validated lines; the rest of the page is untouched', async () => {
    const { bytes } = await composeToBytes(letters(replaceLetter2));
    const page3 = (area: AreaMm = WINDOW) =>
      withOpen(bytes, (pdf) => extractTextInArea(pdf, { page: 3, area }).lines);
    expect(page3()).toEqual(VALIDATED);
    // Erased from the content, not hidden under white: no text extraction of the page finds the old lines.
    const text = pageText(bytes, 3);
    for (const line of addressOf(2)) expect(text).not.toContain(line);
    expect(text).toContain('Ref. 2-1');
    expect(text).toContain('Body text outside every area.');
    expect(page3(LETTER_AREAS.marker)).toEqual(['LETTER 2 PAGE 1/1']);
  });

  it('keeps the pages of letters without a replacement as the source had them', async () => {
    const plain = await composeToBytes(letters());
    const replaced = await composeToBytes(letters(replaceLetter2));
    expect(replaced.result.documents[0]!.fingerprints).toEqual(plain.result.documents[0]!.fingerprints);
    expect(replaced.result.documents[2]!.fingerprints).toEqual(plain.result.documents[2]!.fingerprints);
    expect(replaced.result.documents[1]!.fingerprints).not.toEqual(plain.result.documents[1]!.fingerprints);
    expect(
      withOpen(replaced.bytes, (pdf) => extractTextInArea(pdf, { page: 1, area: WINDOW }).lines),
    ).toEqual(addressOf(1));
  });

  it('shrinks a long address to fit the window rather than cutting it', async () => {
    const long = ['Madame la Directrice des Ressources Humaines et de la Formation', ...VALIDATED, 'FRANCE'];
    const { bytes } = await composeToBytes(
      letters((i) => (i === 0 ? { replacements: [{ page: 1, area: WINDOW, lines: long }] } : {})),
    );
    expect(withOpen(bytes, (pdf) => extractTextInArea(pdf, { page: 1, area: WINDOW }).lines)).toEqual(long);
  });
});

describe('verifyComposedOutput', () => {
  it('finds every letter as composed: page ranges, page contents and windows', async () => {
    const { bytes, result } = await composeToBytes(letters(replaceLetter2));
    expect(verifyComposedOutput(bytes, expectations(result, validatedLines))).toEqual([null, null, null]);
  });

  it('stops the letter whose window does not read the validated address, saying what it read', async () => {
    // Composed without the replacement: letter 2's window still shows the deposited address.
    const { bytes, result } = await composeToBytes(letters());
    const failures = verifyComposedOutput(bytes, expectations(result, validatedLines));
    expect(failures[0]).toBeNull();
    expect(failures[2]).toBeNull();
    expect(failures[1]).toEqual({
      code: 'verify.windowText',
      details: { page: 3, expected: VALIDATED, read: addressOf(2) },
    });
  });

  it('stops the letters whose pages were altered or moved after composition', async () => {
    const { bytes, result } = await composeToBytes(letters(replaceLetter2));
    // Pages 4 and 5 (letter 3's first two) swapped in the written file.
    const doc = new mupdf.PDFDocument(bytes);
    doc.rearrangePages([0, 1, 2, 4, 3, 5]);
    const swapped = doc.saveToBuffer('').asUint8Array().slice();
    doc.destroy();
    const failures = verifyComposedOutput(swapped, expectations(result, validatedLines));
    expect(failures).toEqual([null, null, { code: 'verify.pageContent', details: { page: 4 } }]);
  });

  it('stops the letters the file does not hold whole', async () => {
    const { bytes, result } = await composeToBytes(letters());
    const doc = new mupdf.PDFDocument(bytes);
    doc.deletePage(5);
    const cut = doc.saveToBuffer('').asUint8Array().slice();
    doc.destroy();
    const failures = verifyComposedOutput(cut, expectations(result));
    expect(failures.slice(0, 2)).toEqual([null, null]);
    expect(failures[2]).toMatchObject({ code: 'verify.pageRange', details: { lastPage: 6, filePages: 5 } });
  });

  it('stops a letter whose validated address has characters no font can print', async () => {
    const hebrew = ['משה כהן', 'רחוב הרצל 12', '6120101 תל אביב'];
    const { bytes, result } = await composeToBytes(
      letters((i) => (i === 0 ? { replacements: [{ page: 1, area: WINDOW, lines: hebrew }] } : {})),
    );
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ document: 0, code: 'compose.missingGlyphs' }),
    );
    const failures = verifyComposedOutput(
      bytes,
      expectations(result, (i) => (i === 0 ? hebrew : addressOf(i + 1))),
    );
    expect(failures[0]).toMatchObject({ code: 'verify.windowText' });
    expect(failures.slice(1)).toEqual([null, null]);
  });
});
