// The API's own overhead: requests per second of an authenticated session check, the shipment counters and the
// first page of the shipments list on the real server (`all` mode, fresh SQLite database, demo data), against a
// bare Fastify route answering the same envelope in a process of its own, measured in the same run with the same
// load: autocannon, 50 connections, each sending its next request as soon as the last answered.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Api, startServer } from './bench-server';
import { round } from './stats';

const CONNECTIONS = 50;
const SECONDS = 5;
const ADMIN = { login: 'admin', password: 'Demo-admin-2026' };
const ROOT = path.resolve(import.meta.dirname, '..');

/** Requests per second of `url` under autocannon with CONNECTIONS connections for SECONDS; every answer 200. */
async function load(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${failed} calls to ${url} did not answer 200`);
  return result.requests.average;
}

/** A bare Fastify server in a process of its own, answering `{ result: 'ok' }`. */
async function startBare(): Promise<{ url: string; stop: () => void }> {
  const code = `
    const app = require('fastify')({ logger: false });
    app.get('/bare', async () => ({ result: 'ok' }));
    app.listen({ port: 0, host: '127.0.0.1' }).then(() => console.log(app.server.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
    child.once('exit', (status) => reject(new Error(`the bare server exited with ${status}`)));
  });
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => child.kill() };
}

export async function run(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-bench-http-'));
  const server = await startServer(path.join(dir, 'data'), { env: { LOG_LEVEL: 'warn' } });
  const bare = await startBare();
  try {
    const api = new Api(server.url);
    await api.signIn(ADMIN.login, ADMIN.password);
    const auth = { 'x-auth-token': api.authToken };
    const calls = {
      bare: () => load(bare.url),
      check: () => load(`${server.url}/api/authentication/check`, auth),
      counters: () => load(`${server.url}/api/shipments/counters`, auth),
      list: () => load(`${server.url}/api/shipments/list?maxResults=100`, auth),
    };
    // Warm-up, then each call in turn, twice; the figures are the better of the two runs.
    for (const call of Object.values(calls)) await call();
    const rps: Record<keyof typeof calls, number> = { bare: 0, check: 0, counters: 0, list: 0 };
    for (let pass = 0; pass < 2; pass++) {
      for (const [name, call] of Object.entries(calls) as [keyof typeof calls, () => Promise<number>][]) {
        rps[name] = Math.max(rps[name], await call());
      }
    }
    for (const [name, value] of Object.entries(rps)) {
      console.log(`${name}: ${Math.round(value)} requests/s (${round(value / rps.bare)} of bare Fastify)`);
    }
    const ratioList = Math.min(rps.counters, rps.list) / rps.bare;
    console.log(`http ratio_check=${round(rps.check / rps.bare)} ratio_list=${round(ratioList)}`);
  } finally {
    bare.stop();
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
