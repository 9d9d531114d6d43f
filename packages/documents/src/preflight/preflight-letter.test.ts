import * as mupdf from 'mupdf';
import { afterAll, describe, expect, it } from 'vitest';
import { openPdf } from '../pdf/open-pdf';
import type { PdfHandle } from '../pdf/open-pdf';
import { mmToPoints } from '../pdf/units';
import { preflightLetter, prescanPage } from './preflight-letter';
import type { PreflightProfile, PreflightResult } from './types';

// Fixtures are written with mupdf as PDF content operators, placed in mm from the top-left of an A4 page
// unless told otherwise, as a user would measure them on the printed letter.

const WINDOW = { left: 100, top: 45, width: 90, height: 35 };
const A4: PreflightProfile = {
  serviceChannel: 'Post A4',
  format: 'A4',
  pageSize: { widthMm: 210, heightMm: 297 },
  window: { page: 1, area: WINDOW },
  technicalAreas: [],
  addressPage: false,
  duplex: false,
  blackAndWhite: false,
  envelope: null,
};

type FontKind = 'type3' | { notEmbedded: string };
type PageSpec = {
  widthMm?: number;
  heightMm?: number;
  rotate?: 0 | 90;
  /** Content operators, made by the helpers below for this page's height. */
  content: (heightMm: number) => string;
  fonts?: Record<string, FontKind>;
  images?: Record<string, { width: number; height: number; rgb?: [number, number, number] }>;
  /** Grey axial shadings, by name. */
  shadings?: string[];
};

const pt = (mm: number) => mmToPoints(mm).toFixed(2);

// mupdf embeds a font as a composite font, shown by glyph ids.
const HELVETICA = new mupdf.Font('Helvetica');
const glyphIds = (words: string) =>
  `<${[...words].map((c) => HELVETICA.encodeCharacter(c.codePointAt(0)!).toString(16).padStart(4, '0')).join('')}>`;

/** Text with its baseline `baselineMm` below the top, in font `font` (embedded Helvetica, F1, unless told). */
const text =
  (
    leftMm: number,
    baselineMm: number,
    words: string,
    options: { font?: string; rgb?: string; size?: number } = {},
  ) =>
  (h: number) => {
    const font = options.font ?? 'F1';
    const shown = font === 'F1' ? glyphIds(words) : `(${words})`;
    return `BT /${font} ${options.size ?? 10} Tf ${options.rgb ?? '0 0 0'} rg 1 0 0 1 ${pt(leftMm)} ${pt(h - baselineMm)} Tm ${shown} Tj ET\n`;
  };
const rect =
  (left: number, top: number, width: number, height: number, rgb = '0 0 0') =>
  (h: number) =>
    `q ${rgb} rg ${pt(left)} ${pt(h - top - height)} ${pt(width)} ${pt(height)} re f Q\n`;
const image = (name: string, left: number, top: number, width: number, height: number) => (h: number) =>
  `q ${pt(width)} 0 0 ${pt(height)} ${pt(left)} ${pt(h - top - height)} cm /${name} Do Q\n`;
const all =
  (...parts: ((h: number) => string)[]) =>
  (h: number) =>
    parts.map((part) => part(h)).join('');

/** A letter's ordinary content: a white background, the address in the window, body text well inside. */
const letterBody = all(
  rect(0, 0, 210, 297, '1 1 1'),
  text(105, 55, 'Jane Doe'),
  text(105, 60, '1 Main Street'),
  text(20, 120, 'Dear Jane, here is our letter.'),
);

function buildPdf(pages: readonly PageSpec[]): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const embedded = doc.addFont(HELVETICA);
  for (const spec of pages) {
    const width = spec.widthMm ?? 210;
    const height = spec.heightMm ?? 297;
    const fonts: Record<string, mupdf.PDFObject> = { F1: embedded };
    for (const [name, kind] of Object.entries(spec.fonts ?? {})) fonts[name] = fontObject(doc, kind);
    const xobjects: Record<string, mupdf.PDFObject> = {};
    for (const [name, img] of Object.entries(spec.images ?? {})) {
      const pixmap = new mupdf.Pixmap(
        img.rgb ? mupdf.ColorSpace.DeviceRGB : mupdf.ColorSpace.DeviceGray,
        [0, 0, img.width, img.height],
        false,
      );
      if (img.rgb) {
        const pixels = pixmap.getPixels();
        for (let i = 0; i < pixels.length; i += 3) pixels.set(img.rgb, i);
      } else {
        pixmap.clear(128);
      }
      xobjects[name] = doc.addImage(new mupdf.Image(pixmap));
    }
    const page = doc.addPage(
      [0, 0, mmToPoints(width), mmToPoints(height)],
      spec.rotate ?? 0,
      {
        Font: fonts,
        XObject: xobjects,
        Shading: Object.fromEntries((spec.shadings ?? []).map((name) => [name, greyShading])),
      },
      spec.content(height),
    );
    doc.insertPage(-1, page);
  }
  const buffer = doc.saveToBuffer('');
  const bytes = buffer.asUint8Array().slice();
  buffer.destroy();
  doc.destroy();
  return bytes;
}

const greyShading = {
  ShadingType: 2,
  ColorSpace: 'DeviceGray',
  Coords: [0, 0, 600, 0],
  Function: { FunctionType: 2, Domain: [0, 1], C0: [0.2], C1: [0.8], N: 1 },
};

function fontObject(doc: mupdf.PDFDocument, kind: FontKind): mupdf.PDFObject {
  if (kind === 'type3') {
    const glyph = doc.addStream('1000 0 0 0 1000 1000 d1 0 0 1000 1000 re f', {});
    return doc.addObject({
      Type: 'Font',
      Subtype: 'Type3',
      Name: 'Stamp3',
      FontBBox: [0, 0, 1000, 1000],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: { square: glyph },
      Encoding: { Type: 'Encoding', Differences: [65, 'square'] },
      FirstChar: 65,
      LastChar: 65,
      Widths: [1000],
      Resources: {},
    });
  }
  return doc.addObject({
    Type: 'Font',
    Subtype: 'TrueType',
    BaseFont: kind.notEmbedded,
    Encoding: 'WinAnsiEncoding',
  });
}

const handles: PdfHandle[] = [];
afterAll(() => handles.forEach((h) => h.close()));

function preflight(pages: readonly PageSpec[], profiles: readonly PreflightProfile[] = [A4]) {
  const handle = openPdf(buildPdf(pages));
  handles.push(handle);
  return preflightLetter(
    [{ inputFileId: 'file-1', handle, firstPage: 1, lastPage: handle.pageCount }],
    profiles,
  );
}

const codes = (results: readonly PreflightResult[]) => results.map((r) => `${r.code}@${r.page}`);
const only = (results: readonly PreflightResult[], code: string) => {
  const found = results.filter((r) => r.code === code);
  expect(found).toHaveLength(1);
  return found[0]!;
};
/** An area as the user sees it, to the millimetre. */
const roughly = (area: PreflightResult['area']) =>
  area && {
    left: Math.round(area.left),
    top: Math.round(area.top),
    right: Math.round(area.left + area.width),
    bottom: Math.round(area.top + area.height),
  };

describe('preflightLetter', () => {
  it('finds nothing on a clean letter with a white background and embedded fonts', () => {
    expect(preflight([{ content: letterBody }, { content: letterBody }])).toEqual([]);
  });

  it('reports a landscape page on a portrait channel as turned, not as another size', () => {
    const results = preflight([
      { content: letterBody },
      { widthMm: 297, heightMm: 210, content: text(20, 50, 'Wide') },
    ]);
    expect(codes(results)).toEqual(['orientation@2']);
    expect(results[0]).toMatchObject({ inputFileId: 'file-1', area: null, params: { format: 'A4' } });
  });

  it('reads the size of a rotated page as displayed', () => {
    // A portrait page turned by /Rotate 90 shows in landscape.
    expect(codes(preflight([{ rotate: 90, content: text(20, 50, 'Turned') }]))).toEqual(['orientation@1']);
  });

  it('reports a 100 × 100 mm page with its size', () => {
    const results = preflight([{ widthMm: 100, heightMm: 100, content: text(20, 50, 'Small') }]);
    expect(codes(results)).toEqual(['pageSize@1']);
    expect(results[0]!.params).toEqual({ width: 100, height: 100, format: 'A4' });
  });

  it('reports a scanned letter at 72 dpi over the whole page', () => {
    // An A4 scan at 72 dpi: 595 × 842 pixels over 210 × 297 mm.
    const results = preflight([
      { images: { Scan: { width: 595, height: 842 } }, content: image('Scan', 0, 0, 210, 297) },
    ]);
    const found = only(results, 'lowResolution');
    expect(found.params).toEqual({ dpi: 72, minimum: 150 });
    expect(roughly(found.area)).toEqual({ left: 0, top: 0, right: 210, bottom: 297 });
  });

  it('does not report the resolution of a small icon', () => {
    const results = preflight([
      { images: { Icon: { width: 10, height: 10 } }, content: all(letterBody, image('Icon', 20, 20, 8, 8)) },
    ]);
    expect(results).toEqual([]);
  });

  it('reports a logo over the window where it is', () => {
    const results = preflight([
      {
        images: { Logo: { width: 600, height: 300 } },
        content: all(letterBody, image('Logo', 150, 62, 30, 15)),
      },
    ]);
    const found = only(results, 'addressWindow');
    expect(found.page).toBe(1);
    expect(roughly(found.area)).toEqual({ left: 150, top: 62, right: 180, bottom: 77 });
  });

  it('reports text too close to the window, and not the address inside it', () => {
    // A reference line 2 mm above the window's top edge (45 mm): inside its clearance band.
    const results = preflight([{ content: all(letterBody, text(110, 42.5, 'Our ref. 12345')) }]);
    const found = only(results, 'addressWindow');
    const area = roughly(found.area)!;
    expect(area.left).toBe(110);
    expect(area.bottom).toBeLessThanOrEqual(44);
    expect(area.top).toBeGreaterThanOrEqual(39);
  });

  it('does not take a frame around the window for content over it', () => {
    // A table border from 15 to 195 mm across and 40 to 200 mm down: its lines pass outside the clearance band.
    const frame = (h: number) => `q 0.5 w 0 G ${pt(15)} ${pt(h - 200)} ${pt(180)} ${pt(160)} re S Q\n`;
    expect(preflight([{ content: all(letterBody, frame) }])).toEqual([]);
  });

  it('reports a gradient over the window, drawn where its clip leaves it', () => {
    const gradient = (h: number) => `q ${pt(120)} ${pt(h - 70)} ${pt(20)} ${pt(5)} re W n /Sh0 sh Q\n`;
    const found = only(
      preflight([{ shadings: ['Sh0'], content: all(letterBody, gradient) }]),
      'addressWindow',
    );
    expect(roughly(found.area)).toEqual({ left: 120, top: 65, right: 140, bottom: 70 });
  });

  it('checks the window only on the page it is on', () => {
    const content = all(letterBody, rect(120, 50, 40, 1));
    expect(codes(preflight([{ content: letterBody }, { content }]))).toEqual([]);
    expect(codes(preflight([{ content }]))).toEqual(['addressWindow@1']);
  });

  it('reports content under a datamatrix the channel stamps on page 1 only', () => {
    const datamatrix = { left: 10, top: 250, width: 15, height: 15 };
    const profile: PreflightProfile = {
      ...A4,
      technicalAreas: [{ documentKind: 'DOCUMENT', page: '1', area: datamatrix, type: 'datamatrix' }],
    };
    const content = all(letterBody, text(12, 258, 'Signature'));
    const results = preflight([{ content }, { content }], [profile]);
    expect(codes(results)).toEqual(['technicalArea@1']);
    expect(results[0]!.params).toEqual({ type: 'datamatrix' });
    expect(results[0]!.area).toEqual(datamatrix);
  });

  it('shifts composed-document pages by the address sheet', () => {
    // In duplex the address sheet takes composed pages 1 and 2: the letter's page 1 is composed page 3.
    const stamp = { left: 180, top: 280, width: 20, height: 10 };
    const profile: PreflightProfile = {
      ...A4,
      window: null,
      addressPage: true,
      duplex: true,
      technicalAreas: [{ documentKind: 'COMPOSED_DOCUMENT', page: 'odd', area: stamp, type: 'text' }],
    };
    const content = all(letterBody, rect(185, 282, 5, 5));
    expect(codes(preflight([{ content }, { content }, { content }], [profile]))).toEqual([
      'technicalArea@1',
      'technicalArea@3',
    ]);
  });

  it('reports content in the unprintable edge, with the part inside the edge', () => {
    const results = preflight([{ content: all(letterBody, text(2, 150, 'Margin note')) }]);
    const found = only(results, 'unprintableEdge');
    expect(found.params).toEqual({ edge: 5 });
    const area = roughly(found.area)!;
    expect(area).toMatchObject({ left: 2, right: 5 });
    expect(area.top).toBeGreaterThan(145);
    expect(area.bottom).toBeLessThan(152);
  });

  it('reports colour pages on a black-and-white channel, one finding per page', () => {
    const red = all(letterBody, text(20, 150, 'Overdue', { rgb: '0.9 0.1 0.1' }));
    const photo = all(letterBody, image('Photo', 20, 160, 40, 30));
    const images = { Photo: { width: 400, height: 300, rgb: [20, 90, 200] as [number, number, number] } };
    const grey = all(letterBody, text(20, 150, 'Grey', { rgb: '0.5 0.5 0.5' }));
    const bw = { ...A4, blackAndWhite: true };
    expect(
      codes(
        preflight(
          [{ content: letterBody }, { content: red }, { content: grey }, { images, content: photo }],
          [bw],
        ),
      ),
    ).toEqual(['colourOnBlackAndWhite@2', 'colourOnBlackAndWhite@4']);
    expect(preflight([{ content: red }], [A4])).toEqual([]);
  });

  it('reports a Type 3 font and fonts not embedded, once per letter, with the substitute when there is one', () => {
    const fonts: PageSpec['fonts'] = {
      T3: 'type3',
      H: { notEmbedded: 'Helvetica' },
      C: { notEmbedded: 'ComicSansMS' },
    };
    const content = all(
      letterBody,
      text(20, 140, 'A', { font: 'T3' }),
      text(20, 150, 'Hello', { font: 'H' }),
      text(20, 160, 'Fun', { font: 'C' }),
    );
    const results = preflight([
      { fonts, content },
      { fonts, content },
    ]);
    expect(results.map((r) => [r.code, r.page, r.params])).toEqual(
      expect.arrayContaining([
        ['type3Font', 1, { font: 'Stamp3' }],
        ['fontNotEmbedded', 1, { font: 'Helvetica', substitute: 'Helvetica' }],
        ['fontNotSubstitutable', 1, { font: 'ComicSansMS' }],
      ]),
    );
    expect(results).toHaveLength(3);
  });

  it('reports a 12-sheet letter in a DL envelope of 8 sheets', () => {
    const profile: PreflightProfile = {
      ...A4,
      addressPage: true,
      window: null,
      envelope: { name: 'DL', capacitySheets: 8 },
    };
    const pages = Array.from({ length: 11 }, () => ({ content: letterBody }));
    const results = preflight(pages, [profile]);
    expect(results).toEqual([
      {
        code: 'envelopeCapacity',
        serviceChannels: ['Post A4'],
        inputFileId: null,
        page: null,
        area: null,
        params: { sheets: 12, capacity: 8, envelope: 'DL' },
      },
    ]);
    // In duplex the same letter takes 6 sheets.
    expect(preflight(pages, [{ ...profile, duplex: true }])).toEqual([]);
  });

  it("keeps at most 200 findings, the letter's own first", () => {
    // Three findings on each of 70 pages: content in the edge, under a technical area, in colour.
    const profile: PreflightProfile = {
      ...A4,
      window: null,
      blackAndWhite: true,
      envelope: { name: 'DL', capacitySheets: 8 },
      technicalAreas: [
        {
          documentKind: 'DOCUMENT',
          page: 'all',
          area: { left: 0, top: 140, width: 20, height: 20 },
          type: 'text',
        },
      ],
    };
    const content = all(letterBody, text(2, 150, 'Edge', { rgb: '0 0 1' }));
    const results = preflight(
      Array.from({ length: 70 }, () => ({ content })),
      [profile],
    );
    expect(results).toHaveLength(200);
    expect(results[0]!.code).toBe('envelopeCapacity');
    expect(results.at(-1)!.page).toBe(67);
  });

  it('gives a finding found on several channels once, with their labels', () => {
    const letter: PreflightProfile = {
      ...A4,
      serviceChannel: 'Post US',
      format: 'LETTER',
      pageSize: { widthMm: 215.9, heightMm: 279.4 },
    };
    const results = preflight([{ content: all(letterBody, text(2, 150, 'Margin')) }], [A4, letter]);
    expect(results.map((r) => [r.code, r.serviceChannels])).toEqual(
      expect.arrayContaining([
        ['pageSize', ['Post US']],
        ['unprintableEdge', ['Post A4', 'Post US']],
      ]),
    );
    expect(results).toHaveLength(2);
  });

  it('does not throw on a page it cannot read, and checks the others', () => {
    const bytes = buildPdf([{ content: letterBody }, { content: all(letterBody, text(2, 150, 'Edge')) }]);
    // Page 1's content stream becomes bytes that do not inflate.
    const doc = new mupdf.PDFDocument(bytes);
    const contents = doc.findPage(0).get('Contents');
    contents.writeRawStream(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    contents.put('Filter', 'FlateDecode');
    // Page 3 has no size at all.
    const empty = doc.addPage([0, 0, 0, 0], 0, {}, 'BT ET');
    doc.insertPage(-1, empty);
    const buffer = doc.saveToBuffer('');
    const handle = openPdf(buffer.asUint8Array().slice());
    buffer.destroy();
    doc.destroy();
    handles.push(handle);
    const results = preflightLetter([{ inputFileId: 'f', handle, firstPage: 1, lastPage: 3 }], [A4]);
    expect(codes(results)).toEqual(['unprintableEdge@2', 'pageSize@3']);
  });

  it('counts pages across parts and gives each finding the page of its own file', () => {
    const first = openPdf(buildPdf([{ content: letterBody }]));
    const second = openPdf(
      buildPdf([{ content: letterBody }, { content: all(letterBody, text(2, 150, 'Edge')) }]),
    );
    handles.push(first, second);
    const results = preflightLetter(
      [
        { inputFileId: 'main', handle: first, firstPage: 1, lastPage: 1 },
        { inputFileId: 'annex', handle: second, firstPage: 2, lastPage: 2 },
      ],
      [A4],
    );
    expect(results.map((r) => [r.code, r.inputFileId, r.page])).toEqual([['unprintableEdge', 'annex', 2]]);
  });
});

describe('prescanPage', () => {
  it('gives the same findings from pages read ahead, colour included, and reads again what was read without it', () => {
    const red = all(letterBody, text(20, 150, 'Overdue', { rgb: '0.9 0.1 0.1' }));
    const logo = all(letterBody, image('Logo', 150, 50, 30, 10));
    const pages: PageSpec[] = [
      { content: logo, images: { Logo: { width: 354, height: 118, rgb: [200, 20, 20] } } },
      { content: red },
    ];
    const bw = { ...A4, blackAndWhite: true };
    const expected = preflight(pages, [bw]);
    expect(codes(expected).sort()).toEqual([
      'addressWindow@1',
      'colourOnBlackAndWhite@1',
      'colourOnBlackAndWhite@2',
    ]);
    const ahead = (colour: boolean) => {
      const handle = openPdf(buildPdf(pages));
      handles.push(handle);
      for (let page = 1; page <= handle.pageCount; page++) prescanPage(handle, page, colour);
      return preflightLetter([{ inputFileId: 'file-1', handle, firstPage: 1, lastPage: 2 }], [bw]);
    };
    expect(ahead(true)).toEqual(expected);
    // Read ahead without colour, for a channel printing in colour: the black-and-white one reads them again.
    expect(ahead(false)).toEqual(expected);
  });
});
