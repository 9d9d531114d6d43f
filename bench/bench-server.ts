// The real server as a user starts it, and its HTTP API as the web app uses it, for the benchmarks that measure
// the product end to end (deposit, responsiveness).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LETTER_AREAS } from '../packages/documents/src/pdf/testing/letter-batch';

const ROOT = path.resolve(import.meta.dirname, '..');
const POLL_MS = 50;
const SERVER_START_TIMEOUT_MS = 60_000;
const JOB_TIMEOUT_MS = 15 * 60_000;
/** The first page of each generated letter shows 'LETTER n PAGE 1/k' in its marker area. */
const MARKER = '^LETTER \\d+ PAGE 1/';

/** A generated letter: its pages, where it starts in the batch, its address as printed. */
export type Letter = { pages: number; firstPage: number; address: string };

/** Where one deposit's time went: client clock for the upload and the whole job, server clock between. */
export type DepositTimings = {
  jobId: string;
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
  /** The slowest answer to GET /jobs/{id} while the job ran. */
  slowestPollMs: number;
  /** Print pre-flight of every letter, inside `processingMs` (the job history's packGroupsCreated details). */
  preflightMs: number;
};

/** Options of a server process: extra environment variables. */
type ServerOptions = { env?: Record<string, string> };

type Server = {
  url: string;
  /** The server's process id (its CPU time is in /proc/<pid>/stat). */
  pid: number;
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
export async function startServer(dataDir: string, options: ServerOptions = {}): Promise<Server> {
  const port = await freePort();
  const logFile = `${dataDir}.log`;
  const log = await fs.open(logFile, 'w');
  // The embedded SQLite database unless the caller names a database (the caller's own DATABASE_URL is not used).
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...options.env,
  };
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
    pid: child.pid!,
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
export class Api {
  private token = '';

  /** The session token of the signed-in user. */
  get authToken(): string {
    return this.token;
  }

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
  async deposit(service: BenchService, bytes: Uint8Array): Promise<DepositTimings> {
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
    const history = await this.call<
      { state: string | null; action: string; date: string; details: { preflightMs?: number } | null }[]
    >('GET', `/jobs/${job.id}/revisions`);
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
      preflightMs: history.find((h) => h.action === 'packGroupsCreated')?.details?.preflightMs ?? NaN,
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
