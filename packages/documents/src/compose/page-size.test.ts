import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractTextInArea } from '../pdf/extract-text-in-area';
import type { AreaMm } from '../pdf/extract-text-in-area';
import { inspectPdf } from '../pdf/inspect-pdf';
import { openPdf } from '../pdf/open-pdf';
import type { PdfHandle } from '../pdf/open-pdf';
import { composeToBytes } from './testing/read-output';

// What composition does with pages of another size than the channel's format (pdf/fit-page.ts).

const textIn = (bytes: Uint8Array, page: number, area: AreaMm) => {
  const handle = openPdf(bytes);
  try {
    return extractTextInArea(handle, { page, area }).text;
  } finally {
    handle.close();
  }
};

describe('composeOutput: one page size per file', () => {
  /** Pages of other sizes and turns than A4 portrait, each with a word 20 mm from its left, 30 mm from its top. */
  async function mixedSizes(): Promise<PdfHandle> {
    const { PDFDocument, StandardFonts, degrees } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const MM = 72 / 25.4;
    const sizes: [string, number, number, number][] = [
      ['A4', 210, 297, 0],
      ['LETTER', 215.9, 279.4, 0],
      ['CARD', 100, 100, 0],
      ['WIDE', 297, 210, 0],
      ['BIG', 297, 420, 0],
      ['TURNED', 297, 210, 90],
    ];
    for (const [word, width, height, rotate] of sizes) {
      const page = doc.addPage([width * MM, height * MM]);
      page.drawText(word, { x: 20 * MM, y: (height - 30) * MM, size: 12, font });
      if (rotate) page.setRotation(degrees(rotate));
    }
    return openPdf(await doc.save());
  }

  it('fits every page to the channel format, turned as displayed, shrunk when larger, at the top', async () => {
    const mixed = await mixedSizes();
    try {
      const { bytes } = await composeToBytes([{ pages: [{ pdf: mixed, firstPage: 1, lastPage: 6 }] }], {
        pageFormat: 'A4',
      });
      const info = inspectPdf(bytes);
      for (const page of info.pages) {
        expect(page.widthMm).toBeCloseTo(210, 0);
        expect(page.heightMm).toBeCloseTo(297, 0);
      }
      // Fitted pages are upright; a page displayed at the format keeps its own turn.
      expect(info.pages.map((p) => p.rotation)).toEqual([0, 0, 0, 0, 0, 90]);
      const wordAt = (page: number, area: AreaMm) => textIn(bytes, page, area).trim();
      // A4 unchanged; a smaller page centred across, at the top, unscaled; a larger one shrunk to the width.
      expect(wordAt(1, { left: 15, top: 20, width: 30, height: 15 })).toBe('A4');
      expect(wordAt(2, { left: 15, top: 20, width: 30, height: 15 })).toBe('LETTER');
      expect(wordAt(3, { left: 70, top: 20, width: 40, height: 15 })).toBe('CARD');
      // 297 mm wide → 210: × 0.707, so 20 mm → 14 mm across and 30 mm → 21 mm down.
      expect(wordAt(4, { left: 8, top: 12, width: 30, height: 12 })).toBe('WIDE');
      expect(wordAt(5, { left: 8, top: 12, width: 30, height: 12 })).toBe('BIG');
      // Displayed turned a quarter (210 × 297 as displayed): already the format, kept as it is.
      expect(textIn(bytes, 6, { left: 0, top: 0, width: 210, height: 297 }).replace(/\s/g, '')).toBe(
        'TURNED',
      );
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-fit-')), 'fitted.pdf');
      fs.writeFileSync(file, bytes);
      const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
      expect(check.status, check.stdout + check.stderr).toBe(0);
      fs.rmSync(path.dirname(file), { recursive: true });
    } finally {
      mixed.close();
    }
  });
});
