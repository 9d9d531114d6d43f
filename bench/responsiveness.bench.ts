// Does the API answer while a big deposit is processed? The real server in `all` mode (API and worker in one
// process, the default) on a fresh SQLite database: GET /api/app/version and an authenticated list
// (GET /api/jobs/list) are asked one after the other, first idle, then while a 10,000-page deposit is split and
// checked. Reference measured in the same run: the same deposit with the work pool off (WORK_THREADS=0, the
// document work on the event loop, as before the pool). Target: p99 while busy under 50 ms and at most 3x idle.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildLetterBatch } from '../packages/documents/src/pdf/testing/letter-batch';
import { Api, sleep, startServer, type DepositTimings } from './bench-server';
import { frenchAddresses, pagesPerLetter } from './french-addresses';
import { round, summarise } from './stats';

const LETTERS = 5_000; // 10,000 pages
const IDLE_SAMPLES = 400;
const GAP_MS = 5;
const ADMIN = { login: 'admin', password: 'Demo-admin-2026' };

type Latencies = { version: number[]; list: number[] };
type Phase = { label: string; latencies: Latencies; deposit?: DepositTimings };

export async function run(): Promise<void> {
  const addresses = frenchAddresses(LETTERS);
  const bytes = await buildLetterBatch(pagesPerLetter(LETTERS), { addressOf: (n) => addresses[n - 1]! });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-bench-responsiveness-'));
  try {
    const pooled = await measure(path.join(dir, 'pool'), bytes, {});
    const inline = await measure(path.join(dir, 'inline'), bytes, { WORK_THREADS: '0' });
    for (const phase of [...pooled, inline[1]!]) print(phase);
    const idle = p99(pooled[0]!.latencies);
    const busy = p99(pooled[1]!.latencies);
    console.log(
      `busy/idle p99 ${round(busy / idle)}; with the work on the event loop (WORK_THREADS=0) the busy p99 is ` +
        `${round(p99(inline[1]!.latencies))} ms`,
    );
    console.log(`responsiveness p99_busy_ms=${round(busy)} p99_idle_ms=${round(idle)}`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The idle and busy phases on a fresh server started with `env`. */
async function measure(dataDir: string, bytes: Uint8Array, env: Record<string, string>): Promise<Phase[]> {
  const server = await startServer(dataDir, { env });
  const threads = env.WORK_THREADS === '0' ? 'work inline' : 'work pool';
  try {
    const api = new Api(server.url);
    await api.signIn(ADMIN.login, ADMIN.password);
    const service = await api.saveBenchService();
    // Warm-up: the first calls load code paths and fill caches.
    await sample(api, () => false, 50);
    const idle = await sample(api, () => false, IDLE_SAMPLES);
    let done = false;
    const deposit = api.deposit(service, bytes).finally(() => (done = true));
    // A failed deposit ends the sampling; its error is thrown by `await deposit`.
    deposit.catch(() => {});
    const busy = await sample(api, () => done, Infinity);
    return [
      { label: `idle (${threads})`, latencies: idle },
      { label: `during a 10,000-page deposit (${threads})`, latencies: busy, deposit: await deposit },
    ];
  } catch (err) {
    console.error(`server log (last lines):\n${await server.logTail()}`);
    throw err;
  } finally {
    await server.stop();
  }
}

/** Asks both calls one after the other, `count` times or until `stop()`; answers each call's latencies in ms. */
async function sample(api: Api, stop: () => boolean, count: number): Promise<Latencies> {
  const latencies: Latencies = { version: [], list: [] };
  for (let i = 0; i < count && !stop(); i++) {
    let t = performance.now();
    await api.call('GET', '/app/version');
    latencies.version.push(performance.now() - t);
    t = performance.now();
    await api.call('GET', '/jobs/list?maxResults=20');
    latencies.list.push(performance.now() - t);
    await sleep(GAP_MS);
  }
  return latencies;
}

const p99 = (l: Latencies) => summarise([...l.version, ...l.list]).p99;

function print(phase: Phase): void {
  const line = (name: string, values: number[]) => {
    const s = summarise(values);
    return `${name} p50 ${round(s.median)} ms, p99 ${round(s.p99)} ms, max ${round(s.max)} ms (${values.length} calls)`;
  };
  const d = phase.deposit;
  const deposit = d
    ? `; deposit ${Math.round(d.ms)} ms (upload ${Math.round(d.uploadMs)}, queued ${Math.round(d.queuedMs)}, ` +
      `processing ${Math.round(d.processingMs)})`
    : '';
  console.log(
    `${phase.label}: ${line('GET /api/app/version', phase.latencies.version)}; ` +
      `${line('GET /api/jobs/list', phase.latencies.list)}${deposit}`,
  );
}
