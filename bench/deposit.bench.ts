// A deposit of letters end to end, as a user makes it: the real server started as a child process on a fresh
// SQLite database, a service configured through the API (split on a marker, address read in the window), a
// 10,000-page PDF of 5,000 letters uploaded, and the job polled until PACK_GROUPS_CREATED; then every pack
// group's address is compared with the generated one. Reference measured in the same run: poppler's
// `pdftotext` cropped to the marker area plus cropped to the address area, over every page of the same file.
// The same is first measured on 1,000 pages (500 letters) to show that the cost is linear in pages.
// Machines are shared and noisy: each deposit (on its own fresh server) alternates with a reference run, and
// the ratio is the median of the ratios of these pairs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AreaMm } from '../packages/documents/src/index';
import { buildLetterBatch, LETTER_AREAS } from '../packages/documents/src/pdf/testing/letter-batch';
import { mmToPoints } from '../packages/documents/src/pdf/units';
import { Api, startServer, type DepositTimings, type Letter } from './bench-server';
import { frenchAddresses, pagesPerLetter } from './french-addresses';
import { round, summarise } from './stats';

const SIZES = [
  { letters: 500, runs: 5 }, // 1,000 pages: the cost per page at a tenth of the size
  { letters: 5_000, runs: 3 }, // 10,000 pages: the figures of the last line
] as const;
export const ADMIN = { login: 'admin', password: 'Demo-admin-2026' };
const MIB = 1024 * 1024;

/** One deposit: its timings, the pack groups read back and checked, the server's memory. */
type Deposit = Omit<DepositTimings, 'jobId'> & {
  /** GET /jobs/{id}/packGroups, read for the check. */
  packGroupsReadMs: number;
  ok: number;
  /** The server's resident memory just before the upload, and its peak over its life (MiB). */
  rssBeforeMib: number;
  peakRssMib: number;
};

type Figures = {
  pages: number;
  letters: number;
  runs: number;
  /** The deposit of median whole-job time. */
  median: Deposit;
  /** Median ms of the reference; null without pdftotext. */
  referenceMs: number | null;
  /** Median of the ratios deposit / reference of each pair of runs; NaN without pdftotext. */
  ratio: number;
  /** Highest peak RSS of the server processes, and the median RSS before the upload (MiB). */
  peakRssMib: number;
  rssBeforeMib: number;
  /** Pack groups as generated, in the worst run. */
  ok: number;
  /** Median pre-flight time over the runs (ms). */
  preflightMs: number;
};

export async function run(): Promise<void> {
  const results: Figures[] = [];
  for (const size of SIZES) {
    const figures = await measure(size.letters, size.runs);
    results.push(figures);
    print(figures);
  }
  const [small, large] = [results[0]!, results.at(-1)!];
  const perPage = (f: Figures, ms: (d: Deposit) => number) => ms(f.median) / f.pages;
  const linear = (label: string, ms: (d: Deposit) => number) =>
    `${label} ${round(perPage(small, ms))} ms at ${small.pages} pages, ${round(perPage(large, ms))} ms at ` +
    `${large.pages} (x${round(perPage(large, ms) / perPage(small, ms))})`;
  console.log(
    `cost per page (x1 is linear): ${linear('whole job', (d) => d.ms)}; ${linear('processing', (d) => d.processingMs)}; ` +
      `marginal whole-job cost ${round((large.median.ms - small.median.ms) / (large.pages - small.pages))} ms/page`,
  );
  const failed = results.filter((f) => f.ok !== f.letters);
  for (const f of failed)
    console.log(`CORRECTNESS FAILED at ${f.pages} pages: ${f.ok}/${f.letters} pack groups ok`);
  if (failed.length) process.exitCode = 1;
  console.log(
    `deposit pages=${large.pages} ratio_to_poppler=${large.ratio} pages_per_s=${Math.round(pagesPerSecond(large))} ` +
      `peak_rss_mib=${Math.round(large.peakRssMib)} pack_groups_ok=${large.ok}/${large.letters} ` +
      `preflight_ms=${Math.round(large.preflightMs)} preflight_added=${round(large.preflightMs / (large.median.processingMs - large.preflightMs))} (target ≤ 0.2)`,
  );
}

const pagesPerSecond = (f: Figures) => f.pages / (f.median.ms / 1000);

const describe = (d: Deposit) =>
  `upload ${Math.round(d.uploadMs)} ms, queued ${Math.round(d.queuedMs)} ms, processing ` +
  `${Math.round(d.processingMs)} ms (pre-flight ${Math.round(d.preflightMs)} ms), pack groups written and state seen ` +
  `${Math.round(d.ms - d.uploadMs - d.queuedMs - d.processingMs)} ms; slowest GET /jobs/{id} meanwhile ` +
  `${Math.round(d.slowestPollMs)} ms, ` +
  `GET packGroups ${Math.round(d.packGroupsReadMs)} ms`;

function print(f: Figures): void {
  const reference =
    f.referenceMs === null
      ? 'reference unavailable (pdftotext, from poppler-utils, is not installed): ratio NaN'
      : `reference pdftotext 2 areas ${round(f.referenceMs)} ms, ratio ${f.ratio}`;
  console.log(
    `${f.pages} pages, ${f.letters} letters: whole job ${round(f.median.ms)} ms (median of ${f.runs} deposits), ` +
      `${Math.round(pagesPerSecond(f))} pages/s, server peak RSS ${Math.round(f.peakRssMib)} MiB (${Math.round(f.rssBeforeMib)} MiB before the upload), ${reference}, ` +
      `pack groups ok ${f.ok}/${f.letters}`,
  );
}

/** Generates the batch, then `runs` times: the reference, and a deposit on a fresh server. */
async function measure(letterCount: number, runs: number): Promise<Figures> {
  const addresses = frenchAddresses(letterCount);
  const counts = pagesPerLetter(letterCount);
  const bytes = await buildLetterBatch(counts, { addressOf: (n) => addresses[n - 1]! });
  const letters: Letter[] = [];
  let pages = 0;
  counts.forEach((count, i) => {
    letters.push({ pages: count, firstPage: pages + 1, address: addresses[i]!.join('\n') });
    pages += count;
  });
  console.log(
    `letter batch: ${letterCount} letters of 1 to 3 pages, ${pages} pages, ${round(bytes.length / MIB)} MiB`,
  );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-bench-deposit-'));
  try {
    const file = path.join(dir, 'letters.pdf');
    await fs.writeFile(file, bytes);
    const hasPoppler = !spawnSync('pdftotext', ['-v']).error;
    const deposits: Deposit[] = [];
    const references: number[] = [];
    for (let i = 0; i < runs; i++) {
      if (hasPoppler) references.push(pdftotextReference(file, pages));
      const deposit = await depositOnFreshServer(path.join(dir, `data-${i}`), bytes, letters);
      deposits.push(deposit);
      const reference = hasPoppler ? `reference ${Math.round(references[i]!)} ms, ` : '';
      console.log(`  run ${i + 1}: ${reference}deposit ${Math.round(deposit.ms)} ms (${describe(deposit)})`);
    }
    const ratios = references.map((ms, i) => deposits[i]!.ms / ms);
    const medianMs = summarise(deposits.map((d) => d.ms)).median;
    return {
      pages,
      letters: letterCount,
      runs,
      median: deposits.find((d) => d.ms === medianMs)!,
      referenceMs: hasPoppler ? summarise(references).median : null,
      ratio: hasPoppler ? round(summarise(ratios).median) : NaN,
      peakRssMib: Math.max(...deposits.map((d) => d.peakRssMib)),
      rssBeforeMib: summarise(deposits.map((d) => d.rssBeforeMib)).median,
      ok: Math.min(...deposits.map((d) => d.ok)),
      preflightMs: summarise(deposits.map((d) => d.preflightMs)).median,
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Starts a server on `dataDir`, configures the service as an administrator, deposits and checks the letters. */
async function depositOnFreshServer(
  dataDir: string,
  bytes: Uint8Array,
  letters: readonly Letter[],
): Promise<Deposit> {
  const server = await startServer(dataDir);
  try {
    const api = new Api(server.url);
    await api.signIn(ADMIN.login, ADMIN.password);
    const service = await api.saveBenchService();
    const rssBeforeMib = server.rssMib();
    const deposit = await api.deposit(service, bytes);
    const t0 = performance.now();
    const ok = await api.checkPackGroups(deposit.jobId, service.addressKey, letters);
    const packGroupsReadMs = performance.now() - t0;
    return { ...deposit, packGroupsReadMs, ok, rssBeforeMib, peakRssMib: server.peakRssMib() };
  } catch (err) {
    console.error(`server log (last lines):\n${await server.logTail()}`);
    throw err;
  } finally {
    await server.stop();
  }
}

/**
 * Ms of `pdftotext -x -y -W -H` over every page, once for the marker area and once for the address area
 * (pdftotext's default 72 dpi makes its pixels points), as bench/pdf.bench.ts measures its reference.
 */
function pdftotextReference(file: string, pages: number): number {
  const crop = (a: AreaMm) =>
    [a.left, a.top, a.width, a.height].flatMap((mm, i) => [
      ['-x', '-y', '-W', '-H'][i]!,
      String(Math.round(mmToPoints(mm))),
    ]);
  const t0 = performance.now();
  for (const area of [LETTER_AREAS.marker, LETTER_AREAS.address]) {
    const out = spawnSync('pdftotext', ['-f', '1', '-l', String(pages), ...crop(area), file, '-'], {
      maxBuffer: 256 * MIB,
    });
    if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr.toString()}`);
  }
  return performance.now() - t0;
}
