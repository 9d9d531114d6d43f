import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, baseUrl, samples, tokenOf } from './api';
import { launchBrowser, snap } from './browser';

// Deposit by token and file id (docs/product.md §2): a link carrying a session token and the id of an uploaded
// file opens the deposit with that file, signed in, in the main layout and in the printer layout alike (the
// embedded frame: embedded.e2e.test.ts). The address loses the token and the file id at once.

let browser: Browser;
let token: string;

async function uploadedFile(): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([await fs.readFile(path.join(samples, 'letter-batch.pdf'))]), 'letter-batch.pdf');
  const [stored] = await api<{ fileId: string }[]>('POST', '/files', token, form);
  return stored!.fileId;
}

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), tokenOf('sender')]);
}, 60_000);
afterAll(async () => browser?.close());

describe('a deposit link', () => {
  for (const { layout, start, menu } of [
    { layout: 'main', start: '/', menu: 1 },
    { layout: 'printer', start: '/printer/home', menu: 0 },
  ]) {
    it(`opens the deposit with the file, signed in, in the ${layout} layout`, async () => {
      const fileId = await uploadedFile();
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${start}?token=${encodeURIComponent(token)}&fileId=${fileId}&keep=1`);
      await page.waitForURL('**/deposit/home?keep=1');
      await page.getByRole('heading', { name: 'Send documents', level: 1 }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(menu);
      await page.getByRole('link', { name: /Letter batch/ }).click();
      const files = page.getByRole('list', { name: 'Files of Letters' });
      await files.getByText(/^letter-batch\.pdf \(\d+ KB\)$/).waitFor({ timeout: 15_000 });
      expect(page.url()).not.toContain(token);
      await snap(page, `65-deposit-link-${layout}`);
      await context.close();
    });
  }
});
