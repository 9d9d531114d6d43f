import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snap } from './browser';

// The Send flow's first slice: deposit home, the split screen of "Letter batch", its pack groups.

const baseUrl = inject('baseUrl');
const samples = path.resolve(import.meta.dirname, '../../samples');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'en-GB' });
});
afterAll(async () => {
  await browser?.close();
});

describe('sending a batch of letters', () => {
  it('lists the sender’s services on the deposit home', async () => {
    await page.goto(baseUrl);
    await page.getByLabel('Login', { exact: true }).fill('sender');
    await page.getByLabel('Password', { exact: true }).fill('Demo-sender-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home/);
    await page.goto(`${baseUrl}/deposit/home`);
    await page.getByRole('heading', { name: 'Send documents' }).waitFor();
    await page.getByRole('link', { name: /Letter batch/ }).waitFor();
    await snap(page, '20-deposit-1-home');
  });

  it('refuses a file that is not a PDF', async () => {
    await page.getByRole('link', { name: /Letter batch/ }).click();
    await page.waitForURL(/\/deposit\/split\?serviceId=/);
    await page.getByRole('heading', { name: 'Letter batch' }).waitFor();
    // A real drop of customers.csv onto the box.
    const csv = path.join(samples, 'customers.csv');
    const zone = page.locator('[data-drop-zone]').first();
    const dataTransfer = await page.evaluateHandle(
      async (text) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], 'customers.csv', { type: 'text/csv' }));
        return transfer;
      },
      (await import('node:fs/promises').then((fs) => fs.readFile(csv, 'utf8'))).slice(0, 2000),
    );
    await zone.dispatchEvent('drop', { dataTransfer });
    await page
      .getByRole('alert')
      .getByText('Only PDF files are accepted here. Not added: customers.csv')
      .waitFor();
    expect(await page.getByText(/customers\.csv \(/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await snap(page, '20-deposit-2-invalid-file');
  });

  it('sends letter-batch.pdf and shows its 8 pack groups with their addresses', async () => {
    await page.locator('input[type=file]').first().setInputFiles(path.join(samples, 'letter-batch.pdf'));
    await page.getByText(/^letter-batch\.pdf \(\d+ KB\)$/).waitFor();
    await snap(page, '20-deposit-3-file-chosen');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const table = page.getByRole('table', { name: 'Letters found' });
    await table.waitFor({ timeout: 30000 });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(8);
    await page.getByText('Letters: 8').waitFor();
    await table.getByText(/Mme Hélène Lefèvre/).waitFor();
    expect(await page.getByRole('button', { name: 'Reject letter 1' }).isEnabled()).toBe(true);
    const order = page.getByRole('link', { name: 'Order' });
    expect(await order.getAttribute('href')).toMatch(/^\/deposit\/delivery\/[^/]+$/);
    await snap(page, '20-deposit-4-pack-groups');
  });

  it('rejects one letter', async () => {
    await page.getByRole('button', { name: 'Reject letter 2' }).click();
    await page.getByRole('table', { name: 'Letters found' }).getByText('Rejected').waitFor();
    expect(await page.getByRole('button', { name: 'Reject letter 2' }).count()).toBe(0);
  });
});
