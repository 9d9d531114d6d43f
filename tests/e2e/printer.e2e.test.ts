import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, samples, signIn, tokenOf } from './api';
import { launchBrowser, snap } from './browser';

// The virtual printer as a user meets it (docs/web.md "Virtual printer", docs/api.md "Virtual printer"): the
// sender makes their printer token on the configuration screen, a real IPP client (ipptool, CUPS's test tool)
// prints a PDF to the address shown, the file waits on the printer's home, and the sender deposits it through the
// deposit screens and orders it.

const DOCUMENT = 'Invoices November.pdf';

let browser: Browser;
let page: Page;
let validatorToken: string;

/** ipptool's Print-Job with a job name: the document name a printing program gives. */
const PRINT_JOB_TEST = `{
  NAME "Print-Job"
  OPERATION Print-Job
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR language attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR name requesting-user-name e2e
  ATTR name job-name "${DOCUMENT}"
  ATTR mimeMediaType document-format application/pdf
  FILE $filename
  STATUS successful-ok
  EXPECT job-id
}
`;

beforeAll(async () => {
  [browser, validatorToken] = await Promise.all([launchBrowser(), tokenOf('validator')]);
  page = await (
    await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-GB' })
  ).newPage();
  await signIn(page, '/home', 'sender');
  // The printer layout is chosen when the app starts on a printer path.
  await page.goto(`${baseUrl}/printer/config`);
}, 90_000);

afterAll(async () => {
  const { commands } = await api<{ commands: { id: string; jobName: string; version: number }[] }>(
    'GET',
    '/deliveries/commands/list?state=AWAIT_VALIDATION',
    validatorToken,
  );
  for (const command of commands.filter((c) => c.jobName === 'E2E printed invoices')) {
    await api('POST', `/deliveries/commands/${command.id}/reject`, validatorToken, {
      version: command.version,
      validationReason: 'e2e clean-up',
    });
  }
  await browser?.close();
});

describe('the virtual printer', () => {
  let address: string;

  it('makes the printer token and shows the address to install, once', async () => {
    await page.getByRole('heading', { name: 'Printer configuration', level: 1 }).waitFor();
    // The printer layout: no section menu, the printer's tabs instead.
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Virtual printer' }).waitFor();
    await page.getByRole('button', { name: /Make my printer token|Make a new token/ }).click();
    await page.getByText('Copy it now: it is shown only this once.').waitFor();
    address = (await page.getByLabel('Printer address', { exact: true }).textContent())!.trim();
    expect(address).toMatch(/^ipp:\/\/[^/]+\/ipp\/print\/\S+$/);
    await snap(page, '60-printer-01-config');
  });

  it('receives a PDF printed with ipptool, which waits on the printer home', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-ipp-'));
    const testFile = path.join(dir, 'print-job.test');
    await fs.writeFile(testFile, PRINT_JOB_TEST);
    const printed = spawnSync(
      'ipptool',
      ['-tv', '-f', path.join(samples, 'letter-batch.pdf'), address, testFile],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(printed.status, printed.stdout + printed.stderr).toBe(0);
    await fs.rm(dir, { recursive: true, force: true });

    await page.getByRole('tab', { name: 'Virtual printer' }).click();
    await page.waitForURL('**/printer/home');
    const waiting = page.getByRole('list', { name: 'Waiting for you' });
    await waiting.getByRole('heading', { name: DOCUMENT }).waitFor({ timeout: 15_000 });
    await waiting.getByText('Waiting for you', { exact: true }).waitFor();
    await snap(page, '60-printer-02-home');
  });

  it('deposits the printed file through the deposit screens and orders it', async () => {
    await page.getByRole('button', { name: `Deposit ${DOCUMENT}` }).click();
    await page.waitForURL('**/deposit/home');
    await page.getByRole('link', { name: /Letter batch/ }).click();
    await page.waitForURL(/\/deposit\/split\?serviceId=/);
    const files = page.getByRole('list', { name: 'Files of Letters' });
    await files.getByText(/\.pdf \(\d+ KB\)$/).waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: 'Deposit name' }).fill('E2E printed invoices');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    const table = page.getByRole('table', { name: 'Letters found' });
    await table.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Confirm and choose the delivery' }).click();
    await page.waitForURL(/\/deposit\/delivery\/[^/]+$/);
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page
      .getByRole('status')
      .getByText('Your order is waiting for validation.')
      .waitFor({ timeout: 30_000 });

    // Back on the printer: the file is ordered, with the way to its order.
    await page.goto(`${baseUrl}/printer/manual`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DOCUMENT }) });
    await card.getByText('Ordered', { exact: true }).waitFor({ timeout: 15_000 });
    await card.getByRole('link', { name: 'Open its order' }).waitFor();
    await snap(page, '60-printer-03-ordered');
  });
});
