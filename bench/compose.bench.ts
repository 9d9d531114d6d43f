// Print composition of 5,000 letters (10,000 pages): a datamatrix and a text line stamped on every letter page,
// one letter in ten printed with an edited address in its window, and the file read back and verified (page
// fingerprints, every window against its validated address), against `qpdf --overlay` of a ready-made one-page
// stamp onto the same pages, measured in the same run; the address pages (one per letter) are timed apart; then
// the whole composition once, for pages per second and peak memory. Output is written to a file batch by batch,
// as in production.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { PAGE_SIZES_MM } from '@postbridge/domain';
import {
  composeInParallel,
  composeOutput,
  openPdf,
  toPortable,
  verifyComposedOutput,
  verifyInParallel,
} from '../packages/documents/src/index';
import type {
  ComposeArea,
  ComposeDocument,
  ComposeResult,
  OutputExpectation,
  PdfHandle,
} from '../packages/documents/src/index';
import {
  addressOf,
  buildLetterBatch,
  LETTER_AREAS,
} from '../packages/documents/src/pdf/testing/letter-batch';
import { mmToPoints } from '../packages/documents/src/pdf/units';
import { COMPOSE_BATCH_WORK, VERIFY_WORK } from '../apps/server/src/features/sending/providers/compose-work';
import { defaultThreads, type WorkPool } from '../apps/server/src/platform/work/work-pool';
import { openWorkPool } from '../apps/server/src/work-tasks';
import { round, summarise, time } from './stats';

const LETTERS = 5000;
const PAGES_PER_LETTER = [2, 1, 3, 2]; // 2 pages on average: 10,000 pages
const RUNS = 5;
const GENERATE = 'PB_BENCH_COMPOSE_INPUT';

/** The stamp of every letter page: an inserter datamatrix (letter, page k of n) and a text line. */
function stampAreas(letter: number): ComposeArea[] {
  return [
    {
      type: 'datamatrix',
      area: { left: 182, top: 8, width: 20, height: 20 },
      value: { template: `PB${String(letter).padStart(6, '0')}-{page}/{pageCount}` },
    },
    {
      type: 'text',
      area: { left: 10, top: 287, width: 150, height: 6 },
      fontSize: 8,
      value: { template: `Postbridge · pli ${letter} · page {page}/{pageCount}` },
    },
  ];
}

export async function run(): Promise<void> {
  const target = process.env[GENERATE];
  if (target) {
    // Child process: generating the input with pdf-lib takes memory that should not count as composition's.
    await fs.promises.writeFile(target, await buildLetterBatch(counts()));
    return;
  }
  if (spawnSync('qpdf', ['--version']).error)
    throw new Error('compose bench needs qpdf (apt-get install qpdf)');
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'pb-bench-compose-'));
  try {
    const input = path.join(dir, 'letters.pdf');
    const started = performance.now();
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, 'compose'], {
      env: { ...process.env, [GENERATE]: input },
      stdio: 'inherit',
    });
    if (child.status !== 0) throw new Error('generating the letter batch failed');
    const bytes = await fs.promises.readFile(input);
    const source = openPdf(bytes);
    console.log(
      `letter batch: ${LETTERS} letters, ${source.pageCount} pages, ${round(bytes.length / 2 ** 20)} MiB ` +
        `(generated in ${round((performance.now() - started) / 1000)} s)`,
    );
    const out = path.join(dir, 'out.pdf');

    const stamp = path.join(dir, 'stamp.pdf');
    await writeStamp(stamp);
    // As the server does it: batches composed on every thread of a work pool, appended in order, then the file
    // read back by slices of letters on every thread.
    const threads = defaultThreads();
    const pool = openWorkPool({ threads, memoryMb: 2048, warm: true });
    await pool.warm();
    // Runs alternate with the reference and the ratio is the median of each pair's: the machine is shared.
    const qpdfMs: number[] = [];
    const stampingMs: number[] = [];
    const oneThreadMs: number[] = [];
    let stampBytes = 0;
    let verified = 0;
    try {
      // A server's threads are long-lived: one untimed pass warms them (code compiled, sources opened).
      await composeInPool(pool, out, source);
      for (let run = 0; run < RUNS; run++) {
        const [q] = await time(() => {
          const r = spawnSync('qpdf', [input, '--overlay', stamp, '--repeat=1', '--', out]);
          if (r.status !== 0) throw new Error(`qpdf failed: ${r.stderr.toString()}`);
        }, 1);
        const [p] = await time(async () => {
          const made = await composeInPool(pool, out, source);
          stampBytes = made.result.bytes;
          verified = made.failures.filter((f) => f === null).length;
        }, 1);
        const [one] = await time(async () => {
          const result = await composeOutput(out, letters(source, false));
          const failures = verifyComposedOutput(await fs.promises.readFile(out), expectationsOf(result));
          if (failures.some((f) => f !== null)) throw new Error('a letter failed verification on one thread');
        }, 1);
        qpdfMs.push(q!);
        stampingMs.push(p!);
        oneThreadMs.push(one!);
      }
    } finally {
      await pool.close();
    }
    const qpdf = summarise(qpdfMs);
    const stamping = summarise(stampingMs);
    const ratio = round(summarise(stampingMs.map((p, i) => p / qpdfMs[i]!)).median);
    const oneThreadRatio = round(summarise(oneThreadMs.map((p, i) => p / qpdfMs[i]!)).median);
    console.log(`reference qpdf --overlay of a one-page stamp: median ${round(qpdf.median)} ms`);
    console.log(
      `product stamping pass (datamatrix + text line on ${source.pageCount} pages, ${LETTERS / EDITED_EVERY} ` +
        `windows rewritten, the file verified) on ${threads} threads: median ` +
        `${round(stamping.median)} ms, ${round(source.pageCount / (stamping.median / 1000))} pages/s, ` +
        `output ${round(stampBytes / 2 ** 20)} MiB; ratio per run ${stampingMs.map((p, i) => round(p / qpdfMs[i]!)).join(' ')}`,
    );
    console.log(
      `the same on this thread alone (composeOutput, then verifyComposedOutput): median ` +
        `${round(summarise(oneThreadMs).median)} ms, ratio ${oneThreadRatio}`,
    );

    const addressOnly = summarise(
      await time(async () => {
        await composeOutput(out, addressPages());
      }, RUNS),
    );
    console.log(
      `product address pages alone (${LETTERS} pages): median ${round(addressOnly.median)} ms, ` +
        `${round(LETTERS / (addressOnly.median / 1000))} pages/s`,
    );

    resetPeakRss();
    const before = process.memoryUsage().rss / 2 ** 20;
    const t0 = performance.now();
    const full = await composeOutput(out, letters(source, true));
    const fullMs = performance.now() - t0;
    const peak = peakRssMib();
    const check = spawnSync('qpdf', ['--show-npages', out], { encoding: 'utf8' });
    console.log(
      `product full composition (address page + stamps): ${full.pageCount} pages in ${full.batches} batches, ` +
        `${round(fullMs)} ms, output ${round(full.bytes / 2 ** 20)} MiB, qpdf counts ${check.stdout.trim()} pages, ` +
        `peak RSS ${round(peak)} MiB (${round(before)} MiB before composing: Node, mupdf, the open input)`,
    );
    source.close();
    const pagesPerS = Math.round(full.pageCount / (fullMs / 1000));
    console.log(
      `compose pages=${source.pageCount} ratio_to_qpdf=${ratio} pages_per_s=${pagesPerS} ` +
        `peak_rss_mib=${Math.round(peak)} verified_letters=${verified}/${LETTERS}`,
    );
    if (verified !== LETTERS) process.exitCode = 1;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Composes and verifies the letters as the server does (print-setup.ts, verified-compose.ts). */
async function composeInPool(pool: WorkPool, out: string, source: PdfHandle) {
  const threads = Math.max(1, pool.threads);
  const result = await composeInParallel(
    out,
    { ...toPortable([...letters(source, false)]), options: {} },
    (request) => pool.run(COMPOSE_BATCH_WORK, request),
    threads,
  );
  const failures = await verifyInParallel(
    out,
    expectationsOf(result),
    (input) => pool.run(VERIFY_WORK, input),
    threads,
  );
  return { result, failures };
}

/** One letter in ten goes with an address its sender edited: its window is rewritten. */
const EDITED_EVERY = 10;
const editedAddressOf = (letter: number) => [`Recipient ${letter}`, `${letter} Avenue Foch`, '21000 DIJON'];
const isEdited = (letter: number) => letter % EDITED_EVERY === 0;

/** What verification expects of each letter: its pages as composed, its window showing its validated address. */
const expectationsOf = (result: ComposeResult): OutputExpectation[] =>
  result.documents.map((d) => ({
    firstPage: d.firstPage,
    lastPage: d.lastPage,
    fingerprints: d.fingerprints,
    windows: [
      {
        page: 1,
        area: LETTER_AREAS.address,
        lines: isEdited(d.index + 1) ? editedAddressOf(d.index + 1) : addressOf(d.index + 1),
      },
    ],
  }));

const counts = () =>
  Array.from({ length: LETTERS }, (_, i) => PAGES_PER_LETTER[i % PAGES_PER_LETTER.length]!);

/** The letters as documents, produced one at a time as a database cursor would. */
function* letters(source: PdfHandle, withAddress: boolean): Generator<ComposeDocument> {
  let first = 1;
  let letter = 0;
  for (const count of counts()) {
    letter++;
    yield {
      pages: [{ pdf: source, firstPage: first, lastPage: first + count - 1 }],
      areas: stampAreas(letter),
      ...(!withAddress && isEdited(letter)
        ? { replacements: [{ page: 1, area: LETTER_AREAS.address, lines: editedAddressOf(letter) }] }
        : {}),
      ...(withAddress
        ? { addressPage: { recipient: addressOf(letter), sender: ['Postbridge', '75001 PARIS'] } }
        : {}),
    };
    first += count;
  }
}

function* addressPages(): Generator<ComposeDocument> {
  for (let letter = 1; letter <= LETTERS; letter++) {
    yield { pages: [], addressPage: { recipient: addressOf(letter), sender: ['Postbridge', '75001 PARIS'] } };
  }
}

/** The same stamp (letter 1, page 1/2) on a blank A4 page, composed by the product itself. */
async function writeStamp(file: string): Promise<void> {
  const blank = await PDFDocument.create();
  blank.addPage([mmToPoints(PAGE_SIZES_MM.A4.width), mmToPoints(PAGE_SIZES_MM.A4.height)]);
  const handle = openPdf(await blank.save());
  const areas = stampAreas(1).map((area) => ({
    ...area,
    value:
      typeof area.value === 'object'
        ? area.value.template.replace('{page}', '1').replace('{pageCount}', '2')
        : area.value,
  }));
  await composeOutput(file, [{ pages: [{ pdf: handle, firstPage: 1, lastPage: 1 }], areas }]);
  handle.close();
}

/** Linux: writing 5 to clear_refs resets VmHWM, so the peak is composition's alone. */
function resetPeakRss(): void {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Elsewhere the peak covers the whole process.
  }
}

function peakRssMib(): number {
  try {
    const kib = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    if (kib) return Number(kib[1]) / 1024;
  } catch {
    // Not Linux.
  }
  return process.resourceUsage().maxRSS / 1024;
}
