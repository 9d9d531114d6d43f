import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

const repoRoot = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** With a PostgreSQL DATABASE_URL, the product gets a schema of its own (dropped at the end). */
async function databaseUrl(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) return { url: undefined, drop: async () => {} };
  const schema = `e2e_${randomBytes(5).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await run(`create schema ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return { url: withSchema.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}

/** Starts the product with `npm start` (build of the web app included) on a temporary data folder. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbridge-e2e-'));
  const port = await freePort();
  const db = await databaseUrl();
  const trackingSecret = randomBytes(24).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // As a user's shell has it: vitest's NODE_ENV=test would make the web build take React's development files.
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Letters move through the simulator's statuses within seconds; the specs report a status as the
    // simulator's provider would (signed with this secret), e.g. an error to acknowledge.
    SIMULATOR_STEP_SECONDS: '2',
    SIMULATOR_ERROR_RATE: '0',
    // Webhook receivers of the specs listen on this machine (webhooks.e2e.test.ts).
    WEBHOOK_ALLOW_PRIVATE: 'true',
    TRACKING_SECRETS: `simulator=${trackingSecret}`,
  };
  if (db.url) env.DATABASE_URL = db.url;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(
      () => reject(new Error(`the product did not start in 180 s:\n${output}`)),
      180_000,
    );
    const poll = setInterval(() => {
      if (output.includes('Postbridge is running at')) {
        clearInterval(poll);
        clearTimeout(deadline);
        resolve();
      }
    }, 200);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(deadline);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  // A product that stops during the run takes every later spec with it: say why, once, where the run's output is.
  child.on('exit', (code, signal) => {
    console.error(
      `The product stopped during the run (exit ${code ?? signal}). Its output:\n${output.slice(-20_000)}`,
    );
  });
  project.provide('baseUrl', baseUrl);
  project.provide('startOutput', output);
  project.provide('dataDir', dataDir);
  project.provide('trackingSecret', trackingSecret);
  return async () => {
    child.removeAllListeners('exit');
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await db.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    startOutput: string;
    dataDir: string;
    trackingSecret: string;
  }
}
