import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getPrinterFacts, submitJob } from './providers/ipp-printer';
import { storedFileById } from './queries';
import { SEND_COMMAND_TASK } from './tasks';
import {
  commandOf,
  deliveriesOf,
  depositSample,
  eventsOf,
  orderJob,
  sendingContext,
  shipmentsOf,
  useProvider,
  type SendingContext,
} from './testing';

// The ipp-print provider against a real IPP Everywhere printer: `ippeveprinter` (Debian cups-ipp-utils), which
// keeps each document it receives in its spool folder (-k), so the bytes that arrived are compared with the
// composed print file. ippeveprinter needs a D-Bus system bus for its (here disabled, -r off) DNS-SD
// registration: a private dbus-daemon stands in for it. The "Letter batch" demo service (8 letters) goes through
// its simple-mail channel, carried by ipp-print.

const IPPEVEPRINTER = '/usr/sbin/ippeveprinter';

let dbus: { address: string; pid: number } | null = null;
const printers: Printer[] = [];
let c: SendingContext | null = null;

beforeAll(() => {
  if (!fs.existsSync(IPPEVEPRINTER)) {
    throw new Error(`${IPPEVEPRINTER} is missing: install Debian's cups-ipp-utils to run these tests`);
  }
  const started = spawnSync('dbus-daemon', ['--session', '--fork', '--print-address=1', '--print-pid=1'], {
    encoding: 'utf8',
  });
  if (started.status !== 0) throw new Error(`dbus-daemon did not start: ${started.stderr}`);
  const [address, pid] = started.stdout.trim().split('\n');
  dbus = { address: address!, pid: Number(pid) };
});

afterEach(async () => {
  await c?.t.close();
  c = null;
  for (const printer of printers.splice(0)) {
    await printer.stop();
    fs.rmSync(printer.spool, { recursive: true, force: true });
  }
});

afterAll(() => {
  if (dbus) process.kill(dbus.pid);
});

type Printer = {
  uri: string;
  spool: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** The documents it received, by job id (ippeveprinter names them `<job id>-<job name>.pdf`). */
  documents: () => Map<number, Buffer>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** An ippeveprinter on a free port, not started yet; `formats` its document-format-supported. */
async function printer(formats = 'application/pdf'): Promise<Printer> {
  const port = await freePort();
  const spool = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ipp-'));
  let child: ChildProcess | null = null;
  let output = '';
  const p: Printer = {
    uri: `ipp://127.0.0.1:${port}/ipp/print`,
    spool,
    async start() {
      // -n localhost: it listens on the addresses of that name, IPv4 and IPv6; -2 duplex; -r off no DNS-SD;
      // -c /bin/true "prints" at once (without a command it waits 5 to 15 s a job).
      child = spawn(
        IPPEVEPRINTER,
        [
          ...['-p', String(port), '-f', formats, '-k', '-2', '-r', 'off', '-n', 'localhost'],
          ...['-c', '/bin/true', '-d', spool, 'Postbridge Test'],
        ],
        {
          env: { ...process.env, DBUS_SYSTEM_BUS_ADDRESS: dbus!.address },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      for (let i = 0; i < 100; i++) {
        if (child.exitCode !== null) break;
        // Up once it answers IPP, not merely once its port is open.
        if ((await listening(port)) && (await getPrinterFacts(p.uri, 'test').catch(() => null))) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`ippeveprinter did not start: ${output}`);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
    documents() {
      const found = new Map<number, Buffer>();
      for (const name of fs.readdirSync(spool)) {
        const id = /^(\d+)-.*\.pdf$/.exec(name)?.[1];
        if (id) found.set(Number(id), fs.readFileSync(path.join(spool, name)));
      }
      return found;
    },
  };
  printers.push(p);
  return p;
}

async function ippContext(printerUri: string, env: Record<string, string> = {}) {
  c = await sendingContext({
    PRINT_BATCH_SIZE: '4',
    IPP_PRINTERS: `simple-mail=${printerUri}`,
    IPP_POLL_SECONDS: '1',
    IPP_POLL_MAX_SECONDS: '2',
    ...env,
  });
  await useProvider(c, 'simple-mail', 'ipp-print');
  return orderJob(c, await depositSample(c, 'letters'));
}

/** Runs the queue on the test clock until `done` holds, letting the real printer work between passes. */
async function until(done: () => Promise<boolean>, seconds = 15): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    await c!.t.deps.queue.drain();
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
    c!.t.clock.advanceMinutes(1 / 30);
  }
  throw new Error(`not done after ${seconds} s`);
}

/** The print files of the command, by name, as stored. */
async function printFiles(commandId: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const s of await shipmentsOf(c!, commandId)) {
    const stored = await storedFileById(c!.t.deps.db, s.output_file_id!);
    if (stored && !files.has(stored.name)) {
      files.set(stored.name, await buffer(await c!.t.deps.files.get(stored.storage_key)));
    }
  }
  return files;
}

const allAt = (commandId: string, code: number) => async () =>
  (await shipmentsOf(c!, commandId)).every((s) => s.status_code === code);

describe('ipp-print', { timeout: 90_000 }, () => {
  it('prints each composed file once on the printer, byte for byte, and follows the jobs to 600', async () => {
    const p = await printer();
    await p.start();
    const commandId = await ippContext(p.uri);
    await c!.t.deps.queue.drain();

    // Handed over: 400 in production, external id the nuid, the job in the event.
    let shipments = await shipmentsOf(c!, commandId);
    expect(shipments).toHaveLength(8);
    for (const s of shipments) {
      expect([400, 600], `${s.status_code} ${s.last_error}`).toContain(s.status_code);
      expect(s).toMatchObject({ external_id: s.nuid, next_attempt_at: null, attempts: 1 });
    }
    expect((await commandOf(c!, commandId)).state).toBe('OUTPUTTED');

    await until(allAt(commandId, 600));
    shipments = await shipmentsOf(c!, commandId);
    const files = await printFiles(commandId);
    expect(files.size).toBe(2);
    const documents = p.documents();
    expect(documents.size).toBe(2);
    // Each file arrived once, exactly as composed.
    const arrived = [...documents.values()].map((d) => d.toString('base64')).sort();
    expect(arrived).toEqual([...files.values()].map((d) => d.toString('base64')).sort());

    for (const s of shipments) {
      const events = await eventsOf(c!, s.id);
      const accepted = events.find((e) => e.status_code === 400)!;
      const printed = events.find((e) => e.status_code === 600)!;
      expect(accepted.source).toBe('ipp-print');
      const details = JSON.parse(accepted.details!) as Record<string, unknown>;
      expect(details).toMatchObject({ printerUri: p.uri, operation: 'Create-Job' });
      expect(documents.has(details.jobId as number)).toBe(true);
      expect(JSON.parse(printed.details!)).toMatchObject({
        jobId: details.jobId,
        jobState: 'completed',
        printerUri: p.uri,
      });
    }

    // Another pass prints nothing more.
    await c!.t.deps.queue.enqueue(SEND_COMMAND_TASK, { commandId });
    await c!.t.deps.queue.drain();
    expect(p.documents().size).toBe(2);
  });

  it('retries a printer that is down with the backoff, then prints each file once', async () => {
    const p = await printer();
    const commandId = await ippContext(p.uri);
    await c!.t.deps.queue.drain();

    let shipments = await shipmentsOf(c!, commandId);
    for (const s of shipments) {
      expect(s).toMatchObject({ status_code: 300, external_id: null, attempts: 1 });
      expect(s.last_error).toContain('cannot be reached');
    }
    expect((await commandOf(c!, commandId)).state).toBe('OUTPUT_ERROR');

    await p.start();
    // SEND_RETRY_BASE_SECONDS (30 s) later.
    c!.t.clock.advanceMinutes(1);
    await until(allAt(commandId, 600));
    shipments = await shipmentsOf(c!, commandId);
    for (const s of shipments) expect(s).toMatchObject({ external_id: s.nuid, last_error: null });
    expect(p.documents().size).toBe(2);
    expect((await commandOf(c!, commandId)).state).toBe('OUTPUTTED');
  });

  it('never prints twice: a worker that died after the printer took the job finds the job again', async () => {
    const p = await printer();
    await p.start();
    const commandId = await ippContext(p.uri);
    const { sendCommand } = await import('./send-command');
    // Processing queues the send task: run the processing only, then a send pass that dies after the printer
    // accepted the first file.
    c!.t.deps.queue.handle(SEND_COMMAND_TASK, async () => {});
    await c!.t.deps.queue.drain();
    await expect(
      sendCommand(c!.t.deps, commandId, {
        afterAccept: () => {
          throw new Error('the worker dies');
        },
      }),
    ).rejects.toThrow('the worker dies');
    const claimed = (await shipmentsOf(c!, commandId)).filter((s) => s.status_code === 300 && s.external_id);
    expect(claimed.length).toBe(4);
    for (const s of claimed) expect(s.external_id).toMatch(/^ipp-job:\d+@ipp:\/\//);
    expect(p.documents().size).toBe(1);

    // The lease (5 minutes) over: the next pass asks the printer for that job, prints the other file only.
    c!.t.clock.advanceMinutes(6);
    await sendCommand(c!.t.deps, commandId);
    await until(allAt(commandId, 600));
    expect(p.documents().size).toBe(2);
    const files = await printFiles(commandId);
    expect([...p.documents().values()].map((d) => d.toString('base64')).sort()).toEqual(
      [...files.values()].map((d) => d.toString('base64')).sort(),
    );
    for (const s of await shipmentsOf(c!, commandId)) {
      const accepted = (await eventsOf(c!, s.id)).find((e) => e.status_code === 400)!;
      const details = JSON.parse(accepted.details!) as Record<string, unknown>;
      if (claimed.some((x) => x.id === s.id)) expect(details.inDoubt).toBe(true);
    }
  });

  it('resolves a claim without a job id by the file name: adopts the job found, sends the file missing', async () => {
    const p = await printer();
    await p.start();
    const commandId = await ippContext(p.uri);
    c!.t.deps.queue.handle(SEND_COMMAND_TASK, async () => {});
    await c!.t.deps.queue.drain();
    const { sendCommand } = await import('./send-command');
    const shipments = await shipmentsOf(c!, commandId);
    const fileIds = [...new Set(shipments.map((s) => s.output_file_id!))];
    expect(fileIds).toHaveLength(2);
    // The first file reached the printer, under its name, before the worker died; the second never did.
    const first = (await storedFileById(c!.t.deps.db, fileIds[0]!))!;
    const facts = await getPrinterFacts(p.uri, 'postbridge');
    const printed = await submitJob(facts, {
      printerUri: p.uri,
      userName: 'postbridge',
      jobName: first.name,
      document: await buffer(await c!.t.deps.files.get(first.storage_key)),
      template: [],
    });
    expect(printed.kind).toBe('accepted');
    // Both files' claims were taken (external id the nuid) and their lease is over.
    for (const s of shipments) {
      await c!.t.deps.db
        .updateTable('shipment')
        .set({ external_id: s.nuid, next_attempt_at: c!.t.clock.now().toISOString(), attempts: 1 })
        .where('id', '=', s.id)
        .execute();
    }

    await sendCommand(c!.t.deps, commandId);
    let after = await shipmentsOf(c!, commandId);
    for (const s of after.filter((x) => x.output_file_id === fileIds[0])) {
      expect(s).toMatchObject({ status_code: 400, external_id: s.nuid, next_attempt_at: null });
      const accepted = (await eventsOf(c!, s.id)).find((e) => e.status_code === 400)!;
      expect(JSON.parse(accepted.details!)).toMatchObject({ inDoubt: true, foundByName: true });
    }
    for (const s of after.filter((x) => x.output_file_id === fileIds[1])) {
      expect(s).toMatchObject({ status_code: 300, external_id: null });
      expect(s.last_error).toContain('has no job named');
    }
    expect(p.documents().size).toBe(1);

    c!.t.clock.advanceMinutes(1);
    await sendCommand(c!.t.deps, commandId);
    await until(allAt(commandId, 600));
    after = await shipmentsOf(c!, commandId);
    expect(p.documents().size).toBe(2);
    const files = await printFiles(commandId);
    expect([...p.documents().values()].map((d) => d.toString('base64')).sort()).toEqual(
      [...files.values()].map((d) => d.toString('base64')).sort(),
    );
  });

  it('refuses for good, with the reason, a printer that does not print PDF', async () => {
    const p = await printer('image/pwg-raster');
    await p.start();
    const commandId = await ippContext(p.uri);
    await c!.t.deps.queue.drain();
    for (const s of await shipmentsOf(c!, commandId)) {
      expect(s.status_code).toBe(-700);
      expect(s.last_error).toContain('does not print PDF');
      expect(s.last_error).toContain('image/pwg-raster');
    }
    expect(p.documents().size).toBe(0);
    const [delivery] = await deliveriesOf(c!, commandId);
    expect(delivery!.state).toBe('OUTPUT_ERROR');
  });
});
