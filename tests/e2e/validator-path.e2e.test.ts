import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { api, depositSample, orderJob, signIn, tokenOf } from './api';
import { launchBrowser, snap } from './browser';

// The validator's path through the menu only (issue 11 "What validators see"): from home's "Awaiting validation"
// to the pending orders, on to Order validation; every letter with the address it will carry and its check, its
// first page, the proof of a letter far down the order; validated, and home counts it at once; two more orders
// validated at once. Then the same screens in Hebrew and on a phone.

const MAIN = 'E2E validator path';
const BULK = ['E2E bulk one', 'E2E bulk two'] as const;
const SHOWN = 'E2E validator screens';
const ADDRESS = 'Simple mail/mainPostalAddress';

interface Command {
  id: string;
  jobName: string;
  version: number;
}
interface Group {
  id: string;
  position: number;
  version: number;
  requirements: Record<string, { value: string | null }>;
}

let browser: Browser;
let senderToken: string;
let validatorToken: string;
let context: BrowserContext;
let page: Page;
/** Letter 3 of the main order, its address corrected by the sender before ordering. */
let corrected: string[];

/** A deposit of samples/letter-batch.pdf (8 letters) ordered by the sender: it waits for validation. */
async function pendingOrder(name: string, beforeOrdering?: (jobId: string) => Promise<void>) {
  const jobId = await depositSample(senderToken, 'Letter batch', 'file.letters.0', 'letter-batch.pdf', name);
  await beforeOrdering?.(jobId);
  return (await orderJob(senderToken, jobId)) as Command & { state: string };
}

/** The sender corrects letter 3's address by hand (its last line in capitals, a CEDEX added). */
async function correctLetterThree(jobId: string) {
  const groups = await api<Group[]>('GET', `/jobs/${jobId}/packGroups`, senderToken);
  const third = groups.find((g) => g.position === 3)!;
  const lines = third.requirements[ADDRESS]!.value!.split('\n');
  corrected = [...lines.slice(0, -1), `${lines.at(-1)!.toUpperCase()} CEDEX`];
  await api('POST', `/packGroups/${third.id}/edit`, senderToken, {
    version: third.version,
    rawShipmentRequirements: { 'Simple mail': { mainPostalAddress: { value: corrected.join('\n') } } },
  });
}

const pageOverflows = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The number a home tile shows, once loaded. */
async function counter(p: Page, id: string): Promise<number> {
  const value = p.locator(`[data-counter="${id}"]`).filter({ hasText: /^\d+$/ });
  await value.waitFor();
  return Number(await value.textContent());
}

beforeAll(async () => {
  [browser, senderToken, validatorToken] = await Promise.all([
    launchBrowser(),
    tokenOf('sender'),
    tokenOf('validator'),
  ]);
  const orders = [
    await pendingOrder(MAIN, correctLetterThree),
    ...(await Promise.all([...BULK, SHOWN].map((name) => pendingOrder(name)))),
  ];
  for (const order of orders) expect(order.state).toBe('AWAIT_VALIDATION');
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  page = await context.newPage();
  await signIn(page, '/home', 'validator');
}, 120_000);

afterAll(async () => {
  // Leaves no order of this file waiting (the home counters of the other specs start from a known state).
  const { commands } = await api<{ commands: Command[] }>(
    'GET',
    '/deliveries/commands/list?state=AWAIT_VALIDATION',
    validatorToken,
  );
  for (const command of commands.filter((c) => [MAIN, SHOWN, ...BULK].includes(c.jobName))) {
    await api('POST', `/deliveries/commands/${command.id}/reject`, validatorToken, {
      version: command.version,
      validationReason: 'e2e clean-up',
    });
  }
  await browser?.close();
});

describe('the validator, through the menu only', () => {
  let awaiting: number;

  it('goes from home’s "Awaiting validation" to the pending orders, then to Order validation', async () => {
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Order validation' }).waitFor();
    awaiting = await counter(page, 'awaitingValidation');
    expect(awaiting).toBeGreaterThanOrEqual(4);
    await snap(page, '50-validator-01-home');

    const tile = page.getByRole('region', { name: 'Awaiting validation', exact: true });
    await tile.getByRole('link', { name: 'Awaiting validation' }).click();
    await page.waitForURL('**/manage/deliveries?state=AWAIT_VALIDATION');
    expect(await page.getByLabel('State').inputValue()).toBe('AWAIT_VALIDATION');
    const list = page.getByRole('table', { name: 'Deliveries' });
    await list.getByRole('button', { name: MAIN, exact: true }).waitFor();
    // Only pending orders: the list is filtered as the tile counted.
    expect(await list.getByText('Validated', { exact: true }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('button', { name: 'Refresh' }).getAttribute('data-loading'))
      .toBeNull();
    await snap(page, '50-validator-02-pending-orders');

    await page.getByRole('link', { name: 'Order validation' }).last().click();
    await page.waitForURL('**/deposit/validation');
    await page.getByRole('heading', { name: 'Order validation', level: 1 }).waitFor();
    await page
      .getByRole('table', { name: 'Order validation' })
      .getByRole('cell', { name: MAIN, exact: true })
      .waitFor();
    await snap(page, '50-validator-03-validation-list');
  });

  it('sees every letter with the address it will carry, its check and its first page', async () => {
    await page.getByRole('button', { name: `Details ${MAIN}` }).click();
    const detail = page.getByRole('region', { name: `Order ${MAIN}` });
    const letters = detail.getByRole('table', { name: 'Letters of the order' });
    await expect.poll(() => letters.locator('tbody tr').count(), { timeout: 15_000 }).toBe(8);
    const third = letters.locator('tbody tr').nth(2);
    // The address as stored after the correction, line by line: what the envelope window will show.
    expect(await third.locator('[data-address-lines] p').allTextContents()).toEqual(corrected);
    await third.getByText('Corrected by hand', { exact: true }).waitFor();
    expect(await letters.locator('tbody tr').filter({ hasText: 'Corrected by hand' }).count()).toBe(1);
    // Each letter is named, and its first page is shown small.
    for (let row = 0; row < 8; row++) {
      const cells = letters.locator('tbody tr').nth(row).getByRole('cell');
      expect((await cells.nth(2).textContent())?.trim()).not.toBe('—');
    }
    const thumbnail = third.getByRole('button', { name: 'Show the pages of letter 3' }).locator('img');
    await expect.poll(() => thumbnail.getAttribute('src'), { timeout: 15_000 }).toMatch(/^data:image\/png/);
    await snap(page, '50-validator-04-letters');

    await third.getByRole('button', { name: 'Show the pages of letter 3' }).click();
    const pages = page.getByRole('dialog', { name: 'Letter 3' });
    await pages.getByRole('img', { name: 'Page 1 of letter 3' }).waitFor({ timeout: 15_000 });
    await snap(page, '50-validator-05-letter-pages');
    await pages.getByRole('button', { name: 'Close' }).click();
  });

  it('opens the proof of letter 7, composed as it will be printed', async () => {
    const detail = page.getByRole('region', { name: `Order ${MAIN}` });
    await detail.getByRole('button', { name: 'Make the proof of letter 7' }).click();
    const dialog = page.getByRole('dialog', { name: 'Proof of letter 7' });
    const link = dialog.getByRole('link', { name: /^Download the proof .+\.pdf \(pages: \d+\)$/ });
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await snap(page, '50-validator-06-proof');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('validates it, and home counts one order less at once', async () => {
    const detail = page.getByRole('region', { name: `Order ${MAIN}` });
    await detail.getByRole('button', { name: `Validate the order ${MAIN}` }).click();
    await page.getByRole('status').getByText(`The order ${MAIN} is validated.`).waitFor();
    await snap(page, '50-validator-07-validated');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => counter(page, 'awaitingValidation')).toBe(awaiting - 1);
  });

  it('validates two orders at once, each checked on its own', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Order validation' })
      .click();
    const table = page.getByRole('table', { name: 'Order validation' });
    for (const name of BULK) await table.getByRole('checkbox', { name: `Select the order ${name}` }).check();
    await page.getByText('Selected: 2', { exact: true }).waitFor();
    await snap(page, '50-validator-08-bulk-selected');
    await page.getByRole('button', { name: 'Validate the selected orders' }).click();
    const done = page.getByRole('status').filter({ hasText: 'is validated' });
    for (const name of BULK) await done.getByText(`The order ${name} is validated.`).waitFor();
    for (const name of BULK)
      await expect.poll(() => table.getByRole('cell', { name, exact: true }).count()).toBe(0);
    await snap(page, '50-validator-09-bulk-validated');

    const { commands } = await api<{ commands: (Command & { state: string })[] }>(
      'GET',
      '/deliveries/commands/list?state=AWAIT_VALIDATION',
      validatorToken,
    );
    expect(commands.filter((c) => (BULK as readonly string[]).includes(c.jobName))).toEqual([]);
  });

  it('is not offered Recipient choices, which its permissions do not open', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('heading', { name: 'Manage', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: /Recipient choices/ }).count()).toBe(0);
  });
});

/**
 * A validator whose account speaks Hebrew: the session answers carry locale "he" (no screen sets an account's
 * language yet). The browser's own language stays English: the sign-in page is filled in as in the other specs.
 */
async function hebrewContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const hebrew = await browser.newContext({ viewport, locale: 'en-GB' });
  await hebrew.route(/\/api\/authentication\/(authenticate|check)/, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { result?: { user?: { locale: string } } };
    if (json.result?.user) json.result.user.locale = 'he';
    await route.fulfill({ response, json });
  });
  return hebrew;
}

describe('the same screens in Hebrew and on a phone', () => {
  /** Order validation from the menu, the order shown: its 8 letters as a table, or as cards on a phone. */
  async function openShownOrder(
    p: Page,
    labels: { menu: string; screen: string; show: string; letters: string },
  ) {
    await p.getByRole('navigation', { name: labels.menu }).getByRole('link', { name: labels.screen }).click();
    await p.getByRole('heading', { name: labels.screen, level: 1 }).waitFor();
    await p.getByRole('button', { name: `${labels.show} ${SHOWN}` }).click();
    const phone = (p.viewportSize()?.width ?? 1280) < 600;
    const letters = phone
      ? p.getByRole('list', { name: labels.letters }).getByRole('listitem')
      : p.getByRole('table', { name: labels.letters }).locator('tbody tr');
    await expect.poll(() => letters.count(), { timeout: 15_000 }).toBe(8);
    return letters;
  }
  /**
   * Opens the phone menu until its entry is on screen: a click that lands while the signed-in shell settles
   * (its language applied after sign-in) can be undone by it, which a person would answer with a second tap.
   */
  async function openPhoneMenu(p: Page, burger: Locator, labels: { menu: string; screen: string }) {
    const entry = p.getByRole('navigation', { name: labels.menu }).getByRole('link', { name: labels.screen });
    await expect
      .poll(async () => {
        const onScreen = await entry.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
        });
        if (!onScreen && (await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
        return onScreen;
      })
      .toBe(true);
  }
  const ENGLISH = {
    menu: 'Main menu',
    screen: 'Order validation',
    show: 'Details',
    letters: 'Letters of the order',
  };
  const HEBREW = { menu: 'תפריט ראשי', screen: 'אישור הזמנות', show: 'פרטים', letters: 'מכתבי ההזמנה' };

  it('reads right to left, with every word translated and each address in its own direction', async () => {
    const hebrew = await hebrewContext({ width: 1280, height: 800 });
    try {
      const p = await hebrew.newPage();
      await signIn(p, '/home', 'validator');
      expect(await p.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const letters = await openShownOrder(p, HEBREW);
      // A Latin address line keeps its order ("12 rue de l’Église", not "rue de l’Église 12").
      const line = letters.first().locator('[data-address-lines] bdi').nth(1);
      const box = await line.boundingBox();
      const number = await line.evaluate((element) => {
        const range = document.createRange();
        range.setStart(element.firstChild!, 0);
        range.setEnd(element.firstChild!, 2);
        return range.getBoundingClientRect().x;
      });
      expect(number - box!.x).toBeLessThan(2);
      await snap(p, '50-validator-10-hebrew');
    } finally {
      await hebrew.close();
    }
  });

  it('keeps the validation screen within a phone’s width (390×844), in Hebrew too', async () => {
    for (const [name, labels, burger, make] of [
      [
        'english',
        ENGLISH,
        'Show or hide the menu',
        () => browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' }),
      ],
      ['hebrew', HEBREW, 'הצגה או הסתרה של התפריט', () => hebrewContext({ width: 390, height: 844 })],
    ] as const) {
      const phone = await make();
      try {
        const p = await phone.newPage();
        await signIn(p, '/home', 'validator');
        await openPhoneMenu(p, p.getByRole('button', { name: burger }), labels);
        const letters = await openShownOrder(p, labels);
        // On a phone each letter is a card: its address is read without scrolling sideways.
        await letters.nth(2).locator('[data-address-lines]').waitFor();
        expect(await pageOverflows(p)).toBe(false);
        await snap(p, `50-validator-11-phone-${name}`);
      } finally {
        await phone.close();
      }
    }
  });
});
