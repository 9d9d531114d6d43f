import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, depositSample, orderJob, signIn, tokenOf } from './api';
import { launchBrowser, snap } from './browser';

// Cost and CO₂ before approval (issue 18): a validator opens a pending order on the validation screen and sees,
// before validating it, its cost and CO₂ per channel and in total, as the server computes them with the price
// lists in force (the built-in ones of the demo), and what a digital-first strategy would change.

const NAME = 'E2E cost and CO2';

interface Amount {
  costMinor: number;
  co2Mg: number;
}
interface OrderCost {
  currency: string;
  channels: (Amount & { serviceChannelLabel: string; count: number; sheets: number })[];
  total: Amount & { count: number; sheets: number };
  digitalFirst: { letters: number } | null;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let validatorToken: string;
let command: { id: string; version: number; state: string };

/** Money and CO₂ as the screen writes them in English (the validator's language). */
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
const grams = (mg: number) =>
  new Intl.NumberFormat('en', {
    style: 'unit',
    unit: 'gram',
    maximumFractionDigits: Math.abs(mg) < 10_000 ? 2 : 1,
  }).format(mg / 1000);

beforeAll(async () => {
  const senderToken = await tokenOf('sender');
  validatorToken = await tokenOf('validator');
  browser = await launchBrowser();
  const jobId = await depositSample(senderToken, 'Letter batch', 'file.letters.0', 'letter-batch.pdf', NAME);
  command = (await orderJob(senderToken, jobId)) as typeof command;
  expect(command.state).toBe('AWAIT_VALIDATION');
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  page = await context.newPage();
  await signIn(page, '/deposit/validation', 'validator');
}, 120_000);

afterAll(async () => {
  // Leaves no order of this file waiting (the home counters of the other specs start from a known state).
  const current = await api<{ version: number; state: string }>(
    'GET',
    `/deliveries/commands/${command.id}`,
    validatorToken,
  ).catch(() => null);
  if (current?.state === 'AWAIT_VALIDATION') {
    await api('POST', `/deliveries/commands/${command.id}/reject`, validatorToken, {
      version: current.version,
      validationReason: 'e2e clean-up',
    });
  }
  await browser?.close();
});

describe('cost and CO₂ on the validation screen', () => {
  it('shows the pending order’s cost and CO₂ per channel and in total before it is validated', async () => {
    const { estimate } = await api<{ estimate: OrderCost }>(
      'GET',
      `/deliveries/commands/${command.id}/cost`,
      validatorToken,
    );
    // The demo's built-in price lists give figures out of the box: 8 letters by Simple mail, a cost, some CO₂.
    expect(estimate.total.count).toBe(8);
    expect(estimate.total.costMinor).toBeGreaterThan(0);
    expect(estimate.total.co2Mg).toBeGreaterThan(0);

    await page.getByRole('heading', { name: 'Order validation', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Details ${NAME}` }).click();
    const detail = page.getByRole('region', { name: `Order ${NAME}` });
    const table = detail.getByRole('table', { name: 'Cost and CO₂' });
    await table.waitFor({ timeout: 15_000 });
    for (const channel of estimate.channels) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: channel.serviceChannelLabel }) });
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        String(channel.count),
        String(channel.sheets),
        money(channel.costMinor, estimate.currency),
        grams(channel.co2Mg),
      ]);
    }
    const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    expect(await total.getByRole('cell').allTextContents()).toEqual([
      '8',
      String(estimate.total.sheets),
      money(estimate.total.costMinor, estimate.currency),
      grams(estimate.total.co2Mg),
    ]);
    await detail.getByText(/^Digital first:/).waitFor();
    await detail.getByRole('table', { name: 'Cost and CO₂' }).scrollIntoViewIfNeeded();
    await snap(page, '80-costs-01-validation');
  });
});
