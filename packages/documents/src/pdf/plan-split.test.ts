import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from './open-pdf';
import type { PdfHandle } from './open-pdf';
import { planSplit } from './plan-split';
import { buildLetterBatch, LETTER_AREAS } from './testing/letter-batch';

describe('planSplit on a 7-page batch of letters of 2, 1, 3 and 1 pages', () => {
  let handle: PdfHandle;
  beforeAll(async () => {
    handle = openPdf(await buildLetterBatch([2, 1, 3, 1]));
  });
  afterAll(() => handle.close());

  it('bsc.NONE: the whole document is one part', () => {
    expect(planSplit(handle, { kind: 'bsc.NONE' })).toEqual([{ firstPage: 1, lastPage: 7 }]);
  });

  it('bsc.PAGE by 3: 1-3, 4-6 and a short last part 7-7', () => {
    expect(planSplit(handle, { kind: 'bsc.PAGE', pagesPerPart: 3 })).toEqual([
      { firstPage: 1, lastPage: 3 },
      { firstPage: 4, lastPage: 6 },
      { firstPage: 7, lastPage: 7 },
    ]);
  });

  it('bsc.PDF_AREA: a part starts on each page whose marker area matches the value', () => {
    const parts = planSplit(handle, { kind: 'bsc.PDF_AREA', area: LETTER_AREAS.marker, value: 'PAGE 1/' });
    expect(parts).toEqual([
      { firstPage: 1, lastPage: 2 },
      { firstPage: 3, lastPage: 3 },
      { firstPage: 4, lastPage: 6 },
      { firstPage: 7, lastPage: 7 },
    ]);
  });

  it('bsc.PDF_AREA with page -1: a part ends on each matching page', () => {
    // "PAGE n/n": the last page of each letter.
    const config = {
      kind: 'bsc.PDF_AREA',
      area: LETTER_AREAS.marker,
      value: 'PAGE (\\d)/\\1$',
      page: -1,
    } as const;
    expect(planSplit(handle, config)).toEqual(planSplit(handle, { ...config, value: 'PAGE 1/', page: 1 }));
  });

  it('bsc.PDF_AREA with an empty value: any text in the area is a marker', () => {
    // The address area only has text on the first page of each letter.
    expect(planSplit(handle, { kind: 'bsc.PDF_AREA', area: LETTER_AREAS.address, value: '' })).toHaveLength(
      4,
    );
  });

  it('keeps pages before the first marker as a part, and one part when nothing matches', () => {
    const marker = { kind: 'bsc.PDF_AREA', area: LETTER_AREAS.marker } as const;
    expect(planSplit(handle, { ...marker, value: 'LETTER 3 PAGE 1/' })).toEqual([
      { firstPage: 1, lastPage: 3 },
      { firstPage: 4, lastPage: 7 },
    ]);
    expect(planSplit(handle, { ...marker, value: '^nothing$' })).toEqual([{ firstPage: 1, lastPage: 7 }]);
  });

  it('refuses an invalid page count or pattern with split.invalidConfig', () => {
    const invalid = expect.objectContaining({ code: 'split.invalidConfig' });
    expect(() => planSplit(handle, { kind: 'bsc.PAGE', pagesPerPart: 0 })).toThrow(invalid);
    expect(() => planSplit(handle, { kind: 'bsc.PAGE', pagesPerPart: 1.5 })).toThrow(invalid);
    expect(() =>
      planSplit(handle, { kind: 'bsc.PDF_AREA', area: LETTER_AREAS.marker, value: 'PAGE (' }),
    ).toThrow(invalid);
  });
});
