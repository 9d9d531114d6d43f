// `npm run bench -- web`: the weight of the first download and Lighthouse's performance and accessibility scores
// of the sign-in page and the home page (issue 19), on the production build served by the real server.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { firstLoad } from '../apps/web/build/first-load';
import { TOKEN_STORAGE_KEY } from '../packages/domain/src/constants';
import { Api, startServer } from './bench-server';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Runs of Lighthouse per page; the median score is kept (a run's score moves by a point or two). */
const RUNS = Number(process.env.WEB_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Scores = { performance: number; accessibility: number; failedAudits: string[] };

/** `vite build` of the web app into a folder of its own, as `npm start` builds it (production, precompressed). */
async function buildWeb(outDir: string): Promise<void> {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', 'apps/web', '--outDir', outDir, '--emptyOutDir'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

/**
 * The reference, measured in the same run on the same Chromium: a page of one heading and one paragraph served
 * by a bare Node.js server. Whatever it loses is the machine's, not the product's.
 */
async function referenceServer(): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<meta name="description" content="Reference page"><title>Reference</title></head>' +
    '<body><main><h1>Reference</h1><p>A page with nothing to load.</p></main></body></html>';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The home page's session token is in local storage (put there before the run): keep it.
      disableStorageReset: true,
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  // A page that sent the browser elsewhere (home without a session goes to sign-in) would measure the wrong page.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${finalDisplayedUrl}`);
  const failedAudits = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    failedAudits,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function medianScores(url: string, port: number): Promise<Scores> {
  const runs: Scores[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port));
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
  };
}

export async function run(): Promise<void> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'postbridge-bench-web-'));
  const dist = path.join(work, 'dist');
  await buildWeb(dist);
  const { gzipBytes } = await firstLoad(dist);
  const entryKb = Math.round((gzipBytes / 1024) * 10) / 10;

  const server = await startServer(path.join(work, 'data'), {
    env: { WEB_DIST: dist, NODE_ENV: 'production' },
  });
  const reference = await referenceServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const ref = await medianScores(reference.url, chrome.port);
    const signIn = await medianScores(`${server.url}/`, chrome.port);
    // The home page as the demo administrator sees it: the session token put where the web app keeps it.
    const api = new Api(server.url);
    await api.signIn('admin', 'Demo-admin-2026');
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.evaluate((key, token) => localStorage.setItem(key, token), TOKEN_STORAGE_KEY, api.authToken);
    await page.close();
    await browser.disconnect();
    const home = await medianScores(`${server.url}/home`, chrome.port);
    for (const [name, s] of [
      ['reference', ref],
      ['sign-in', signIn],
      ['home', home],
    ] as const) {
      const failed = s.failedAudits.length ? ` failed_a11y_audits=${s.failedAudits.join(',')}` : '';
      console.log(`${name}: performance=${s.performance} accessibility=${s.accessibility}${failed}`);
    }
    const perf = Math.min(signIn.performance, home.performance);
    const a11y = Math.min(signIn.accessibility, home.accessibility);
    console.log(
      `web entry_js_gzip_kb=${entryKb} lighthouse_perf=${perf} lighthouse_a11y=${a11y} ratio_perf_to_reference=${(perf / Math.max(1, ref.performance)).toFixed(2)}`,
    );
  } finally {
    chrome.kill();
    reference.close();
    await server.stop();
    await fs.rm(work, { recursive: true, force: true });
  }
}
