import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { letterBatch } from './letters';

// The product run as real processes (`main.ts serve | work | all`), as a process manager starts them, for the
// tests and benchmarks that kill, restart or scale them: processes.int.test.ts, faults.int.test.ts,
// bench/faults.bench.ts.

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const samplesDir = path.join(repoRoot, 'samples');
const main = path.join(repoRoot, 'apps/server/src/main.ts');

/** The demo users' passwords (features/seed). */
const DEMO_USERS = { sender: 'Demo-sender-2026', validator: 'Demo-validator-2026' } as const;
export type DemoUser = keyof typeof DEMO_USERS;

export type Started = {
  name: string;
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  output: string[];
  /** Settles when it has exited, however. */
  exited: Promise<void>;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `main.ts <mode>` with the test runner's environment and `env` over it. */
export function startProcess(
  name: string,
  mode: 'serve' | 'work' | 'all',
  env: Record<string, string>,
): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', main, mode], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return { name, child, output, exited };
}

export const isRunning = (p: Started) => p.child.exitCode === null && p.child.signalCode === null;

/** kill -9, and wait for the process to be gone. */
export async function killHard(p: Started): Promise<void> {
  if (isRunning(p)) p.child.kill('SIGKILL');
  await p.exited;
}

/** Polls `read` every `everyMs` until `done`; throws with the last value after `timeoutMs`. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 90_000, everyMs = 500 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** Waits until `/api/app/ready` answers 200; fails at once when one of `watched` exits meanwhile. */
export async function waitReady(baseUrl: string, watched: Started[], timeoutMs = 90_000): Promise<void> {
  await until(
    'the API is ready',
    async () => {
      const exited = watched.find((p) => !isRunning(p));
      if (exited) throw new Error(`${exited.name} exited: ${exited.output.join('')}`);
      return fetch(`${baseUrl}/api/app/ready`).then(
        (res) => res.status,
        () => 0,
      );
    },
    (status) => status === 200,
    { timeoutMs, everyMs: 100 },
  );
}

export type Api = {
  call: <T>(method: 'GET' | 'POST', route: string, token: string | null, body?: unknown) => Promise<T>;
  tokenOf: (login: DemoUser) => Promise<string>;
};

/** The HTTP API at `baseUrl` (`{result}` unwrapped; an error answer throws), signed in as a demo user. */
export function apiOf(baseUrl: string): Api {
  async function call<T>(
    method: 'GET' | 'POST',
    route: string,
    token: string | null,
    body?: unknown,
  ): Promise<T> {
    const isForm = body instanceof FormData;
    const res = await fetch(`${baseUrl}/api${route}`, {
      method,
      headers: {
        ...(token ? { 'x-auth-token': token } : {}),
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const json = (await res.json()) as { result?: T; error?: unknown };
    if (!res.ok || json.result === undefined) throw new Error(`${method} ${route}: ${JSON.stringify(json)}`);
    return json.result;
  }
  const tokenOf = async (login: DemoUser) =>
    (
      await call<{ authToken: string }>('POST', '/authentication/authenticate', null, {
        login,
        password: DEMO_USERS[login],
      })
    ).authToken;
  return { call, tokenOf };
}

/**
 * Deposits `count` one-page letters into the demo "Letters" service (a letter a page) as `token`'s user: a deposit
 * long enough to be caught PROCESSING. Answers the job's id.
 */
export async function depositLetters(
  api: Api,
  token: string,
  count: number,
  jobName: string,
): Promise<string> {
  const services = await api.call<{ id: string; name: string }[]>('GET', '/services', token);
  const service = services.find((s) => s.name === 'Letters')!;
  const addresses = Array.from({ length: count }, (_, i) => [
    `Client ${i + 1}`,
    '12 rue de la Paix',
    '75002 PARIS',
  ]);
  const form = new FormData();
  form.set('parameters', JSON.stringify({ serviceId: service.id, jobName }));
  form.set('file.letters.0', new Blob([await letterBatch(addresses)]), 'letters.pdf');
  return (await api.call<{ id: string }>('POST', '/jobs', token, form)).id;
}
