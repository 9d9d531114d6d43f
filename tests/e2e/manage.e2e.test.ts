import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { api, baseUrl, depositSample, orderJob, reportStatus, signIn, tokenOf } from './api';
import { launchBrowser, snap } from './browser';

// What follows an order (docs/product.md §2 Manage, Home, Monitoring): a deposit ordered and validated
// through the API, whose letters the simulator moves to "Delivered" within seconds; the sender finds the
// order and its documents, acknowledges a document the carrier reports in error, and watches the home
// counters (only the leader tab polls them); the administrator sees the statuses in their colours in
// Monitoring.

const DEPOSIT = 'E2E manage';
const COUNTED = 'E2E counters';
const TRACKING = 'E2E-TRACK-0001';
const ACK_MESSAGE = 'Address corrected with the customer; letter sent again by hand.';
/** The display-status palette's defaults (packages/domain display-status.ts), as the browser computes them. */
const GREEN_OK = 'rgb(46, 125, 50)';
const RED_ERROR = 'rgb(198, 40, 40)';
const WHITE = 'rgb(255, 255, 255)';
/** "Incorrect address" (GET /api/shipments/allStatuses: an error, final). */
const INCORRECT_ADDRESS = -614;
const HOME = '/home?TEST_COUNTERS_INTERVAL=1000';

interface Command {
  id: string;
  jobName: string;
  state: string;
  version: number;
  deliveries: { id: string }[];
}
interface Shipment {
  id: string;
  nuid: string;
  statusCode: number;
  trackingValue: string | null;
  acknowledged: boolean;
}

let browser: Browser;
let senderToken: string;
let validatorToken: string;
let command: Command;
/** Two documents of the order: the first gets a tracking number, the second an error. */
let tracked: Shipment;
let failed: Shipment;

const newContext = () => browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-GB' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shipmentsOf(order: Command): Promise<Shipment[]> {
  const lists = await Promise.all(
    order.deliveries.map((d) => api<Shipment[]>('GET', `/shipments?deliveryId=${d.id}`, senderToken)),
  );
  return lists.flat().sort((a, b) => a.nuid.localeCompare(b.nuid));
}

/** The counter of a home tile, once loaded. */
async function counter(page: Page, id: string): Promise<number> {
  const value = page.locator(`[data-counter="${id}"]`).filter({ hasText: /^\d+$/ });
  await value.waitFor();
  return Number(await value.textContent());
}

const rowWith = (table: Locator, button: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('button', { name: button, exact: true }) });

beforeAll(async () => {
  [browser, senderToken, validatorToken] = await Promise.all([
    launchBrowser(),
    tokenOf('sender'),
    tokenOf('validator'),
  ]);
  const jobId = await depositSample(
    senderToken,
    'Letter batch',
    'file.letters.0',
    'letter-batch.pdf',
    DEPOSIT,
  );
  const ordered = (await orderJob(senderToken, jobId)) as Command;
  expect(ordered.state).toBe('AWAIT_VALIDATION');
  command = await api<Command>('POST', `/deliveries/commands/${ordered.id}/validate`, validatorToken, {
    version: ordered.version,
  });
  // The simulator reports 400, 600 then 610 (delivered, final) every 2 s once the letters are handed over.
  let shipments: Shipment[] = [];
  for (let attempt = 0; attempt < 60; attempt++) {
    shipments = await shipmentsOf(command);
    if (shipments.length > 1 && shipments.every((s) => s.statusCode === 610)) break;
    await sleep(500);
  }
  expect(shipments.length).toBeGreaterThan(1);
  expect(shipments.map((s) => s.statusCode)).toEqual(shipments.map(() => 610));
  [tracked, failed] = shipments as [Shipment, Shipment];
  // The carrier gives its tracking number with the delivery.
  await reportStatus(tracked.id, 610, { trackingValue: TRACKING });
}, 90_000);

afterAll(async () => {
  // The order made for the counters is not left waiting for validation.
  const { commands } = await api<{ commands: Command[] }>(
    'GET',
    '/deliveries/commands/list?state=AWAIT_VALIDATION',
    validatorToken,
  );
  for (const pending of commands.filter((c) => c.jobName === COUNTED)) {
    await api('POST', `/deliveries/commands/${pending.id}/reject`, validatorToken, {
      version: pending.version,
      validationReason: 'e2e clean-up',
    });
  }
  await browser?.close();
});

describe('managing orders and documents, as the sender', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    await signIn(page, '/manage/home', 'sender');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('finds the order among the deliveries and opens its detail', async () => {
    // The sender may not watch others' activity: no Monitoring in the menu.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Manage' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Monitoring' }).count()).toBe(0);

    await page.getByRole('heading', { name: 'Manage', level: 1 }).waitFor();
    await page.getByRole('link', { name: /^Deliveries/ }).click();
    await page.waitForURL('**/manage/deliveries');
    const table = page.getByRole('table', { name: 'Deliveries' });
    const row = rowWith(table, DEPOSIT);
    const state = row.locator('[data-status-kind]');
    await state.getByText('Sent', { exact: true }).waitFor();
    expect(await state.getAttribute('data-status-kind')).toBe('ok');
    await row.getByRole('cell', { name: 'Simple mail', exact: true }).waitFor();
    await snap(page, '40-manage-01-deliveries');

    await row.getByRole('button', { name: DEPOSIT, exact: true }).click();
    await page.waitForURL(`**/manage/deliveries/detail/${command.id}`);
    await expect
      .poll(() => row.getByRole('button', { name: DEPOSIT, exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    const detail = page.getByRole('region', { name: 'Details' });
    await detail.getByRole('heading', { name: `Order of ${DEPOSIT}` }).waitFor();
    const details = detail.getByRole('tabpanel', { name: 'Details' });
    await details.getByText('validator', { exact: true }).waitFor();
    await details.getByRole('cell', { name: 'Simple mail', exact: true }).waitFor();
    await detail.getByRole('link', { name: `Open the deposit ${DEPOSIT}` }).waitFor();
    await snap(page, '40-manage-02-delivery-detail');

    await detail.getByRole('tab', { name: 'History' }).click();
    const history = detail.getByRole('tabpanel', { name: 'History' });
    await history.getByText('Validated', { exact: true }).first().waitFor();
    await history.getByText('Sent', { exact: true }).first().waitFor();
    await snap(page, '40-manage-03-delivery-history');
  });

  it('opens a document: its statuses and its tracking number', async () => {
    await page.goto(`${baseUrl}/manage/documents`);
    const table = page.getByRole('table', { name: 'Documents' });
    const row = rowWith(table, tracked.nuid);
    await row.getByText('Delivered', { exact: true }).waitFor();
    await row.getByRole('cell', { name: TRACKING, exact: true }).waitFor();
    await row.getByRole('button', { name: tracked.nuid, exact: true }).click();

    const detail = page.getByRole('region', { name: 'Details' });
    await detail.getByRole('heading', { name: `Document ${tracked.nuid}` }).waitFor();
    for (const tab of ['History', 'Metadata', 'Options', 'Requirements', 'Tracking', 'Acknowledgement'])
      await detail.getByRole('tab', { name: tab }).waitFor();
    // The statuses the simulator reported, in order.
    const history = detail.getByRole('tabpanel', { name: 'History' });
    const statuses = ['400 – In production', '600 – Mailed', '610 – Delivered'];
    for (const status of statuses) await history.getByText(status, { exact: true }).first().waitFor();
    const reported = await history.getByRole('row').filter({ hasText: 'simulator' }).allTextContents();
    const order = statuses.map((s) => reported.findIndex((text) => text.includes(s)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    await snap(page, '40-manage-04-document-history');

    await detail.getByRole('tab', { name: 'Tracking' }).click();
    const tracking = detail.getByRole('tabpanel', { name: 'Tracking' });
    await tracking.getByText('Tracking number', { exact: true }).waitFor();
    await tracking.getByText(TRACKING, { exact: true }).waitFor();
    await tracking.getByText('No tracking document.').waitFor();
    await snap(page, '40-manage-05-document-tracking');
  });

  it('acknowledges a document the carrier reports in error', async () => {
    await reportStatus(failed.id, INCORRECT_ADDRESS);
    await expect
      .poll(async () => (await api<Shipment>('GET', `/shipments/${failed.id}`, senderToken)).statusCode)
      .toBe(INCORRECT_ADDRESS);

    await page.goto(`${baseUrl}/manage/documents/error`);
    const table = page.getByRole('table', { name: 'Documents in error' });
    const row = rowWith(table, failed.nuid);
    const status = row.locator('[data-status-kind]');
    await status.getByText('Incorrect address', { exact: true }).waitFor();
    expect(await status.getAttribute('data-status-kind')).toBe('error');
    await row.getByRole('cell', { name: 'No', exact: true }).waitFor();
    await snap(page, '40-manage-06-documents-in-error');

    await row.getByRole('button', { name: failed.nuid, exact: true }).click();
    const detail = page.getByRole('region', { name: 'Details' });
    // A document in error opens on its acknowledgement.
    const tab = detail.getByRole('tabpanel', { name: 'Acknowledgement' });
    await tab.getByText('This document is in error and has not been acknowledged yet.').waitFor();
    await tab.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Acknowledge the error' });
    await dialog.getByRole('button', { name: 'Acknowledge the error' }).click();
    await dialog.getByText('Enter a message.').waitFor();
    await dialog.getByRole('textbox', { name: 'Message' }).fill(ACK_MESSAGE);
    await snap(page, '40-manage-07-acknowledge-message');
    await dialog.getByRole('button', { name: 'Acknowledge the error' }).click();
    await dialog.waitFor({ state: 'detached' });

    const done = tab.getByRole('status');
    await done.getByText(/^Acknowledged on .+\.$/).waitFor();
    await done.getByText(`Message: ${ACK_MESSAGE}`, { exact: true }).waitFor();
    // The list of what is left to acknowledge no longer holds it.
    await expect.poll(() => row.count()).toBe(0);
    await page.getByText('Nothing matches these filters.').waitFor();
    await snap(page, '40-manage-08-acknowledged');

    // Every document in error: this one, acknowledged.
    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'All documents in error' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await row.getByRole('cell', { name: 'Yes', exact: true }).waitFor();
    const saved = await api<Shipment>('GET', `/shipments/${failed.id}`, senderToken);
    expect(saved.acknowledged).toBe(true);
    await snap(page, '40-manage-09-all-errors');
  });
});

describe('the home counters, as the sender', () => {
  let context: BrowserContext;
  let leader: Page;

  beforeAll(async () => {
    context = await newContext();
    leader = await context.newPage();
    await signIn(leader, '/home', 'sender');
    // A fresh load, so that the test interval is read from the address when the app starts.
    await leader.goto(`${baseUrl}${HOME}`);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows a new order awaiting validation without a reload', async () => {
    await leader.getByRole('heading', { name: 'Welcome, Sam Sender', level: 1 }).waitFor();
    for (const name of [
      'Awaiting validation',
      'Errors',
      'Delivered',
      'Processing',
      'Orders remaining',
      'Orders in processing',
      'Latest deliveries',
      'Pending deposits',
      'Recent activity',
      'Quick links',
    ])
      await leader.getByRole('region', { name, exact: true }).waitFor();
    const awaiting = await counter(leader, 'awaitingValidation');
    // The document in error is counted.
    expect(await counter(leader, 'errors')).toBeGreaterThanOrEqual(1);
    const tile = leader.getByRole('region', { name: 'Awaiting validation', exact: true });
    expect(await tile.getByRole('link', { name: 'Awaiting validation' }).getAttribute('href')).toBe(
      '/manage/deliveries?state=AWAIT_VALIDATION',
    );
    await leader
      .getByRole('region', { name: 'Latest deliveries' })
      .getByRole('link', { name: `${DEPOSIT} — Simple mail` })
      .waitFor();
    await snap(leader, '40-manage-10-home');

    await leader.evaluate(() => ((window as unknown as { e2eNoReload: boolean }).e2eNoReload = true));
    const jobId = await depositSample(
      senderToken,
      'Letter batch',
      'file.letters.0',
      'letters-to-check.pdf',
      COUNTED,
    );
    const ordered = await orderJob(senderToken, jobId);
    expect(ordered.state).toBe('AWAIT_VALIDATION');

    await expect.poll(() => counter(leader, 'awaitingValidation'), { timeout: 15_000 }).toBe(awaiting + 1);
    expect(await leader.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(
      true,
    );
    await snap(leader, '40-manage-11-home-counter-up');
  });

  it('polls from one tab only: the other shows what the leader shares', async () => {
    const counts = new Map<Page, number>();
    let counting = false;
    const watch = (page: Page) => {
      counts.set(page, 0);
      page.on('request', (request: Request) => {
        if (counting && new URL(request.url()).pathname === '/api/deliveries/counters')
          counts.set(page, counts.get(page)! + 1);
      });
    };
    const second = await context.newPage();
    watch(leader);
    watch(second);
    await second.goto(`${baseUrl}${HOME}`);
    const awaiting = await counter(leader, 'awaitingValidation');
    await expect.poll(() => counter(second, 'awaitingValidation')).toBe(awaiting);

    counting = true;
    await sleep(5_000);
    counting = false;
    const [polling, quiet] = [...counts.values()].sort((a, b) => b - a) as [number, number];
    expect(polling).toBeGreaterThanOrEqual(3);
    expect(quiet).toBeLessThanOrEqual(1);
    // The first page (the leader since it opened) is the one that polls.
    expect(counts.get(leader)).toBe(polling);
    await snap(second, '40-manage-12-second-tab');
  });
});

describe('monitoring, as the administrator', () => {
  it('shows the shipments with their statuses in their colours', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await signIn(page, '/monitoring/home', 'admin');
      await page.getByRole('heading', { name: 'Monitoring', level: 1 }).waitFor();
      await page.getByRole('link', { name: /^Shipments monitoring/ }).click();
      await page.waitForURL('**/monitoring/shipments');
      const table = page.getByRole('table', { name: 'Shipments monitoring' });

      const delivered = rowWith(table, tracked.nuid).locator('[data-status-kind]');
      await delivered.getByText('Delivered', { exact: true }).waitFor();
      expect(await delivered.getAttribute('data-status-kind')).toBe('ok');
      const error = rowWith(table, failed.nuid).locator('[data-status-kind]');
      await error.getByText('Incorrect address', { exact: true }).waitFor();
      expect(await error.getAttribute('data-status-kind')).toBe('error');
      const colours = (badge: Locator) =>
        badge.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
      expect(await colours(delivered)).toEqual([GREEN_OK, WHITE]);
      expect(await colours(error)).toEqual([RED_ERROR, WHITE]);
      await snap(page, '40-manage-13-monitoring-shipments');
    } finally {
      await context.close();
    }
  });
});
