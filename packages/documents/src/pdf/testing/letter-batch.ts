// Test and benchmark fixtures, generated in code (no binary files in the repository). Not exported by the package.
import * as mupdf from 'mupdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { PAGE_SIZES_MM } from '@postbridge/domain';
import type { AreaMm } from '../extract-text-in-area';
import { mmToPoints } from '../units';

const A4 = PAGE_SIZES_MM.A4;

/** Where the batch writes its texts: a DL window address block and a marker line at the top. */
export const LETTER_AREAS = {
  address: { left: 100, top: 45, width: 90, height: 35 },
  marker: { left: 10, top: 8, width: 80, height: 8 },
} as const satisfies Record<string, AreaMm>;

const FONT_SIZE = 10;

/** Writes `text` with its baseline `baselineMm` below the top of an A4 page, `leftMm` from the left. */
export function drawTextMm(
  page: PDFPage,
  font: PDFFont,
  text: string,
  leftMm: number,
  baselineMm: number,
): void {
  page.drawText(text, {
    x: mmToPoints(leftMm),
    y: mmToPoints(A4.height - baselineMm),
    size: FONT_SIZE,
    font,
  });
}

export function addressOf(letter: number): string[] {
  return [`Recipient ${letter}`, `${letter} Rue de la Paix`, `75002 PARIS`];
}

type LetterBatchOptions = {
  /**
   * The address lines of letter n (1-based), at most 5 so that they stay in the window area; default
   * `addressOf`. Helvetica is WinAnsi-encoded: Latin-1 accents (é, è, ç, â, ï…) and the typographic apostrophe
   * are fine.
   */
  addressOf?: (letter: number) => readonly string[];
};

/**
 * A batch of letters on A4: each page has the marker line "LETTER <n> PAGE <k>/<count>" in the marker area,
 * the first page of each letter has the address in the window area, and every page has body text outside
 * both areas, one line on the same baseline as the address's first line.
 */
export async function buildLetterBatch(
  pagesPerLetter: readonly number[],
  options: LetterBatchOptions = {},
): Promise<Uint8Array> {
  const addressOfLetter = options.addressOf ?? addressOf;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  pagesPerLetter.forEach((count, index) => {
    const letter = index + 1;
    for (let k = 1; k <= count; k++) {
      const page = doc.addPage([mmToPoints(A4.width), mmToPoints(A4.height)]);
      drawTextMm(page, font, `LETTER ${letter} PAGE ${k}/${count}`, 12, 13);
      if (k === 1) {
        addressOfLetter(letter).forEach((line, i) => drawTextMm(page, font, line, 105, 55 + i * 5));
      }
      drawTextMm(page, font, `Ref. ${letter}-${k}`, 20, 55);
      drawTextMm(page, font, 'Body text outside every area.', 20, 100);
    }
  });
  return doc.save();
}

/** The same document encrypted with AES-256; no user password means it opens but is protected. */
export function encryptPdf(bytes: Uint8Array, passwords: { user?: string; owner: string }): Uint8Array {
  const doc = new mupdf.PDFDocument(bytes);
  const user = passwords.user ? `,user-password=${passwords.user}` : '';
  const buffer = doc.saveToBuffer(`encrypt=aes-256,owner-password=${passwords.owner}${user}`);
  const out = buffer.asUint8Array().slice();
  buffer.destroy();
  doc.destroy();
  return out;
}
