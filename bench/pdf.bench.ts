// PDF text in two areas (marker + address) of every page of a ~1,000-page letter batch, and splitting it into
// letters, against a reference measured in the same run: poppler's `pdftotext` cropped to the same two areas
// (design/PDF.md), when it is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractTextInArea, openPdf, planSplit, writePdfParts } from '../packages/documents/src/index';
import type { AreaMm } from '../packages/documents/src/index';
import { buildLetterBatch, LETTER_AREAS } from '../packages/documents/src/pdf/testing/letter-batch';
import { mmToPoints } from '../packages/documents/src/pdf/units';
import { round, summarise, time } from './stats';

const LETTERS = 500; // of 1, 2 and 3 pages in turn: 999 pages
const RUNS = 3;
const AREAS = [LETTER_AREAS.marker, LETTER_AREAS.address];

export async function run(): Promise<void> {
  const bytes = await buildLetterBatch(Array.from({ length: LETTERS }, (_, i) => (i % 3) + 1));
  const probe = openPdf(bytes);
  const pages = probe.pageCount;
  probe.close();
  console.log(`letter batch: ${LETTERS} letters, ${pages} pages, ${round(bytes.length / 1024 / 1024)} MB`);

  let lines = 0;
  const extract = summarise(
    await time(() => {
      const handle = openPdf(bytes);
      lines = 0;
      for (let page = 1; page <= handle.pageCount; page++) {
        for (const area of AREAS) lines += extractTextInArea(handle, { page, area }).lines.length;
      }
      handle.close();
    }, RUNS),
  );
  let parts = 0;
  let outputBytes = 0;
  const split = summarise(
    await time(() => {
      const handle = openPdf(bytes);
      const plan = planSplit(handle, { kind: 'bsc.PDF_AREA', area: LETTER_AREAS.marker, value: 'PAGE 1/' });
      parts = plan.length;
      outputBytes = 0;
      for (const part of writePdfParts(handle, plan)) outputBytes += part.length;
      handle.close();
    }, RUNS),
  );
  console.log(`product text in 2 areas of every page: median ${round(extract.median)} ms (${lines} lines)`);
  console.log(
    `product split by marker into ${parts} PDFs (plan + write): median ${round(split.median)} ms, ` +
      `output ${round(outputBytes / bytes.length)}x the input`,
  );

  const reference = await pdftotextReference(bytes, pages);
  if (reference === null) {
    console.log('reference: pdftotext (poppler) is not installed, no ratio measured');
  } else {
    console.log(`reference pdftotext cropped to the 2 areas: median ${round(reference)} ms`);
  }
  // n/a when poppler is missing: the split has no reference here (qpdf is not assumed either).
  const ratio = reference === null ? 'n/a' : String(round(extract.median / reference));
  console.log(`pdf pages=${pages} extract_ms=${round(extract.median)} ratio_to_reference=${ratio}`);
}

/** Median ms of `pdftotext -x -y -W -H` (72 dpi, so pixels are points) over both areas, or null if absent. */
async function pdftotextReference(bytes: Uint8Array, pages: number): Promise<number | null> {
  if (spawnSync('pdftotext', ['-v']).error) return null;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-bench-pdf-'));
  const file = path.join(dir, 'batch.pdf');
  await fs.writeFile(file, bytes);
  const crop = (a: AreaMm) =>
    [a.left, a.top, a.width, a.height].flatMap((mm, i) => [
      ['-x', '-y', '-W', '-H'][i]!,
      String(Math.round(mmToPoints(mm))),
    ]);
  const samples = await time(() => {
    for (const area of AREAS) {
      const out = spawnSync('pdftotext', ['-f', '1', '-l', String(pages), ...crop(area), file, '-'], {
        maxBuffer: 256 * 1024 * 1024,
      });
      if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr.toString()}`);
    }
  }, RUNS);
  await fs.rm(dir, { recursive: true, force: true });
  return summarise(samples).median;
}
