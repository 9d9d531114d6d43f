import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { api, baseUrl, depositSample, orderJob, samples, signIn, tokenOf } from './api';
import { launchBrowser, snap } from './browser';

// The Send flow as a sender clicks through it (docs/product.md §2 Send): deposit home, the "Letter batch"
// split screen, the letters found with one address to fix, the delivery screen with its options, proof and
// order; then the validator's side: the pending order checked and validated, another one rejected with a
// reason.

const DEPOSIT = 'E2E send flow';
const TO_REJECT = 'E2E to reject';
const REASON = 'Wrong batch: these letters were already sent last week.';
const COMMENT = 'Colour print requested by the marketing team.';

interface Command {
  id: string;
  jobName: string;
  state: string;
  version: number;
  reason: string | null;
}

let browser: Browser;
let sender: BrowserContext;
let page: Page;
let senderToken: string;
let validatorToken: string;
/** The order rejected by the validator, prepared through the API. */
let toReject: Command;
/** The job of the deposit made in the browser, read from the delivery screen's address. */
let jobId: string;

const newContext = (viewport = { width: 1280, height: 720 }) =>
  browser.newContext({ viewport, locale: 'en-GB' });

/** Whether the page scrolls sideways (the layout is wider than the window). */
const pageOverflows = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The row of a table whose first cell (or a cell) reads exactly `text`. */
const rowOf = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: text, exact: true }) });

beforeAll(async () => {
  [browser, senderToken, validatorToken] = await Promise.all([
    launchBrowser(),
    tokenOf('sender'),
    tokenOf('validator'),
  ]);
  // A second order of the sender, waiting for validation: the one the validator rejects.
  const job = await depositSample(
    senderToken,
    'Letter batch',
    'file.letters.0',
    'letter-batch.pdf',
    TO_REJECT,
  );
  toReject = (await orderJob(senderToken, job)) as Command;
  expect(toReject.state).toBe('AWAIT_VALIDATION');
  sender = await newContext();
  page = await sender.newPage();
  await signIn(page, '/deposit/home', 'sender');
}, 90_000);

afterAll(async () => {
  // Leaves no order of this file waiting (the home counters of the other specs start from a known state).
  const { commands } = await api<{ commands: Command[] }>(
    'GET',
    '/deliveries/commands/list?state=AWAIT_VALIDATION',
    validatorToken,
  );
  for (const command of commands.filter((c) => [DEPOSIT, TO_REJECT].includes(c.jobName))) {
    await api('POST', `/deliveries/commands/${command.id}/reject`, validatorToken, {
      version: command.version,
      validationReason: 'e2e clean-up',
    });
  }
  await browser?.close();
});

describe('sending letters, as the sender', () => {
  it('lists the services on the deposit home', async () => {
    await page.getByRole('heading', { name: 'Send documents', level: 1 }).waitFor();
    await page.getByText('Choose the service to send your documents with.').waitFor();
    const service = page.getByRole('link', { name: /Letter batch/ });
    expect(await service.getAttribute('href')).toMatch(/^\/deposit\/split\?serviceId=/);
    await snap(page, '20-send-01-deposit-home');
  });

  it('refuses a dropped file that is not a PDF and adds nothing', async () => {
    await page.getByRole('link', { name: /Letter batch/ }).click();
    await page.waitForURL(/\/deposit\/split\?serviceId=/);
    await page.getByRole('heading', { name: 'Letter batch', level: 1 }).waitFor();
    await page.getByText('No file yet.').waitFor();

    // A real drop on the box: a DataTransfer holding customers.csv, as the browser builds it for a dragged file.
    const csv = await fs.readFile(path.join(samples, 'customers.csv'), 'utf8');
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'customers.csv', { type: 'text/csv' }));
      return transfer;
    }, csv);
    await page.locator('[data-drop-zone]').first().dispatchEvent('drop', { dataTransfer });

    await page
      .getByRole('alert')
      .getByText('Only PDF files are accepted here. Not added: customers.csv', { exact: true })
      .waitFor();
    expect(await page.getByRole('list', { name: 'Files of Letters' }).count()).toBe(0);
    expect(await page.getByText('No file yet.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await snap(page, '20-send-02-refused-drop');
  });

  it('uploads letters-to-check.pdf, sends it from the keyboard and lists its 3 letters, one invalid', async () => {
    await page.getByRole('textbox', { name: 'Deposit name' }).fill(DEPOSIT);
    await page.locator('input[type=file]').first().setInputFiles(path.join(samples, 'letters-to-check.pdf'));
    const files = page.getByRole('list', { name: 'Files of Letters' });
    await files.getByText(/^letters-to-check\.pdf \(\d+ KB\)$/).waitFor();
    await files.getByText('Uploaded', { exact: true }).waitFor();
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await snap(page, '20-send-03-file-uploaded');

    // Keyboard only: from the deposit name, Tab reaches "Send" and Enter sends.
    await page.getByRole('textbox', { name: 'Deposit name' }).focus();
    await page.keyboard.press('Tab');
    expect(await send.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    const table = page.getByRole('table', { name: 'Letters found' });
    await table.waitFor({ timeout: 30_000 });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    const summary = page.getByRole('group', { name: 'Summary of the address checks' });
    await summary.getByText('Letters: 3', { exact: true }).waitFor();
    await summary.getByText('Invalid: 1', { exact: true }).waitFor();
    const second = table.locator('tbody tr').nth(1);
    expect(await second.textContent()).toContain('M. Paul Lemoine, 6 rue du Moulin, DIJON');
    await second.getByText('Invalid', { exact: true }).waitFor();
    for (const row of [0, 2])
      await table.locator('tbody tr').nth(row).getByText('Valid', { exact: true }).waitFor();
    // An invalid letter is not ordered by mistake: going on asks to force it.
    await page.getByRole('button', { name: 'Force prepare' }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm and choose the delivery' }).count()).toBe(0);
    await snap(page, '20-send-04-letters-one-invalid');
  });

  it('fixes the invalid address, which turns valid', async () => {
    const table = page.getByRole('table', { name: 'Letters found' });
    await table.getByRole('button', { name: 'Show letter 2' }).click();
    const detail = page.getByRole('region', { name: 'Letter 2' });
    for (const tab of ['Edit', 'Split', 'Address']) await detail.getByRole('tab', { name: tab }).waitFor();
    const value = detail.getByRole('region', { name: 'Postal address (Simple mail)' });
    await value.getByText('Code 300: address incomplete or unknown').waitFor();
    await snap(page, '20-send-05-letter-detail');

    await value.getByRole('button', { name: 'Edit Postal address (Simple mail)' }).click();
    const field = value.getByRole('textbox', { name: 'New value of Postal address (Simple mail)' });
    expect(await field.inputValue()).toBe('M. Paul Lemoine\n6 rue du Moulin\nDIJON');
    await field.fill('M. Paul Lemoine\n6 rue du Moulin\n21000 DIJON');
    // "Check and save" has the server check the new value again ("Save as forced" would only force it).
    await value.getByRole('button', { name: 'Check and save' }).click();

    await value.getByText('M. Paul Lemoine 6 rue du Moulin 21000 DIJON').waitFor();
    await value.getByText('Valid', { exact: true }).waitFor();
    // The value checks valid; the letter counts as corrected, by hand (the validator will see it so).
    const second = table.locator('tbody tr').nth(1);
    await second.getByText('Corrected by hand', { exact: true }).waitFor();
    expect(await second.textContent()).toContain('M. Paul Lemoine, 6 rue du Moulin, 21000 DIJON');
    const summary = page.getByRole('group', { name: 'Summary of the address checks' });
    await summary.getByText('Invalid: 0', { exact: true }).waitFor();
    await summary.getByText('Corrected: 1', { exact: true }).waitFor();
    await snap(page, '20-send-06-address-fixed');
  });

  it('goes on to the delivery screen, changes the colour, gets a proof and orders', async () => {
    await page.getByRole('button', { name: 'Confirm and choose the delivery' }).click();
    await page.waitForURL(/\/deposit\/delivery\/[^/]+$/);
    jobId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    await page.getByRole('heading', { name: 'Delivery options', level: 1 }).waitFor();
    const channel = page.getByRole('region', { name: 'Simple mail' });
    await channel.getByText('3 recipients', { exact: true }).waitFor();
    for (const label of ['Expected post date', 'Comment', 'Proofs per channel'])
      await page.getByRole('textbox', { name: label }).waitFor();
    const colour = channel.getByRole('combobox', { name: 'Colour' });
    expect(await colour.inputValue()).toBe('Black and white');
    expect(await channel.getByRole('combobox', { name: 'Printing' }).inputValue()).toBe('Recto');
    expect(await channel.getByRole('combobox', { name: 'Envelope' }).inputValue()).toBe('DL window');
    await snap(page, '20-send-07-delivery-options');

    await colour.click();
    await page
      .getByRole('listbox', { name: 'Colour' })
      .getByRole('option', { name: 'Colour', exact: true })
      .click();
    await expect.poll(() => colour.inputValue()).toBe('Colour');
    await page.getByRole('textbox', { name: 'Comment' }).fill(COMMENT);

    await page.getByRole('button', { name: 'Proof', exact: true }).click();
    await page.getByRole('heading', { name: 'Proofs', level: 2 }).waitFor({ timeout: 30_000 });
    const proof = page.getByRole('link', { name: /^Download the proof .+\.pdf \(pages: 1\)$/ });
    await proof.waitFor({ timeout: 30_000 });
    expect(await proof.getAttribute('href')).toMatch(/^blob:/);
    // The link downloads the proof itself: a PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), proof.click()]);
    expect(download.suggestedFilename()).toMatch(/^proof-.+\.pdf$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await snap(page, '20-send-08-proof');

    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page
      .getByRole('status')
      .getByText('Your order is waiting for validation.')
      .waitFor({ timeout: 30_000 });
    await page.getByText('What next?').waitFor();
    const links = {
      home: page.getByRole('link', { name: 'Send other documents' }),
      orders: page.getByRole('link', { name: 'See my deposits' }),
      detail: page.getByRole('link', { name: `Follow the deposit ${DEPOSIT}` }),
    };
    expect(await links.home.getAttribute('href')).toBe('/deposit/home');
    expect(await links.orders.getAttribute('href')).toBe('/manage/orders');
    expect(await links.detail.getAttribute('href')).toBe(
      `/manage/orders/detail/${encodeURIComponent(jobId)}`,
    );
    expect(await page.getByRole('button', { name: 'Order', exact: true }).count()).toBe(0);
    await snap(page, '20-send-09-ordered');

    // The deposit's own page, from the panel.
    await links.detail.click();
    await page.waitForURL(`**/manage/orders/detail/${encodeURIComponent(jobId)}`);
    await page.getByRole('heading', { name: 'Deposit details', level: 1 }).waitFor();
    await page.getByText(DEPOSIT).first().waitFor();
    await page.getByRole('link', { name: 'Back to the deposits' }).waitFor();
    await snap(page, '20-send-10-deposit-page');
  });
});

describe('validating orders, as the validator', () => {
  let validator: BrowserContext;
  let vpage: Page;

  beforeAll(async () => {
    validator = await newContext();
    vpage = await validator.newPage();
    // Through the menu only: signed in, the validator lands on home and opens Order validation from the menu.
    await signIn(vpage, '/home', 'validator');
    await vpage
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Order validation' })
      .click();
    await vpage.waitForURL('**/deposit/validation');
  });
  afterAll(async () => {
    await validator?.close();
  });

  it('lists the pending order with its letters and options, and validates it', async () => {
    await vpage.getByRole('heading', { name: 'Order validation', level: 1 }).waitFor();
    const table = vpage.getByRole('table', { name: 'Order validation' });
    const row = rowOf(table, DEPOSIT);
    await row.waitFor();
    for (const cell of ['sender', '3', 'Simple mail'])
      await row.getByRole('cell', { name: cell, exact: true }).waitFor();
    await rowOf(table, TO_REJECT).waitFor();
    await snap(vpage, '20-send-11-validation-list');

    await row.getByRole('button', { name: `Details ${DEPOSIT}` }).click();
    const detail = vpage.getByRole('region', { name: `Order ${DEPOSIT}` });
    await detail.getByText(COMMENT).waitFor();
    const deliveries = detail.getByRole('table', { name: 'Deliveries' });
    await deliveries
      .getByRole('cell', { name: 'Colour: Colour · Printing: Recto · Envelope: DL window', exact: true })
      .waitFor();
    const letters = detail.getByRole('table', { name: 'Letters of the order' });
    await expect.poll(() => letters.locator('tbody tr').count()).toBe(3);
    expect(await letters.locator('tbody tr').filter({ hasText: 'Ordered' }).count()).toBe(3);
    expect(await letters.locator('tbody tr').filter({ hasText: 'Valid' }).count()).toBe(2);
    // Letter 2 as it will be printed: the postcode the sender added, and said to be corrected by hand.
    const second = letters.locator('tbody tr').nth(1);
    await second.getByText('Corrected by hand', { exact: true }).waitFor();
    expect(await second.locator('[data-address-lines] p').allTextContents()).toEqual([
      'M. Paul Lemoine',
      '6 rue du Moulin',
      '21000 DIJON',
    ]);
    await snap(vpage, '20-send-12-validation-detail');

    await detail.getByRole('button', { name: `Validate the order ${DEPOSIT}` }).click();
    await vpage.getByRole('status').getByText(`The order ${DEPOSIT} is validated.`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await detail.count()).toBe(0);
    const { commands } = await api<{ commands: Command[] }>(
      'GET',
      `/deliveries/commands?jobId=${encodeURIComponent(jobId)}`,
      senderToken,
    );
    expect(commands).toHaveLength(1);
    expect(commands[0]!.state).not.toBe('AWAIT_VALIDATION');
    await snap(vpage, '20-send-13-validated');
  });

  it('rejects the other order with a reason, which leaves the list and shows as rejected', async () => {
    const table = vpage.getByRole('table', { name: 'Order validation' });
    const row = rowOf(table, TO_REJECT);
    await row.getByRole('button', { name: `Reject the order ${TO_REJECT}` }).click();
    const dialog = vpage.getByRole('dialog', { name: `Reject the order ${TO_REJECT}` });
    await dialog.waitFor();
    // A reason is required.
    await dialog.getByRole('button', { name: 'Reject the order', exact: true }).click();
    await dialog.getByText('Give the reason for the rejection.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await snap(vpage, '20-send-14-reject-reason');
    await dialog.getByRole('button', { name: 'Reject the order', exact: true }).click();

    await vpage.getByRole('status').getByText(`The order ${TO_REJECT} is rejected.`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await dialog.count()).toBe(0);
    const rejected = await api<Command>('GET', `/deliveries/commands/${toReject.id}`, senderToken);
    expect(rejected).toMatchObject({ state: 'REJECTED', reason: REASON });
    await snap(vpage, '20-send-15-rejected');

    // The sender sees it rejected among the deliveries, the reason in its detail.
    await page.goto(`${baseUrl}/manage/deliveries`);
    const deliveries = page.getByRole('table', { name: 'Deliveries' });
    const senderRow = deliveries.getByRole('row').filter({
      has: page.getByRole('button', { name: TO_REJECT, exact: true }),
    });
    await senderRow.getByText('Rejected', { exact: true }).waitFor();
    await senderRow.getByRole('button', { name: TO_REJECT, exact: true }).click();
    await page.getByRole('region', { name: 'Details' }).getByText(REASON).waitFor();
    await snap(page, '20-send-16-sender-sees-rejection');
  });
});

describe('on a phone (390×844)', () => {
  it('keeps the deposit home and the letters table within the screen width', async () => {
    const phone = await newContext({ width: 390, height: 844 });
    try {
      const small = await phone.newPage();
      await signIn(small, '/deposit/home', 'sender');
      await small.getByRole('link', { name: /Letter batch/ }).waitFor();
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await pageOverflows(small)).toBe(false);
      await snap(small, '20-send-17-phone-deposit-home');

      await small.getByRole('link', { name: /Letter batch/ }).click();
      await small
        .locator('input[type=file]')
        .first()
        .setInputFiles(path.join(samples, 'letters-to-check.pdf'));
      await small.getByText('Uploaded', { exact: true }).waitFor();
      await small.getByRole('button', { name: 'Send', exact: true }).click();
      const table = small.getByRole('table', { name: 'Letters found' });
      await table.waitFor({ timeout: 30_000 });
      await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await pageOverflows(small)).toBe(false);
      await snap(small, '20-send-18-phone-letters');
    } finally {
      await phone.close();
    }
  });
});
