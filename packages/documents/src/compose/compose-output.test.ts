import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractTextInArea } from '../pdf/extract-text-in-area';
import type { AreaMm } from '../pdf/extract-text-in-area';
import { inspectPdf } from '../pdf/inspect-pdf';
import { openPdf } from '../pdf/open-pdf';
import type { PdfHandle } from '../pdf/open-pdf';
import { addressOf, buildLetterBatch, LETTER_AREAS } from '../pdf/testing/letter-batch';
import { composeOutput } from './compose-output';
import { colourAt, composeToBytes, pageText, readCode } from './testing/read-output';
import type { ComposeArea, ComposeDocument } from './types';

const LETTERS = [2, 1, 3];
/** The letters of the batch as documents: letter n is pages `starts[n]`… of the source. */
function lettersOf(source: PdfHandle, counts: readonly number[], extra: Partial<ComposeDocument> = {}) {
  let first = 1;
  return counts.map((count) => {
    const document: ComposeDocument = {
      pages: [{ pdf: source, firstPage: first, lastPage: first + count - 1 }],
      ...extra,
    };
    first += count;
    return document;
  });
}

/** Rendered colours drift by a unit or two from the ones asked for. */
const expectColour = (actual: number[], expected: number[]) =>
  actual.forEach((channel, i) => expect(Math.abs(channel - expected[i]!)).toBeLessThanOrEqual(2));

const textIn = (bytes: Uint8Array, page: number, area: AreaMm) => {
  const handle = openPdf(bytes);
  try {
    return extractTextInArea(handle, { page, area }).text;
  } finally {
    handle.close();
  }
};
const markersOf = (bytes: Uint8Array) => {
  const handle = openPdf(bytes);
  try {
    return Array.from(
      { length: handle.pageCount },
      (_, i) => extractTextInArea(handle, { page: i + 1, area: LETTER_AREAS.marker }).text,
    );
  } finally {
    handle.close();
  }
};

let source: PdfHandle;
beforeAll(async () => {
  source = openPdf(await buildLetterBatch(LETTERS));
});
afterAll(() => source.close());

describe('composeOutput: pages and manifest', () => {
  it('writes the documents from the original pages, in order, and says where each landed', async () => {
    const { bytes, result } = await composeToBytes(lettersOf(source, LETTERS));
    expect(inspectPdf(bytes).pageCount).toBe(6);
    expect(markersOf(bytes)).toEqual([
      'LETTER 1 PAGE 1/2',
      'LETTER 1 PAGE 2/2',
      'LETTER 2 PAGE 1/1',
      'LETTER 3 PAGE 1/3',
      'LETTER 3 PAGE 2/3',
      'LETTER 3 PAGE 3/3',
    ]);
    expect(result.documents.map((d) => [d.firstPage, d.lastPage, d.sheets])).toEqual([
      [1, 2, 2],
      [3, 3, 1],
      [4, 6, 3],
    ]);
    expect(result).toMatchObject({
      pageCount: 6,
      sheetCount: 6,
      duplex: false,
      colour: 'COLOR',
      proof: false,
    });
    expect(result.bytes).toBe(bytes.length);
  });

  it('composes a document from several ranges, of several sources', async () => {
    const other = openPdf(await buildLetterBatch([1, 1]));
    try {
      const { bytes } = await composeToBytes([
        {
          pages: [
            { pdf: source, firstPage: 3, lastPage: 3 },
            { pdf: other, firstPage: 2, lastPage: 2 },
            { pdf: source, firstPage: 1, lastPage: 1 },
          ],
        },
      ]);
      expect(markersOf(bytes)).toEqual(['LETTER 2 PAGE 1/1', 'LETTER 2 PAGE 1/1', 'LETTER 1 PAGE 1/2']);
    } finally {
      other.close();
    }
  });

  it('pads an odd document with a blank page in duplex so that every document starts on a recto', async () => {
    const { bytes, result } = await composeToBytes(lettersOf(source, LETTERS), { duplex: true });
    expect(result.documents.map((d) => [d.firstPage, d.lastPage, d.sheets, d.blankPages])).toEqual([
      [1, 2, 1, 0],
      [3, 4, 1, 1],
      [5, 8, 2, 1],
    ]);
    expect(result).toMatchObject({ pageCount: 8, sheetCount: 4, duplex: true });
    expect(markersOf(bytes)).toEqual([
      'LETTER 1 PAGE 1/2',
      'LETTER 1 PAGE 2/2',
      'LETTER 2 PAGE 1/1',
      '',
      'LETTER 3 PAGE 1/3',
      'LETTER 3 PAGE 2/3',
      'LETTER 3 PAGE 3/3',
      '',
    ]);
    expect(pageText(bytes, 4).trim()).toBe('');
    expect(inspectPdf(bytes).pages[3]).toMatchObject({ widthMm: 210, heightMm: 297 });
  });
});

describe('composeOutput: address page', () => {
  const address = {
    recipient: ['Élise Müller', '12 rue de la Paix', '75002 PARIS'],
    sender: ['Postbridge SAS', '1 place de la Poste', '69001 LYON'],
    returnAddress: ['Retour : BP 12', '69001 LYON'],
  };
  const window = { left: 100, top: 45, width: 90, height: 35 };

  it('puts the recipient in the DL window of an A4 page, the sender top left', async () => {
    const { bytes, result } = await composeToBytes([{ ...lettersOf(source, [2])[0]!, addressPage: address }]);
    expect(result.documents[0]).toMatchObject({
      firstPage: 1,
      lastPage: 3,
      addressPage: true,
      blankPages: 0,
    });
    const handle = openPdf(bytes);
    try {
      const inWindow = extractTextInArea(handle, { page: 1, area: window }).lines;
      expect(inWindow).toEqual(['Retour : BP 12 · 69001 LYON', ...address.recipient]);
      expect(
        extractTextInArea(handle, { page: 1, area: { left: 10, top: 10, width: 90, height: 30 } }).lines,
      ).toEqual(address.sender);
      // Nothing of the address outside the window and the sender block.
      const whole = pageText(bytes, 1);
      expect(whole.split('\n').filter((l) => l.trim() !== '')).toHaveLength(7);
      expect(extractTextInArea(handle, { page: 2, area: LETTER_AREAS.marker }).text).toBe(
        'LETTER 1 PAGE 1/2',
      );
    } finally {
      handle.close();
    }
  });

  it('follows the page format (US Letter #10 window) and a configured window', async () => {
    const us = await composeToBytes([{ pages: [], addressPage: { recipient: ['JANE DOE', '1 MAIN ST'] } }], {
      pageFormat: 'US_LETTER',
    });
    expect(inspectPdf(us.bytes).pages[0]).toMatchObject({ widthMm: 215.9, heightMm: 279.4 });
    expect(textIn(us.bytes, 1, { left: 22, top: 51, width: 102, height: 29 })).toBe('JANE DOE\n1 MAIN ST');
    const custom = { left: 20, top: 50, width: 85, height: 30 };
    const moved = await composeToBytes([{ pages: [], addressPage: { recipient: ['JANE DOE'] } }], {
      addressWindow: custom,
    });
    expect(textIn(moved.bytes, 1, custom)).toBe('JANE DOE');
    expect(textIn(moved.bytes, 1, window)).toBe('');
    await expect(
      composeToBytes([{ pages: [], addressPage: { recipient: ['X'] } }], {
        pageFormat: 'A3',
        envelope: 'C4',
      }),
    ).rejects.toMatchObject({ code: 'compose.noAddressWindow' });
  });

  it('shrinks a long address until it fits the window', async () => {
    const long = [
      'Monsieur Jean-Baptiste Alexandre de La Tour d’Auvergne-Lauraguais',
      'Bâtiment B',
      'Escalier 4',
      'Résidence des Lilas',
      '12 avenue du Général de Gaulle',
      '75002 PARIS',
      'FRANCE',
    ];
    const { bytes } = await composeToBytes([{ pages: [], addressPage: { recipient: long } }]);
    expect(textIn(bytes, 1, window).split('\n')).toEqual(long);
  });
});

describe('composeOutput: technical areas on the pages their selectors pick', () => {
  // One marker area per selector, side by side, each writing its own name.
  const selectors = [
    ['ADDRESS_PAGE', '1'],
    ['ADDRESS_PAGE', '2'],
    ['ADDRESS_PAGE', 'all'],
    ['DOCUMENT', 'all'],
    ['DOCUMENT', '1'],
    ['DOCUMENT', '1:'],
    ['DOCUMENT', '-1'],
    ['DOCUMENT', 'odd'],
    ['DOCUMENT', 'even'],
    ['COMPOSED_DOCUMENT', 'odd'],
    ['COMPOSED_DOCUMENT', 'even'],
    ['COMPOSED_DOCUMENT', '-1&even'],
  ] as const;
  const areaOf = (i: number): AreaMm => ({ left: 10, top: 150 + i * 10, width: 90, height: 8 });
  const areas: ComposeArea[] = selectors.map(([documentKind, page], i) => ({
    type: 'text',
    documentKind,
    page,
    area: areaOf(i),
    value: `${documentKind} ${page}`,
  }));
  const drawnOn = (bytes: Uint8Array, pages: number) =>
    Array.from({ length: pages }, (_, p) =>
      selectors.flatMap(([kind, page], i) =>
        textIn(bytes, p + 1, areaOf(i)) === `${kind} ${page}` ? [`${kind} ${page}`] : [],
      ),
    );

  it('counts address, document and composed pages apart (duplex, address page, 3 pages)', async () => {
    const document = {
      pages: [{ pdf: source, firstPage: 4, lastPage: 6 }],
      addressPage: { recipient: ['A'] },
      areas,
    };
    const { bytes, result } = await composeToBytes([document], { duplex: true });
    expect(result.documents[0]).toMatchObject({ pageCount: 6, sheets: 3, blankPages: 2 });
    expect(drawnOn(bytes, 6)).toEqual([
      ['ADDRESS_PAGE 1', 'ADDRESS_PAGE all', 'COMPOSED_DOCUMENT odd'],
      ['ADDRESS_PAGE 2', 'ADDRESS_PAGE all', 'COMPOSED_DOCUMENT even'],
      ['DOCUMENT all', 'DOCUMENT 1', 'DOCUMENT 1:', 'DOCUMENT odd', 'COMPOSED_DOCUMENT odd'],
      ['DOCUMENT all', 'DOCUMENT 1:', 'DOCUMENT even', 'COMPOSED_DOCUMENT even'],
      ['DOCUMENT all', 'DOCUMENT 1:', 'DOCUMENT -1', 'DOCUMENT odd', 'COMPOSED_DOCUMENT odd'],
      ['COMPOSED_DOCUMENT even', 'COMPOSED_DOCUMENT -1&even'],
    ]);
  });

  it('in simplex: no back to the address page, -1&even only when the count is even', async () => {
    const three = await composeToBytes([{ pages: [{ pdf: source, firstPage: 4, lastPage: 6 }], areas }]);
    expect(drawnOn(three.bytes, 3).map((page) => page.filter((s) => s.startsWith('COMPOSED')))).toEqual([
      ['COMPOSED_DOCUMENT odd'],
      ['COMPOSED_DOCUMENT even'],
      ['COMPOSED_DOCUMENT odd'],
    ]);
    const withAddress = await composeToBytes([
      { pages: [{ pdf: source, firstPage: 4, lastPage: 6 }], addressPage: { recipient: ['A'] }, areas },
    ]);
    expect(drawnOn(withAddress.bytes, 4)[0]).toEqual([
      'ADDRESS_PAGE 1',
      'ADDRESS_PAGE all',
      'COMPOSED_DOCUMENT odd',
    ]);
    expect(drawnOn(withAddress.bytes, 4)[3]).toEqual([
      'DOCUMENT all',
      'DOCUMENT 1:',
      'DOCUMENT -1',
      'DOCUMENT odd',
      'COMPOSED_DOCUMENT even',
      'COMPOSED_DOCUMENT -1&even',
    ]);
  });

  it('evaluates page-dependent values on each page (an inserter code: sheet k of n)', async () => {
    const area: ComposeArea = {
      type: 'text',
      documentKind: 'COMPOSED_DOCUMENT',
      page: 'odd',
      area: areaOf(0),
      value: (p) => `sheet ${p.sheet}/${p.sheetCount} page ${p.page}/${p.pageCount} out ${p.outputPage}`,
    };
    const document = {
      pages: [{ pdf: source, firstPage: 4, lastPage: 6 }],
      addressPage: { recipient: ['A'] },
      areas: [area],
    };
    const { bytes } = await composeToBytes([document, document], { duplex: true });
    expect([7, 8, 9, 11].map((page) => textIn(bytes, page, areaOf(0)))).toEqual([
      'sheet 1/3 page 1/6 out 7',
      '',
      'sheet 2/3 page 3/6 out 9',
      'sheet 3/3 page 5/6 out 11',
    ]);
  });

  it('refuses a selector the document kind does not allow', async () => {
    const area: ComposeArea = {
      type: 'rectangle',
      documentKind: 'COMPOSED_DOCUMENT',
      page: '1',
      area: areaOf(0),
    };
    await expect(
      composeToBytes([{ pages: [{ pdf: source, firstPage: 1, lastPage: 1 }], areas: [area] }]),
    ).rejects.toMatchObject({
      code: 'compose.pageSelectorNotAllowed',
      details: { allowed: 'odd, even, -1&even' },
    });
  });
});

describe('composeOutput: proofs, colours, checks', () => {
  const red = { r: 220, g: 30, b: 30, a: 1 };
  const green = { r: 30, g: 160, b: 60, a: 1 };
  const box = { left: 150, top: 250, width: 40, height: 20 };
  const rectangle: ComposeArea = { type: 'rectangle', area: box, colors: { bat: red, production: green } };
  const one = () => [{ pages: [{ pdf: source, firstPage: 1, lastPage: 1 }], areas: [rectangle] }];

  it('watermarks every page of a proof and fills areas with their proof colour', async () => {
    const proof = await composeToBytes(
      [
        {
          pages: [{ pdf: source, firstPage: 3, lastPage: 3 }],
          addressPage: { recipient: ['A'] },
          areas: [rectangle],
        },
      ],
      { proof: { watermark: 'ÉPREUVE' }, duplex: true },
    );
    expect(proof.result.proof).toBe(true);
    for (let page = 1; page <= 4; page++) expect(pageText(proof.bytes, page)).toContain('ÉPREUVE');
    expectColour(colourAt(proof.bytes, 3, box), [220, 30, 30]);
    const production = await composeToBytes(one());
    expect(pageText(production.bytes, 1)).not.toContain('ÉPREUVE');
    expectColour(colourAt(production.bytes, 1, box), [30, 160, 60]);
  });

  it('draws the areas grey in black and white, leaving the documents as they are', async () => {
    const { bytes, result } = await composeToBytes(one(), { colour: 'BLACK_AND_WHITE' });
    expect(result.colour).toBe('BLACK_AND_WHITE');
    const [r, g, b] = colourAt(bytes, 1, box);
    expect(r).toBe(g);
    expect(g).toBe(b);
    expect(r).toBeCloseTo(0.299 * 30 + 0.587 * 160 + 0.114 * 60, -1);
    expect(markersOf(bytes)).toEqual(['LETTER 1 PAGE 1/2']);
  });

  it('fills a checked area that is not blank with its error colour, and says so', async () => {
    const checked: ComposeArea = {
      type: 'rectangle',
      area: LETTER_AREAS.address,
      check: true,
      colors: { production: green, error: red },
    };
    const { bytes, result } = await composeToBytes([
      { pages: [{ pdf: source, firstPage: 1, lastPage: 2 }], areas: [checked] },
    ]);
    expectColour(colourAt(bytes, 1, LETTER_AREAS.address), [220, 30, 30]);
    expectColour(colourAt(bytes, 2, LETTER_AREAS.address), [30, 160, 60]);
    expect(result.warnings).toEqual([{ document: 0, page: 1, code: 'compose.areaNotBlank', details: {} }]);
  });
});

describe('composeOutput: batches and sinks', () => {
  it('writes each batch before composing the next one, into one PDF', async () => {
    let received = 0;
    const seenBefore: number[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        chunks.push(chunk);
        callback();
      },
    });
    const chunks: Buffer[] = [];
    const documents = lettersOf(source, LETTERS);
    async function* produce() {
      for (let i = 0; i < 9; i++) {
        seenBefore.push(received);
        yield documents[i % 3]!;
      }
    }
    const result = await composeOutput(sink, produce(), { batchSize: 2 });
    expect(result.batches).toBe(5);
    // The header alone before document 0; more bytes before documents 2, 4, 6 and 8, after each batch.
    for (const i of [2, 4, 6, 8]) expect(seenBefore[i]).toBeGreaterThan(seenBefore[i - 2]!);
    expect(seenBefore[1]).toBe(seenBefore[0]);
    const bytes = Buffer.concat(chunks);
    expect(inspectPdf(bytes).pageCount).toBe(18);
    expect(markersOf(bytes).at(-1)).toBe('LETTER 3 PAGE 3/3');
  });

  it('writes to a file path, and removes the file when composition fails', async () => {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'pb-compose-'));
    try {
      const file = path.join(dir, 'out.pdf');
      const result = await composeOutput(file, lettersOf(source, LETTERS), { batchSize: 1 });
      expect(result.batches).toBe(3);
      expect(inspectPdf(await fs.promises.readFile(file)).pageCount).toBe(6);
      const bad = path.join(dir, 'bad.pdf');
      await expect(
        composeOutput(bad, [{ pages: [{ pdf: source, firstPage: 5, lastPage: 9 }] }]),
      ).rejects.toMatchObject({ code: 'pdf.pageOutOfRange' });
      expect(fs.existsSync(bad)).toBe(false);
      await expect(composeOutput(bad, [])).rejects.toMatchObject({ code: 'compose.noDocuments' });
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  });

  const poppler = !spawnSync('pdftotext', ['-v']).error;
  it.skipIf(!poppler)(
    'opens in poppler: pdfinfo counts the pages, pdftotext reads areas and addresses',
    async () => {
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'pb-compose-'));
      try {
        const file = path.join(dir, 'out.pdf');
        const areas: ComposeArea[] = [
          { type: 'text', area: { left: 10, top: 280, width: 100, height: 8 }, value: 'Pli n° 1 – été' },
        ];
        await composeOutput(
          file,
          lettersOf(source, LETTERS, { areas, addressPage: { recipient: addressOf(7) } }),
          {
            batchSize: 2,
            duplex: true,
          },
        );
        const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
        expect(info.status).toBe(0);
        expect(info.stdout).toMatch(/Pages:\s+14/);
        expect(info.stderr).toBe('');
        const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(text.status).toBe(0);
        expect(text.stderr).toBe('');
        expect(text.stdout.match(/Pli n° 1 – été/g)).toHaveLength(6);
        expect(text.stdout).toContain('Recipient 7');
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('composeOutput: codes', () => {
  const code = (
    type: ComposeArea['type'],
    value: string,
    area: AreaMm,
    extra: Partial<ComposeArea> = {},
  ): ComposeArea => ({
    type,
    value,
    area,
    ...extra,
  });
  const centred = { horizontalAlignment: 'center', verticalAlignment: 'middle' } as const;
  const dmArea = { left: 170, top: 10, width: 25, height: 25 };
  const qrArea = { left: 140, top: 240, width: 40, height: 40 };
  const gs1Area = { left: 20, top: 240, width: 30, height: 20 };
  const barArea = { left: 20, top: 265, width: 90, height: 15 };

  it('draws a datamatrix, a QR code, a GS1 datamatrix and a barcode that read back', async () => {
    const areas = [
      // zxing's detectors look from the middle of the picture: natural-size codes are centred in their areas.
      code('datamatrix', 'PB-000123 P1/2 Crème', dmArea, centred),
      code('qrCode', 'https://postbridge.example/t/ABC123?p=1', qrArea, centred),
      code('datamatrix', '(01)09521234543213(10)ABC123', gs1Area, {
        barcodeGs1Format: true,
        datamatrixShape: 'rectangle',
        fitToArea: true,
      }),
      code('barcode', 'PB000123', barArea, { fitToArea: true }),
    ];
    const { bytes, result } = await composeToBytes([
      { pages: [{ pdf: source, firstPage: 1, lastPage: 1 }], areas },
    ]);
    expect(result.warnings).toEqual([]);
    expect(readCode(bytes, 1, dmArea, 'datamatrix')).toBe('PB-000123 P1/2 Crème');
    expect(readCode(bytes, 1, qrArea, 'qrCode')).toBe('https://postbridge.example/t/ABC123?p=1');
    expect(readCode(bytes, 1, gs1Area, 'datamatrix')).toBe('\u001d0109521234543213' + '10ABC123');
    expect(readCode(bytes, 1, barArea, 'barcode')).toBe('PB000123');
  });

  it('reports a value a code cannot encode and fills its area with the error colour', async () => {
    const red = { r: 220, g: 30, b: 30, a: 1 };
    const areas = [
      code('datamatrix', '(01)123', gs1Area, { barcodeGs1Format: true, colors: { error: red } }),
    ];
    const { bytes, result } = await composeToBytes([
      { pages: [{ pdf: source, firstPage: 1, lastPage: 1 }], areas },
    ]);
    expect(result.warnings).toMatchObject([{ document: 0, page: 1, code: 'compose.invalidCode' }]);
    expectColour(colourAt(bytes, 1, gs1Area), [220, 30, 30]);
  });
});
