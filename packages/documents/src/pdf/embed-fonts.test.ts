import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeToBytes } from '../compose/testing/read-output';
import type { ComposeArea } from '../compose/types';
import { openPdf } from './open-pdf';
import type { PdfHandle } from './open-pdf';

// Print shops refuse files with fonts not embedded (issue 23): every font of a composed file is embedded,
// the letters' own (substituted by their metric-compatible twin) and the text composition stamps.

type FontRow = { name: string; type: string; emb: boolean };

/** `pdffonts` of a file: one row per font of every page, forms included. */
function pdffonts(file: string): FontRow[] {
  const run = spawnSync('pdffonts', [file], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  return run.stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      // name, type (one or two words), encoding, emb, sub, uni, object number, generation
      const tokens = line.trim().split(/\s+/);
      return {
        name: tokens[0]!,
        type: tokens.slice(1, -6).join(' '),
        emb: tokens[tokens.length - 5] === 'yes',
      };
    });
}

// Content stream strings: WinAnsi € (\200) and é (\351); StandardEncoding's quotes are ` and '.
const LINES = {
  helvetica: 'Helvetica: 12 \\200 net, caf\\351',
  timesBold: "Times-Bold `quoted' text",
  arial: 'Arial na\\357ve line',
  differences: '\\001\\002 remapped',
  form: 'MacRoman in a form: \\216t\\216',
  comic: 'Comic line',
};
const EXPECTED = {
  helvetica: 'Helvetica: 12 € net, café',
  timesBold: 'Times-Bold ‘quoted’ text',
  arial: 'Arial naïve line',
  differences: 'éç remapped',
  form: 'MacRoman in a form: été',
  comic: 'Comic line',
};
const ARIAL_WIDTHS = Array.from({ length: 224 }, () => 600);

/**
 * A one-page letter naming its fonts without embedding them, as office suites write them: Helvetica (WinAnsi),
 * Times-Bold (no encoding), Arial (TrueType, WinAnsi, with widths and a descriptor), Courier with Differences,
 * Times-Roman (MacRoman) inside a form, and ComicSansMS, which no standard font can stand in for.
 */
function letterWithFonts(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  try {
    const font = (dict: Record<string, unknown>) => doc.addObject({ Type: 'Font', ...dict });
    const arialDescriptor = doc.addObject({
      Type: 'FontDescriptor',
      FontName: 'Arial',
      Flags: 32,
      FontBBox: [-665, -325, 2000, 1006],
      ItalicAngle: 0,
      Ascent: 905,
      Descent: -212,
      CapHeight: 716,
      StemV: 80,
    });
    const times = font({ Subtype: 'Type1', BaseFont: 'Times-Roman', Encoding: 'MacRomanEncoding' });
    const form = doc.addStream(Buffer.from(`BT /T 12 Tf 72 560 Td (${LINES.form}) Tj ET`, 'latin1'), {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 595, 842],
      Resources: { Font: { T: times } },
    });
    // A form naming itself among its resources: the walk must not loop.
    form.get('Resources').put('XObject', doc.newDictionary()).put('Self', form);
    const resources = doc.addObject({
      Font: {
        H: font({ Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }),
        TB: font({ Subtype: 'Type1', BaseFont: 'Times-Bold' }),
        A: font({
          Subtype: 'TrueType',
          BaseFont: 'Arial',
          Encoding: 'WinAnsiEncoding',
          FirstChar: 32,
          LastChar: 255,
          Widths: ARIAL_WIDTHS,
          FontDescriptor: arialDescriptor,
        }),
        D: font({
          Subtype: 'Type1',
          BaseFont: 'Courier',
          Encoding: {
            Type: 'Encoding',
            BaseEncoding: 'WinAnsiEncoding',
            Differences: [1, 'eacute', 'ccedilla'],
          },
        }),
        C: font({ Subtype: 'TrueType', BaseFont: 'ComicSansMS', Encoding: 'WinAnsiEncoding' }),
      },
      XObject: { Fm: form },
    });
    const show = (name: string, y: number, text: string) => `BT /${name} 12 Tf 72 ${y} Td (${text}) Tj ET\n`;
    const content =
      show('H', 760, LINES.helvetica) +
      show('TB', 720, LINES.timesBold) +
      show('A', 680, LINES.arial) +
      show('D', 640, LINES.differences) +
      show('C', 600, LINES.comic) +
      '/Fm Do\n';
    doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, Buffer.from(content, 'latin1')));
    return doc.saveToBuffer('').asUint8Array().slice();
  } finally {
    doc.destroy();
  }
}

const STAMPED: ComposeArea[] = [
  {
    type: 'text',
    area: { left: 10, top: 280, width: 150, height: 8 },
    fontName: 'Helvetica-Bold',
    value: { template: 'Stamped “line” · page {page}' },
  },
  {
    type: 'text',
    area: { left: 10, top: 10, width: 100, height: 8 },
    fontName: 'Times-Italic',
    value: 'Pli 7',
  },
];

let dir: string;
let source: PdfHandle;
let output: string;
let text: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-embed-fonts-'));
  source = openPdf(letterWithFonts());
  // Two letters from the same source: the second one's fonts are the batch's already embedded ones.
  const letter = { pages: [{ pdf: source, firstPage: 1, lastPage: 1 }], areas: STAMPED };
  const { bytes } = await composeToBytes([
    { ...letter, addressPage: { recipient: ['Anna Müller', 'Hauptstraße 5', '10115 Berlin'] } },
    letter,
  ]);
  output = path.join(dir, 'output.pdf');
  fs.writeFileSync(output, bytes);
  text = spawnSync('pdftotext', ['-layout', output, '-'], { encoding: 'utf8' }).stdout;
});
afterAll(() => {
  source.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('composed output fonts', () => {
  it('embeds every font but the one no standard font can stand in for', () => {
    const rows = pdffonts(output);
    const comic = rows.filter((row) => row.name === 'ComicSansMS');
    expect(comic.length).toBeGreaterThan(0);
    expect(comic.every((row) => !row.emb && row.type === 'TrueType')).toBe(true);
    const others = rows.filter((row) => row.name !== 'ComicSansMS');
    expect(others.filter((row) => !row.emb)).toEqual([]);
    // The letters' fonts, the form's and the stamped ones, as their standard twins.
    expect(new Set(others.map((row) => row.name))).toEqual(
      new Set(['Helvetica', 'Times-Bold', 'Courier', 'Times-Roman', 'Helvetica-Bold', 'Times-Italic']),
    );
    expect(others.every((row) => row.type === 'Type 1C')).toBe(true);
  });

  it('writes a file qpdf finds sound', () => {
    const check = spawnSync('qpdf', ['--check', output], { encoding: 'utf8' });
    // qpdf exits 3 on warnings, 2 on errors.
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('No syntax or stream encoding errors found');
  });

  it('keeps the text readable: encodings, Differences, forms and stamped lines', () => {
    for (const line of Object.values(EXPECTED)) expect(text).toContain(line);
    expect(text).toContain('Stamped “line” · page 2');
    expect(text).toContain('Pli 7');
    expect(text).toContain('Hauptstraße 5');
  });

  it('keeps the widths a letter gives and gives widths to the fonts without', () => {
    const doc = new mupdf.PDFDocument(fs.readFileSync(output));
    try {
      const fonts = doc.loadPage(1).getObject().get('Resources', 'Font');
      const widthsOf = (key: string) => fonts.get(key, 'Widths').asJS({}) as number[];
      expect(widthsOf('A')).toEqual(ARIAL_WIDTHS);
      // Times-Bold without an encoding: StandardEncoding, whose code 0x27 is quoteright (333 in Times-Bold).
      const timesBold = widthsOf('TB');
      expect(timesBold).toHaveLength(224);
      expect(timesBold[0x41 - 32]).toBe(722);
      expect(timesBold[0x27 - 32]).toBe(333);
      expect(fonts.get('H', 'Widths').isArray()).toBe(true);
      // MacRoman, in a form: é is 0x8e there (444 in Times-Roman).
      const formFonts = doc.loadPage(1).getObject().get('Resources', 'XObject', 'Fm', 'Resources', 'Font');
      expect((formFonts.get('T', 'Widths').asJS({}) as number[])[0x8e - 32]).toBe(444);
      // Differences: the embedded program's own advances, no Widths guessed from the base encoding.
      expect(fonts.get('D', 'Widths').isNull()).toBe(true);
    } finally {
      doc.destroy();
    }
  });
});
