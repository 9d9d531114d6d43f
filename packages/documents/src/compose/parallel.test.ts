import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractTextInArea } from '../pdf/extract-text-in-area';
import { openPdf, type PdfHandle } from '../pdf/open-pdf';
import { addressOf, buildLetterBatch, LETTER_AREAS } from '../pdf/testing/letter-batch';
import { composeBatch, composeInParallel, verifyInParallel, type BatchRequest } from './parallel';
import { toPortable, verifyFile } from './portable';
import { composeToBytes, pageText } from './testing/read-output';
import type { ComposeDocument, ComposeOptions } from './types';

// Seven letters of 2, 1 and 3 pages, one with its window rewritten, one with an address page; a footer that
// numbers the pages of the whole file, so that a batch composed apart must know where it starts.
const COUNTS = [2, 1, 3, 2, 1, 3, 2];
const VALIDATED = ['M. Paul Lemoine', '6 rue du Moulin', '21000 DIJON'];

let source: PdfHandle;
beforeAll(async () => {
  source = openPdf(await buildLetterBatch(COUNTS));
});
afterAll(() => source.close());

function letters(): ComposeDocument[] {
  let first = 1;
  return COUNTS.map((count, index) => {
    const document: ComposeDocument = {
      pages: [{ pdf: source, firstPage: first, lastPage: first + count - 1 }],
      areas: [
        {
          type: 'text',
          area: { left: 10, top: 287, width: 150, height: 6 },
          fontSize: 8,
          value: {
            template: `letter ${index + 1} page {page}/{pageCount} sheet {sheet}/{sheetCount} file page {outputPage}`,
          },
        },
        { type: 'datamatrix', area: { left: 182, top: 8, width: 20, height: 20 }, value: `L${index + 1}` },
      ],
      ...(index === 1 && { replacements: [{ page: 1, area: LETTER_AREAS.address, lines: VALIDATED }] }),
      ...(index === 4 && { addressPage: { recipient: VALIDATED } }),
    };
    first += count;
    return document;
  });
}

/** Composes in batches of two letters, each batch composed apart (here on this thread), two at a time. */
async function composeApart(options: ComposeOptions) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const requests: BatchRequest[] = [];
  const result = await composeInParallel(
    sink,
    { ...toPortable(letters()), options: { ...options, batchSize: 2 } },
    (request) => {
      requests.push(request);
      return composeBatch(request);
    },
    2,
  );
  return { bytes: Buffer.concat(chunks), result, requests };
}

describe('composeInParallel', () => {
  for (const duplex of [false, true]) {
    it(`writes the same file as composeOutput, page for page${duplex ? ', in duplex' : ''}`, async () => {
      const whole = await composeToBytes(letters(), { duplex });
      const apart = await composeApart({ duplex });
      expect(apart.requests.map((r) => r.documents.length)).toEqual([2, 2, 2, 1]);
      expect(apart.result.pageCount).toBe(whole.result.pageCount);
      expect(apart.result.sheetCount).toBe(whole.result.sheetCount);
      // The same content streams, byte for byte, on every page: the fingerprints of both files agree.
      expect(apart.result.documents).toEqual(whole.result.documents);
      for (let page = 1; page <= whole.result.pageCount; page++) {
        expect(pageText(apart.bytes, page)).toBe(pageText(whole.bytes, page));
      }
      expect(pageText(apart.bytes, whole.result.pageCount)).toContain(`file page ${whole.result.pageCount}`);
    });
  }

  it('keeps each document where composeOutput puts it, and its warnings on its own pages', async () => {
    const apart = await composeApart({});
    const letter2 = apart.result.documents[1]!;
    const pdf = openPdf(apart.bytes);
    try {
      expect(extractTextInArea(pdf, { page: letter2.firstPage, area: LETTER_AREAS.address }).lines).toEqual(
        VALIDATED,
      );
      const last = apart.result.documents.at(-1)!;
      expect(extractTextInArea(pdf, { page: last.firstPage, area: LETTER_AREAS.address }).lines).toEqual(
        addressOf(7),
      );
    } finally {
      pdf.close();
    }
  });

  it('is verified like a file composed at once, by slices of its letters', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-parallel-'));
    try {
      const apart = await composeApart({});
      const file = path.join(dir, 'out.pdf');
      await fs.writeFile(file, apart.bytes);
      const expectations = apart.result.documents.map((d) => ({ ...d, windows: [] }));
      const slices: number[] = [];
      const failures = await verifyInParallel(
        file,
        expectations,
        (input) => {
          slices.push(input.expectations.length);
          return verifyFile(input);
        },
        2,
      );
      expect(failures).toEqual(expectations.map(() => null));
      expect(slices).toEqual([7]); // fewer letters than a slice is worth: one thread reads them all
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('fails as composeOutput fails, and writes nothing', async () => {
    const portable = toPortable(letters());
    portable.documents[3]!.pages[0]!.lastPage = 999;
    const sink = new Writable({ write: (_c, _e, done) => done() });
    await expect(
      composeInParallel(sink, { ...portable, options: { batchSize: 2 } }, composeBatch, 2),
    ).rejects.toMatchObject({ code: 'pdf.pageOutOfRange' });
  });
});
