import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from './open-pdf';
import type { PdfHandle } from './open-pdf';
import { MAX_PAGE_IMAGE_PIXELS, renderThumbnail } from './render-thumbnail';
import { buildLetterBatch } from './testing/letter-batch';
import { mmToPoints } from './units';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which a valid PNG has first, right after the signature. */
function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('renderThumbnail', () => {
  let handle: PdfHandle;
  beforeAll(async () => {
    handle = openPdf(await buildLetterBatch([1]));
  });
  afterAll(() => handle.close());

  it('renders a PNG of the requested width, in the proportions of an A4 page', () => {
    for (const widthPx of [120, 301]) {
      const { width, height } = pngSize(renderThumbnail(handle, 1, { widthPx }));
      expect(width).toBe(widthPx);
      expect(height).toBe(Math.round((widthPx * 297) / 210));
    }
  });

  it('draws the page: a page with text gives a bigger image than a blank page', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([mmToPoints(210), mmToPoints(297)]);
    const blankHandle = openPdf(await doc.save());
    const blank = renderThumbnail(blankHandle, 1, { widthPx: 200 });
    blankHandle.close();
    expect(pngSize(blank).width).toBe(200);
    expect(renderThumbnail(handle, 1, { widthPx: 200 }).length).toBeGreaterThan(blank.length + 200);
  });

  it('draws a page of an odd shape smaller, within the pixel limits, in its proportions', async () => {
    // A strip 1 pt wide and 14,400 pt (5 m) tall, and a poster of 5,000 × 14,400 pt.
    const doc = await PDFDocument.create();
    doc.addPage([1, 14_400]);
    doc.addPage([5_000, 14_400]);
    const odd = openPdf(await doc.save());
    try {
      const strip = pngSize(renderThumbnail(odd, 1, { widthPx: 2000 }));
      expect(strip).toEqual({ width: 1, height: 10_000 });
      const poster = pngSize(renderThumbnail(odd, 2, { widthPx: 2000 }));
      // 2,000 × 5,760 px would be 11.5 million pixels: drawn at 1,666 × 4,800.
      expect(poster.width * poster.height).toBeLessThanOrEqual(MAX_PAGE_IMAGE_PIXELS);
      expect(poster).toEqual({ width: 1666, height: 4800 });
    } finally {
      odd.close();
    }
  });

  it('refuses a width out of range', () => {
    expect(() => renderThumbnail(handle, 1, { widthPx: 0 })).toThrow(
      expect.objectContaining({ code: 'pdf.invalidThumbnailWidth' }),
    );
  });
});
