import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_AREAS } from '../seed/sample-layout';
import { splitTest } from './split-work';

// The split preview's work on its own (the HTTP call is tested in test-split.int.test.ts).

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../samples');
const FOOTER_SPLIT = {
  kind: 'bsc.PDF_AREA',
  area: SAMPLE_AREAS.pageMarker,
  value: '^Page 1/',
  page: 1,
  extractionParameters: { lineTolerance: 'default', wordSpace: 'standard' },
} as const;

describe('splitTest', () => {
  it('reads only the first pages of a long sample, and cuts those', async () => {
    const bytes = new Uint8Array(await fs.readFile(path.join(SAMPLES, 'letter-batch.pdf')));
    const whole = splitTest({ bytes: bytes.slice(), splitConfig: FOOTER_SPLIT, maxPages: 200 });
    const first = splitTest({ bytes: bytes.slice(), splitConfig: FOOTER_SPLIT, maxPages: 5 });
    expect(first).toMatchObject({ pageCount: 15, pagesRead: 5 });
    expect(first.pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5]);
    expect(first.pages).toEqual(whole.pages.slice(0, 5));
    // The letters of the first five pages as the whole file cuts them, the last one ending at page 5.
    const within = whole.parts.filter((part) => part.firstPage <= 5);
    expect(first.parts).toEqual(
      within.map((part, i) => (i === within.length - 1 ? { ...part, lastPage: 5 } : part)),
    );
  });

  it('says when the area goes beyond the first page, without cutting', async () => {
    const bytes = new Uint8Array(await fs.readFile(path.join(SAMPLES, 'letter-batch.pdf')));
    const beyond = splitTest({
      bytes,
      splitConfig: { ...FOOTER_SPLIT, area: { left: 15, top: 290, width: 50, height: 9 } },
      maxPages: 200,
    });
    expect(beyond).toMatchObject({ areaOutside: { page: 1, widthMm: 210, heightMm: 297 }, parts: [] });
  });
});
