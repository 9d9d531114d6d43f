// A deposit of letters end to end, as a user makes it: the real server started as a child process on a fresh
// SQLite database, a service configured through the API (split on a marker, address read in the window), a
// 10,000-page PDF of 5,000 letters uploaded, and the job polled until PACK_GROUPS_CREATED; then every pack
// group's address is compared with the generated one. Reference measured in the same run: poppler's
// `pdftotext` cropped to the marker area plus cropped to the address area, over every page of the same file.
// The same is first measured on 1,000 pages (500 letters) to show that the cost is linear in pages.
// Machines are shared and noisy: each deposit (on its own fresh server) alternates with a reference run, and
// the ratio is the median of the ratios of these pairs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AreaMm } from '../packages/documents/src/index';
import { buildLetterBatch, LETTER_AREAS } from '../packages/documents/src/pdf/testing/letter-batch';
import { mmToPoints } from '../packages/documents/src/pdf/units';
import { frenchAddresses, pagesPerLetter } from './french-addresses';
import { round, summarise } from './stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const SIZES = [
  { letters: 500, runs: 5 }, // 1,000 pages: the cost per page at a tenth of the size
  { letters: 5_000, runs: 3 }, // 10,000 pages: the figures of the last line
] as const;
const POLL_MS = 50;
const SERVER_START_TIMEOUT_MS = 60_000;
const JOB_TIMEOUT_MS = 15 * 60_000;
const MARKER = '^LETTER \\d+ PAGE 1/';
const ADMIN = { login: 'admin', password: 'Demo-admin-2026' };
const MIB = 1024 * 1024;

type Letter = { pages: number; firstPage: number; address: string };

/** Where one deposit's time went: client clock for the upload and the whole job, server clock between. */
type Deposit = {
  /** From the start of the upload to PACK_GROUPS_CREATED seen by the client (polling every POLL_MS). */
  ms: number;
  uploadMs: number;
  /** CREATED → PROCESSING in the job's history: the wait for the worker to pick the task up. */
  queuedMs: number;
  /**
   * PROCESSING → PACK_GROUPS_CREATED in the job's history; the worker takes the second time before it writes
   * the pack groups, so the write is in the rest of `ms`.
   */
  processingMs: number;
  /** The slowest answer to GET /jobs/{id} while the job ran: the API shares its process with the worker. */
  slowestPollMs: number;
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
      `peak_rss_mib=${Math.round(large.peakRssMib)} pack_groups_ok=${large.ok}/${large.letters}`,
  );
}

const pagesPerSecond = (f: Figures) => f.pages / (f.median.ms / 1000);

const describe = (d: Deposit) =>
  `upload ${Math.round(d.uploadMs)} ms, queued ${Math.round(d.queuedMs)} ms, processing ` +
  `${Math.round(d.processingMs)} ms, pack groups written and state seen ` +
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

type Server = {
  url: string;
  /** Peak resident memory of the server process so far (MiB): its VmHWM, or the highest VmRSS sampled. */
  peakRssMib: () => number;
  /** Its resident memory now (MiB). */
  rssMib: () => number;
  logTail: () => Promise<string>;
  stop: () => Promise<void>;
};

/**
 * `node --import tsx apps/server/src/main.ts all` (what `npm run start:server` runs, without npx's extra
 * process) on a fresh data directory: embedded SQLite, demo data seeded, no web app built.
 */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const logFile = `${dataDir}.log`;
  const log = await fs.open(logFile, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  // BENCH_CPU_PROF_DIR=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'apps/server/src/main.ts', 'all'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log.fd, log.fd],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let sampledKib = 0;
  const sampler = setInterval(() => {
    sampledKib = Math.max(sampledKib, procStatusKib(child, 'VmRSS') ?? 0);
  }, 25);
  const url = `http://127.0.0.1:${port}`;
  const server: Server = {
    url,
    peakRssMib: () => Math.max(sampledKib, procStatusKib(child, 'VmHWM') ?? 0) / 1024,
    rssMib: () => (procStatusKib(child, 'VmRSS') ?? NaN) / 1024,
    logTail: async () => (await fs.readFile(logFile, 'utf8')).split('\n').slice(-30).join('\n'),
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await log.close();
    },
  };
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await server.stop();
      throw new Error(`the server exited with ${child.exitCode}:\n${await server.logTail()}`);
    }
    try {
      if ((await fetch(`${url}/api/app/version`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not answer within ${SERVER_START_TIMEOUT_MS} ms`);
    }
    await sleep(100);
  }
}

/** A field of /proc/<pid>/status in KiB (Linux), null when unreadable. */
function procStatusKib(child: ChildProcess, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type BenchService = { id: string; boxName: string; addressKey: string };
type PackGroupView = {
  position: number;
  firstPage: number;
  pageCount: number;
  requirements: Record<string, { value: string | null } | undefined>;
  addressQuality: string | null;
};
type ServiceView = {
  id: string;
  name: string;
  boxes: { name: string; boxType: string; splitConfig: unknown }[];
  channels: {
    label: string;
    shipmentRequirements: { name: string; type: string; content: Record<string, unknown> | null }[];
  }[];
  [key: string]: unknown;
};

/** The HTTP API as the web app and docs/api.md use it. */
class Api {
  private token = '';

  constructor(private readonly url: string) {}

  async call<T>(method: string, route: string, body?: FormData | object): Promise<T> {
    const headers: Record<string, string> = { 'x-auth-token': this.token };
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.url}/api${route}`, { method, headers, body: payload });
    const json = (await response.json()) as { result?: T; error?: unknown };
    if (!response.ok || json.result === undefined) {
      throw new Error(
        `${method} /api${route} answered ${response.status}: ${JSON.stringify(json.error ?? json)}`,
      );
    }
    return json.result;
  }

  async signIn(login: string, password: string): Promise<void> {
    const result = await this.call<{ authToken: string }>('POST', '/authentication/authenticate', {
      login,
      password,
    });
    this.token = result.authToken;
  }

  /**
   * A copy of the demo "Letters" service for letters of several pages: its PDF box splits on the marker of each
   * letter's first page, and its address requirement reads the window area of the generated letters.
   */
  async saveBenchService(): Promise<BenchService> {
    const services = await this.call<ServiceView[]>('GET', '/services');
    const letters = services.find((s) => s.name === 'Letters');
    if (!letters) throw new Error('the demo "Letters" service was not seeded');
    const box = letters.boxes.find((b) => b.boxType === 'box.PDF');
    const channel = letters.channels[0];
    const requirement = channel?.shipmentRequirements.find((r) => r.type === 'address');
    if (!box || !channel || !requirement) throw new Error('the demo "Letters" service has changed shape');
    const configuration = {
      ...letters,
      id: '',
      version: undefined,
      name: 'Letters (deposit benchmark)',
      description: 'Letters of 1 to 3 pages, split on the marker of their first page.',
      boxes: letters.boxes.map((b) =>
        b === box
          ? { ...b, splitConfig: { kind: 'bsc.PDF_AREA', area: LETTER_AREAS.marker, value: MARKER, page: 1 } }
          : b,
      ),
      channels: letters.channels.map((c) =>
        c === channel
          ? {
              ...c,
              shipmentRequirements: c.shipmentRequirements.map((r) =>
                r === requirement ? { ...r, content: { ...r.content, area: LETTER_AREAS.address } } : r,
              ),
            }
          : c,
      ),
    };
    const form = new FormData();
    form.set('parameters', JSON.stringify(configuration));
    const saved = await this.call<ServiceView>('POST', '/services', form);
    return { id: saved.id, boxName: box.name, addressKey: `${channel.label}/${requirement.name}` };
  }

  /** Uploads the PDF and waits for PACK_GROUPS_CREATED; the job's history tells where the time went. */
  async deposit(
    service: BenchService,
    bytes: Uint8Array,
  ): Promise<{ jobId: string } & Omit<Deposit, 'packGroupsReadMs' | 'ok' | 'rssBeforeMib' | 'peakRssMib'>> {
    const form = new FormData();
    form.set('parameters', JSON.stringify({ serviceId: service.id }));
    form.set(`file.${service.boxName}.0`, new Blob([bytes], { type: 'application/pdf' }), 'letters.pdf');
    const t0 = performance.now();
    const job = await this.call<{ id: string }>('POST', '/jobs', form);
    const uploadMs = performance.now() - t0;
    const deadline = Date.now() + JOB_TIMEOUT_MS;
    let slowestPollMs = 0;
    for (;;) {
      const asked = performance.now();
      const state = await this.call<{ state: string; errorKey: string | null; errorMessage: string | null }>(
        'GET',
        `/jobs/${job.id}`,
      );
      slowestPollMs = Math.max(slowestPollMs, performance.now() - asked);
      if (state.state === 'PACK_GROUPS_CREATED') break;
      if (state.state === 'PROCESSING_ERROR') {
        throw new Error(`the job failed: ${state.errorKey}: ${state.errorMessage}`);
      }
      if (!['CREATED', 'PROCESSING'].includes(state.state))
        throw new Error(`unexpected job state ${state.state}`);
      if (Date.now() > deadline)
        throw new Error(`the job is still ${state.state} after ${JOB_TIMEOUT_MS} ms`);
      await sleep(POLL_MS);
    }
    const ms = performance.now() - t0;
    const history = await this.call<{ state: string | null; date: string }[]>(
      'GET',
      `/jobs/${job.id}/revisions`,
    );
    const at = (state: string) => Date.parse(history.find((h) => h.state === state)?.date ?? '');
    const [created, processing, done] = ['CREATED', 'PROCESSING', 'PACK_GROUPS_CREATED'].map(at) as [
      number,
      number,
      number,
    ];
    return {
      jobId: job.id,
      ms,
      uploadMs,
      queuedMs: processing - created,
      processingMs: done - processing,
      slowestPollMs,
    };
  }

  /** Pack groups with the letter's pages and its address exactly as generated. */
  async checkPackGroups(jobId: string, addressKey: string, letters: readonly Letter[]): Promise<number> {
    const groups = await this.call<PackGroupView[]>('GET', `/jobs/${jobId}/packGroups`);
    if (groups.length !== letters.length) {
      console.log(`expected ${letters.length} pack groups, got ${groups.length}`);
    }
    const ok = new Set<number>();
    const shown: string[] = [];
    for (const group of groups) {
      const letter = letters[group.position - 1];
      const value = group.requirements[addressKey]?.value ?? null;
      if (
        letter &&
        group.firstPage === letter.firstPage &&
        group.pageCount === letter.pages &&
        value === letter.address
      ) {
        ok.add(group.position);
      } else if (shown.length < 3) {
        shown.push(
          `pack group ${group.position} (pages ${group.firstPage}+${group.pageCount}): ` +
            `${JSON.stringify(value)}, expected ${JSON.stringify(letter?.address)} ` +
            `(pages ${letter?.firstPage}+${letter?.pages})`,
        );
      }
    }
    for (const line of shown) console.log(`mismatch: ${line}`);
    return ok.size;
  }
}
