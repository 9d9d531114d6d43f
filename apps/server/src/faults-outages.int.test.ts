import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOf,
  depositLetters,
  freePort,
  isRunning,
  killHard,
  samplesDir,
  sleep,
  startProcess,
  until,
  waitReady,
  type Api,
  type Started,
} from './test/processes';

// Issue 12's fault suite, the database's part: PostgreSQL restarted while the product is working. The machine's
// PostgreSQL is shared by every test file running at the same time, so the test starts a cluster of its own
// (initdb into a temporary folder, its own port) and restarts that one, with the product (`main.ts all`, with
// each queue) running over it as a separate process, as in production.

const onPostgres = !!process.env.DATABASE_URL?.startsWith('postgres');
/** The deposit restarted under: big enough to be caught while PROCESSING. */
const LETTERS = 1000;
/** How long the database stays down each time. */
const OUTAGE_MS = 3_000;

/** The newest PostgreSQL server programs installed (Debian's layout), if any. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}
const bin = postgresBin();

/**
 * A PostgreSQL cluster of this test only, trust authentication on 127.0.0.1:`port`. initdb refuses to run as
 * root (CI does): the programs then run as the `postgres` user, owner of the folder.
 */
function privateCluster(dir: string, port: number) {
  const asRoot = process.getuid?.() === 0;
  const data = path.join(dir, 'data');
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin!, program);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin!, program), ...args] : args;
    const done = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
    if (done.status !== 0) throw new Error(`${program} ${args.join(' ')}: ${done.stderr}${done.stdout}`);
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    init() {
      if (asRoot) {
        const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
        const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
        fs.chownSync(dir, uid, gid);
      }
      run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    },
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    /** `fast`: clients are disconnected, transactions rolled back; `immediate`: the server is killed. */
    stop: (mode: 'fast' | 'immediate') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    running: () =>
      spawnSync(path.join(bin!, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0,
  };
}

describe.skipIf(!onPostgres || !bin)('PostgreSQL restarted while the product works (private cluster)', () => {
  // Either queue: the embedded one (the `task` table, LISTEN/NOTIFY wake-ups) and pg-boss.
  describe.each(['embedded', 'pg-boss'] as const)('QUEUE=%s', (queue) => outages(queue));
});

function outages(queue: 'embedded' | 'pg-boss'): void {
  let dir = '';
  let cluster: ReturnType<typeof privateCluster>;
  let product: Started | undefined;
  let baseUrl = '';
  let api: Api;

  const readiness = () =>
    fetch(`${baseUrl}/api/app/ready`).then(
      (res) => res.status,
      () => 0,
    );

  /** As `until`, failing at once should the product stop: it must reconnect, not crash. */
  const whileAlive = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) =>
    until(
      what,
      async () => {
        if (product && !isRunning(product))
          throw new Error(`the product stopped:\n${product.output.join('')}`);
        return read();
      },
      done,
      { everyMs: 250 },
    );

  /** Stops the cluster, checks the API says it is not ready while it is down, starts it again. */
  async function restart(mode: 'fast' | 'immediate'): Promise<number[]> {
    cluster.stop(mode);
    expect(cluster.running()).toBe(false);
    const seen: number[] = [];
    const downUntil = Date.now() + OUTAGE_MS;
    while (Date.now() < downUntil) {
      seen.push(await readiness());
      await sleep(200);
    }
    cluster.start();
    await whileAlive('the API ready again', readiness, (status) => status === 200);
    return seen;
  }

  beforeAll(async () => {
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'postbridge-pg-restart-'));
    cluster = privateCluster(dir, await freePort());
    cluster.init();
    cluster.start();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = apiOf(baseUrl);
    product = startProcess('all', 'all', {
      DATABASE_URL: cluster.url,
      QUEUE: queue,
      DATA_DIR: path.join(dir, 'files'),
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      WORK_THREADS: '1',
      // Shipments reach their final status within seconds: each simulator step is a second, none refused.
      SIMULATOR_STEP_SECONDS: '1',
      SIMULATOR_ERROR_RATE: '0',
    });
    await waitReady(baseUrl, [product], 120_000);
  }, 150_000);

  afterAll(async () => {
    if (product) await killHard(product);
    if (cluster?.running()) cluster.stop('immediate');
    if (dir) await fsp.rm(dir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down, and a deposit caught processing ends processed once', async () => {
    const sender = await api.tokenOf('sender');
    const jobId = await depositLetters(api, sender, LETTERS, 'Database restarted');
    const stateOf = () => api.call<{ state: string }>('GET', `/jobs/${jobId}`, sender).then((j) => j.state);
    for (let state = await stateOf(); state !== 'PROCESSING'; state = await stateOf()) {
      expect(state).toBe('CREATED');
      await sleep(20);
    }

    const seen = await restart('fast');
    // Every readiness call while down was answered, each with 503: the process kept serving.
    expect(seen.length).toBeGreaterThan(5);
    expect(new Set(seen)).toEqual(new Set([503]));

    const state = await whileAlive('the deposit after the restart', stateOf, (s) =>
      ['PACK_GROUPS_CREATED', 'PROCESSING_ERROR'].includes(s),
    );
    expect(state).toBe('PACK_GROUPS_CREATED');
    const groups = await api.call<{ id: string; identifier: string | null }[]>(
      'GET',
      `/jobs/${jobId}/packGroups`,
      sender,
    );
    // Each letter once: the interrupted run's pack groups were replaced, not added to.
    expect(groups).toHaveLength(LETTERS);
  }, 150_000);

  it('an order caught sending through a crash-restart of the database sends each letter once', async () => {
    const [sender, validator] = [await api.tokenOf('sender'), await api.tokenOf('validator')];
    const services = await api.call<{ id: string; name: string }[]>('GET', '/services', sender);
    const service = services.find((s) => s.name === 'Letter batch')!;
    const form = new FormData();
    form.set('parameters', JSON.stringify({ serviceId: service.id, jobName: 'Order through a restart' }));
    form.set(
      'file.letters.0',
      new Blob([await fsp.readFile(path.join(samplesDir, 'letter-batch.pdf'))]),
      'letter-batch.pdf',
    );
    const job = await api.call<{ id: string }>('POST', '/jobs', sender, form);
    await whileAlive(
      'the deposit',
      () => api.call<{ state: string }>('GET', `/jobs/${job.id}`, sender).then((j) => j.state),
      (state) => state === 'PACK_GROUPS_CREATED' || state.endsWith('ERROR'),
    ).then((state) => expect(state).toBe('PACK_GROUPS_CREATED'));
    const groups = await api.call<{ id: string }[]>('GET', `/jobs/${job.id}/packGroups`, sender);
    expect(groups.length).toBeGreaterThan(1);
    const ordered = await api.call<{ id: string; version: number }>('POST', '/deliveries/commands', sender, {
      packGroupIds: groups.map((g) => g.id),
    });
    await api.call('POST', `/deliveries/commands/${ordered.id}/validate`, validator, {
      version: ordered.version,
    });

    // Killed (immediate: no shutdown checkpoint, recovery at start) while the order is being processed.
    type Command = { state: string; deliveries: { id: string }[] };
    const commandOf = () => api.call<Command>('GET', `/deliveries/commands/${ordered.id}`, sender);
    await whileAlive('the order started', commandOf, (c) => c.state !== 'VALIDATED');
    type Shipment = { id: string; packGroupId: string | null; statusCode: number; final: boolean };
    const shipmentsOf = async (deliveries: { id: string }[]) =>
      (
        await Promise.all(
          deliveries.map((d) => api.call<Shipment[]>('GET', `/shipments?deliveryId=${d.id}`, sender)),
        )
      ).flat();
    const interrupted = await commandOf();
    const inFlight = await shipmentsOf(interrupted.deliveries);
    // Caught in the middle: letters still to be composed, handed over or tracked to their final status.
    expect(inFlight.length < groups.length || inFlight.some((s) => !s.final)).toBe(true);
    const seen = await restart('immediate');
    expect(new Set(seen)).toEqual(new Set([503]));

    const command = await whileAlive(
      'the order after the restart',
      commandOf,
      (c) => c.state === 'OUTPUTTED' || c.state.endsWith('ERROR'),
    );
    expect(command.state).toBe('OUTPUTTED');
    const shipments = await whileAlive(
      'the shipments',
      () => shipmentsOf(command.deliveries),
      (list) => list.length >= groups.length && list.every((s) => s.final),
    );
    // One shipment per letter, each delivered: nothing lost, nothing twice.
    expect(shipments).toHaveLength(groups.length);
    expect(new Set(shipments.map((s) => s.packGroupId))).toEqual(new Set(groups.map((g) => g.id)));
    expect(shipments.map((s) => s.statusCode)).toEqual(shipments.map(() => 610));
    expect(isRunning(product!)).toBe(true);
  }, 150_000);
}
