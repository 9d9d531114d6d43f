import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOf,
  depositLetters,
  freePort,
  samplesDir as samples,
  sleep,
  startProcess,
  until,
  waitReady,
  type Api,
  type Started,
} from './test/processes';

// Scale-out as docs/operations.md "Processes" describes it: one `serve` process and two `work` processes on one
// PostgreSQL database (pg-boss queue) and one shared folder, started together as a process manager would. A
// deposit and an order go through the workers only (`serve` runs no task); each letter is sent once.

const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
/** The deposit killed mid-way: big enough to be caught while PROCESSING. */
const LETTERS = 1000;

describe.skipIf(!url)('one API process and two worker processes on PostgreSQL', () => {
  const database = `pbt_procs_${randomBytes(4).toString('hex')}`;
  const processes: Started[] = [];
  let baseUrl = '';
  let dataDir = '';
  let processEnv: Record<string, string> = {};

  let api: Api;
  const call: Api['call'] = (...args) => api.call(...args);
  const tokenOf: Api['tokenOf'] = (login) => api.tokenOf(login);

  function start(name: string, mode: 'serve' | 'work', env: Record<string, string>): Started {
    const started = startProcess(name, mode, env);
    processes.push(started);
    return started;
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const target = new URL(url!);
    target.pathname = `/${database}`;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbridge-procs-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = apiOf(baseUrl);
    const env = (processEnv = {
      DATABASE_URL: target.toString(),
      QUEUE: 'pg-boss',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      WORK_THREADS: '1',
    });
    // Started together: they take turns to migrate and seed (the start-up lock), then serve and work.
    start('serve', 'serve', env);
    start('work-1', 'work', env);
    start('work-2', 'work', env);
    await waitReady(baseUrl, processes, 90_000);
  }, 120_000);

  afterAll(async () => {
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('processes a deposit and an order through the workers, each letter sent once', async () => {
    const [sender, validator] = [await tokenOf('sender'), await tokenOf('validator')];
    const services = await call<{ id: string; name: string }[]>('GET', '/services', sender);
    const service = services.find((s) => s.name === 'Letter batch')!;
    const form = new FormData();
    form.set('parameters', JSON.stringify({ serviceId: service.id, jobName: 'Three processes' }));
    const pdf = await fs.readFile(path.join(samples, 'letter-batch.pdf'));
    form.set('file.letters.0', new Blob([pdf]), 'letter-batch.pdf');
    const job = await call<{ id: string }>('POST', '/jobs', sender, form);

    await until(
      'the deposit',
      () => call<{ state: string }>('GET', `/jobs/${job.id}`, sender).then((j) => j.state),
      (state) => state === 'PACK_GROUPS_CREATED' || state.endsWith('ERROR'),
    ).then((state) => expect(state).toBe('PACK_GROUPS_CREATED'));
    const groups = await call<{ id: string }[]>('GET', `/jobs/${job.id}/packGroups`, sender);
    expect(groups.length).toBeGreaterThan(1);

    const ordered = await call<{ id: string; version: number; state: string }>(
      'POST',
      '/deliveries/commands',
      sender,
      { packGroupIds: groups.map((g) => g.id) },
    );
    expect(ordered.state).toBe('AWAIT_VALIDATION');
    await call('POST', `/deliveries/commands/${ordered.id}/validate`, validator, {
      version: ordered.version,
    });

    type Command = { state: string; deliveries: { id: string }[] };
    const command = await until(
      'the order',
      () => call<Command>('GET', `/deliveries/commands/${ordered.id}`, sender),
      (c) => c.state === 'OUTPUTTED' || c.state.endsWith('ERROR'),
    );
    expect(command.state).toBe('OUTPUTTED');
    // The simulator carrier reports a final status for each letter once it has been handed over (610 delivered,
    // or its refusal of an address).
    type Shipment = { id: string; packGroupId: string | null; statusCode: number; final: boolean };
    const shipmentsOf = async () =>
      (
        await Promise.all(
          command.deliveries.map((d) => call<Shipment[]>('GET', `/shipments?deliveryId=${d.id}`, sender)),
        )
      ).flat();
    const shipments = await until(
      'the shipments',
      shipmentsOf,
      (list) => list.length >= groups.length && list.every((s) => s.final),
    );
    // One shipment per letter: nothing sent twice by two workers.
    expect(shipments).toHaveLength(groups.length);
    expect(new Set(shipments.map((s) => s.packGroupId)).size).toBe(groups.length);
    expect(shipments.some((s) => s.statusCode === 610)).toBe(true);
  }, 180_000);

  it('picks a deposit up within 30 s when the workers processing it are killed (kill -9)', async () => {
    const sender = await tokenOf('sender');
    // Long enough to be caught in the middle: LETTERS one-page letters.
    const jobId = await depositLetters(api, sender, LETTERS, 'Killed mid-way');
    const stateOf = () => call<{ state: string }>('GET', `/jobs/${jobId}`, sender).then((j) => j.state);
    for (let state = await stateOf(); state !== 'PROCESSING'; state = await stateOf()) {
      expect(state).toBe('CREATED');
      await sleep(20);
    }
    const workers = processes.filter((p) => p.name.startsWith('work') && p.child.exitCode === null);
    for (const p of workers) p.child.kill('SIGKILL');
    await Promise.all(workers.map((p) => new Promise((resolve) => p.child.once('exit', resolve))));
    const killedAt = Date.now();
    expect(await stateOf()).toBe('PROCESSING');

    // Where the time goes, printed below: the new worker's start, the dead run seen as abandoned (its
    // heartbeat stopped), the run taken again, the processing itself.
    const phases: Record<string, number> = {};
    const mark = (phase: string) => (phases[phase] ??= Date.now() - killedAt);
    const restarted = start('work-3', 'work', { ...processEnv, LOG_LEVEL: 'info' });
    restarted.child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"msg":"worker started"')) mark('worker polling');
    });
    const db = new pg.Client({ connectionString: processEnv.DATABASE_URL });
    await db.connect();
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const { rows } = await db.query<{ state: string; retry_count: number }>(
          `select state, retry_count from pgboss.job where name = 'jobs.process' and data->>'jobId' = $1`,
          [jobId],
        );
        const run = rows[0];
        if (run && run.state !== 'active') mark('run seen abandoned');
        if (run && run.state === 'active' && run.retry_count > 0) mark('run taken again');
        await sleep(100);
      }
    })();
    const state = await until(
      'the deposit after the crash',
      stateOf,
      (value) => value === 'PACK_GROUPS_CREATED' || value.endsWith('ERROR'),
    ).finally(async () => {
      watching = false;
      await watch;
      await db.end();
    });
    const recoveredInMs = Date.now() - killedAt;
    mark('deposit processed');
    console.log(
      `Recovery after kill -9 (${LETTERS} letters), ms after the kill: ${Object.entries(phases)
        .sort(([, a], [, b]) => a - b)
        .map(([phase, ms]) => `${phase} ${ms}`)
        .join(', ')}`,
    );
    expect(state).toBe('PACK_GROUPS_CREATED');
    const groups = await call<{ id: string }[]>('GET', `/jobs/${jobId}/packGroups`, sender);
    expect(groups).toHaveLength(LETTERS);
    // From the kill, the new worker's start included: a 10 s heartbeat, a 2 s supervision pass, the retry's
    // short delay and the processing itself; not the 10 minutes of a fixed lock.
    expect(recoveredInMs).toBeLessThan(30_000);
  }, 180_000);

  it('stops each process on SIGTERM, finishing what it holds', async () => {
    // Those still running: the API process and the worker started after the crash.
    const running = processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
    for (const p of running) p.child.kill('SIGTERM');
    const codes = await Promise.all(
      running.map(
        (p) =>
          new Promise<number | null>((resolve) => {
            if (p.child.exitCode !== null) resolve(p.child.exitCode);
            else p.child.once('exit', (code) => resolve(code));
          }),
      ),
    );
    expect(running.map((p) => p.name)).toEqual(['serve', 'work-3']);
    expect(codes).toEqual([0, 0]);
  }, 30_000);
});
