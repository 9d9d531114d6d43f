import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractTextInArea } from '../pdf/extract-text-in-area';
import type { AreaMm } from '../pdf/extract-text-in-area';
import { openPdf } from '../pdf/open-pdf';
import type { PdfHandle } from '../pdf/open-pdf';
import { buildLetterBatch } from '../pdf/testing/letter-batch';
import { composeToBytes } from './testing/read-output';
import type { ComposeArea, ComposeOptions } from './types';

// A font with Hebrew and Arabic, from the machine (Debian fonts-dejavu-core): the project ships none.
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const hasDejaVu = fs.existsSync(DEJAVU);

const AREA: AreaMm = { left: 20, top: 150, width: 100, height: 30 };
const strip = (area: AreaMm, from: number, to: number): AreaMm => ({
  ...area,
  left: area.left + area.width * from,
  width: area.width * (to - from),
});

let source: PdfHandle;
beforeAll(async () => {
  source = openPdf(await buildLetterBatch([1]));
});
afterAll(() => source.close());

/** Composes one page with the area and reads back the text inside `read` (the area by default). */
async function drawn(area: Partial<ComposeArea>, options: ComposeOptions = {}, read?: AreaMm) {
  const full: ComposeArea = { type: 'text', area: AREA, ...area };
  const { bytes, result } = await composeToBytes(
    [{ pages: [{ pdf: source, firstPage: 1, lastPage: 1 }], areas: [full] }],
    options,
  );
  const handle = openPdf(bytes);
  try {
    return { ...extractTextInArea(handle, { page: 1, area: read ?? full.area }), warnings: result.warnings };
  } finally {
    handle.close();
  }
}

describe('text areas', () => {
  const accents = 'Crème brûlée – Œuvre n° 5 « été » Ærø ß';

  it('writes text with accents where the area is, read back by extractTextInArea', async () => {
    expect((await drawn({ value: accents })).text).toBe(accents);
    expect((await drawn({ value: accents, fontName: 'Times-Bold', fontSize: 8 })).text).toBe(accents);
  });

  it('aligns left, centre and right', async () => {
    const value = 'ABC';
    const left = await drawn({ value }, {}, strip(AREA, 0, 0.2));
    const centre = await drawn({ value, horizontalAlignment: 'center' }, {}, strip(AREA, 0.4, 0.6));
    const right = await drawn({ value, horizontalAlignment: 'right' }, {}, strip(AREA, 0.8, 1));
    expect([left.text, centre.text, right.text]).toEqual(['ABC', 'ABC', 'ABC']);
    expect((await drawn({ value, horizontalAlignment: 'right' }, {}, strip(AREA, 0, 0.7))).text).toBe('');
  });

  it('places lines top, middle or bottom, line space apart', async () => {
    const value = 'one\ntwo\nthree';
    const top = { ...AREA, height: AREA.height / 3 };
    const bottom = { ...top, top: AREA.top + (2 * AREA.height) / 3 };
    expect((await drawn({ value, fontSize: 8 }, {}, top)).lines).toEqual(['one', 'two', 'three']);
    expect((await drawn({ value, fontSize: 8, verticalAlignment: 'bottom' }, {}, bottom)).lines).toEqual([
      'one',
      'two',
      'three',
    ]);
    // Line space 2.5 at 8 pt: 20 pt between baselines, so the third line leaves the top third.
    expect((await drawn({ value, fontSize: 8, lineSpace: 2.5 }, {}, top)).lines).toEqual(['one', 'two']);
    expect((await drawn({ value, fontSize: 8, lineSpace: 2.5 })).lines).toEqual(['one', 'two', 'three']);
  });

  it('wraps words, clips, or ends with an ellipsis as the line break mode says', async () => {
    const value = 'Le présent courrier confirme la résiliation de votre contrat au 31 décembre.';
    const narrow = { ...AREA, width: 40 };
    const wrapped = await drawn({ value, area: narrow });
    expect(wrapped.lines.length).toBeGreaterThan(2);
    expect(wrapped.lines.join(' ')).toBe(value);
    const clipped = await drawn({ value, area: narrow, lineBreakMode: 'clip' });
    expect(clipped.lines).toHaveLength(1);
    expect(value.startsWith(clipped.text)).toBe(true);
    const ellipsis = await drawn({ value, area: narrow, lineBreakMode: 'ellipsis' });
    expect(ellipsis.text).toMatch(/^Le présent .*…$/);
    const justified = await drawn({ value, area: narrow, horizontalAlignment: 'justify' });
    expect(justified.lines.join(' ')).toBe(value);
    // Justified lines reach the right edge of the area.
    expect(
      (await drawn({ value, area: narrow, horizontalAlignment: 'justify' }, {}, strip(narrow, 0.93, 1))).lines
        .length,
    ).toBeGreaterThan(1);
  });

  it('shrinks the size until the text fits with fitToArea', async () => {
    const value = 'REF 2026-000123-POSTBRIDGE-HYBRID-MAIL-SERVICE';
    const small = { ...AREA, width: 30, height: 5 };
    expect((await drawn({ value, area: small, fitToArea: true })).text).toBe(value);
    expect((await drawn({ value, area: small, lineBreakMode: 'clip' })).text.length).toBeLessThan(
      value.length,
    );
  });

  it('refuses a font that is not available', async () => {
    await expect(drawn({ value: 'x', fontName: 'Comic Sans' })).rejects.toMatchObject({
      code: 'compose.unknownFont',
    });
  });
});

describe('right-to-left text', () => {
  const fonts = hasDejaVu ? { fallback: [{ name: 'DejaVuSans', data: fs.readFileSync(DEJAVU) }] } : {};

  // First: mupdf keeps the first font it found for a script for the rest of the process.
  it('reports the characters no font has, and still composes', async () => {
    const read = await drawn({ value: 'שלום', rtl: true });
    expect(read.warnings).toEqual([
      { document: 0, code: 'compose.missingGlyphs', details: { chars: 'שלום' } },
    ]);
  });

  it.skipIf(!hasDejaVu)('writes Hebrew in visual order (right to left), aligned right', async () => {
    const value = 'שלום עולם';
    const read = await drawn(
      { value, rtl: true, horizontalAlignment: 'right' },
      { fonts },
      strip(AREA, 0.5, 1),
    );
    // extractTextInArea reads glyphs left to right: the visual order of a right-to-left line.
    expect(read.text).toBe([...value].reverse().join(''));
    expect(read.warnings).toEqual([]);
  });

  it.skipIf(!hasDejaVu)(
    'keeps numbers and Latin words left to right inside a right-to-left line',
    async () => {
      const read = await drawn({ value: 'חשבון 2026 ABC', rtl: true }, { fonts });
      expect(read.text).toBe('ABC 2026 ןובשח');
    },
  );

  it.skipIf(!hasDejaVu)('shapes Arabic and shrinks it with fitToArea', async () => {
    const value = 'مرحبا بالعالم';
    const read = await drawn(
      { value, rtl: true, fitToArea: true, area: { ...AREA, width: 12, height: 4 } },
      { fonts },
    );
    expect(read.warnings).toEqual([]);
    expect(read.text.replace(/\s/g, '')).not.toBe('');
  });
});
