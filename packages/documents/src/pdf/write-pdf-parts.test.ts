import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractTextInArea } from './extract-text-in-area';
import { openPdf } from './open-pdf';
import type { PdfHandle } from './open-pdf';
import { planSplit } from './plan-split';
import { addressOf, buildLetterBatch, LETTER_AREAS } from './testing/letter-batch';
import { writePdfPart, writePdfParts } from './write-pdf-parts';

function readPart(bytes: Uint8Array) {
  const part = openPdf(bytes);
  try {
    const markers = Array.from(
      { length: part.pageCount },
      (_, i) => extractTextInArea(part, { page: i + 1, area: LETTER_AREAS.marker }).text,
    );
    return {
      pageCount: part.pageCount,
      markers,
      address: extractTextInArea(part, { page: 1, area: LETTER_AREAS.address }).lines,
    };
  } finally {
    part.close();
  }
}

describe('writing parts', () => {
  let handle: PdfHandle;
  beforeAll(async () => {
    handle = openPdf(await buildLetterBatch([2, 1, 3, 1]));
  });
  afterAll(() => handle.close());

  it('writes a part that re-opens with its pages and their text', () => {
    expect(readPart(writePdfPart(handle, { firstPage: 4, lastPage: 6 }))).toEqual({
      pageCount: 3,
      markers: ['LETTER 3 PAGE 1/3', 'LETTER 3 PAGE 2/3', 'LETTER 3 PAGE 3/3'],
      address: addressOf(3),
    });
  });

  it('writes every part of a plan, in order', () => {
    const parts = planSplit(handle, { kind: 'bsc.PDF_AREA', area: LETTER_AREAS.marker, value: 'PAGE 1/' });
    const written = [...writePdfParts(handle, parts)].map(readPart);
    expect(written.map((p) => p.pageCount)).toEqual([2, 1, 3, 1]);
    expect(written.map((p) => p.address)).toEqual([1, 2, 3, 4].map(addressOf));
  });

  it('refuses pages outside the document or in the wrong order', () => {
    const outOfRange = expect.objectContaining({ code: 'pdf.pageOutOfRange' });
    expect(() => writePdfPart(handle, { firstPage: 6, lastPage: 8 })).toThrow(outOfRange);
    expect(() => writePdfPart(handle, { firstPage: 3, lastPage: 2 })).toThrow(outOfRange);
  });
});
