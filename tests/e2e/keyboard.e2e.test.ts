import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { api, baseUrl, samples, tokenOf, USERS } from './api';
import { launchBrowser, snap } from './browser';

// Issue 19: the whole send → validate → follow flow with the keyboard alone (WCAG 2.1.1, 2.4.7). Tab, Shift+Tab,
// Enter, Space, the arrows and Escape; no click anywhere. The one exception is the operating system's file
// dialog, which no page can drive: the file is given to the file input as that dialog would. At every stop of
// the focus the focused element must show it (an outline, a shadow or, for a field, its border in the primary
// colour).

const DEPOSIT = 'E2E keyboard walk';

interface Command {
  id: string;
  jobName: string;
  state: string;
  version: number;
  deliveries: { id: string }[];
}

let browser: Browser;
let sender: BrowserContext;
let page: Page;
let validatorToken: string;
let senderToken: string;

beforeAll(async () => {
  [browser, senderToken, validatorToken] = await Promise.all([
    launchBrowser(),
    tokenOf('sender'),
    tokenOf('validator'),
  ]);
  sender = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  page = await sender.newPage();
}, 60_000);

afterAll(async () => {
  const { commands } = await api<{ commands: Command[] }>(
    'GET',
    '/deliveries/commands/list?state=AWAIT_VALIDATION',
    validatorToken,
  );
  for (const command of commands.filter((c) => c.jobName === DEPOSIT)) {
    await api('POST', `/deliveries/commands/${command.id}/reject`, validatorToken, {
      version: command.version,
      validationReason: 'e2e clean-up',
    });
  }
  await browser?.close();
});

/** What the focused element is and whether it shows its focus, read in the page. */
async function readFocus(target: Element | null) {
  const element = document.activeElement;
  if (!element || element === document.body) return { reached: false, visible: false, what: 'the page' };
  // A field's border turns to the primary colour over a short transition (on the field's box): read it once it
  // has. Endless animations (loaders) are not waited for.
  const running = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined));
  await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 1000))]);
  const probe = document.createElement('span');
  probe.style.color = 'var(--mantine-primary-color-filled)';
  document.body.append(probe);
  const primary = getComputedStyle(probe).color;
  probe.remove();
  const shows = (shown: Element) => {
    const style = getComputedStyle(shown);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadowed = style.boxShadow !== 'none' && style.boxShadow !== '';
    return { outlined, shadowed, bordered: style.borderTopColor === primary };
  };
  const own = shows(element);
  // Mantine's fields show their focus by their border in the primary colour: the input's own, or that of the
  // box around it (a password field's input sits in a bordered box with its show button).
  const box = element.matches('input, textarea, select')
    ? element.closest('.mantine-Input-wrapper > *')
    : null;
  const bordered =
    element.matches('input, textarea, select') && (own.bordered || (box !== null && shows(box).bordered));
  const { outlined, shadowed } = own;
  const label =
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
      ? element.labels?.[0]
      : null;
  const name =
    element.getAttribute('aria-label') ?? ((label ?? element).textContent ?? '').trim().slice(0, 60);
  return {
    reached: target !== null && (element === target || target.contains(element)),
    visible: outlined || shadowed || bordered,
    what: `<${element.tagName.toLowerCase()}> "${name}"`,
  };
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus shows. Fails
 * when the target is not reached within `max` presses: the keyboard cannot get there.
 */
async function tabTo(p: Page, target: Locator, { backward = false, max = 120 } = {}): Promise<void> {
  await target.waitFor();
  const handle = await target.elementHandle();
  const stops: string[] = [];
  for (let press = 0; press < max; press++) {
    await p.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    const focus = await p.evaluate(readFocus, handle);
    stops.push(focus.what);
    if (!focus.visible && focus.what !== 'the page')
      throw new Error(`the focus does not show on ${focus.what} (after ${stops.join(' → ')})`);
    if (focus.reached) return;
  }
  throw new Error(`the keyboard did not reach the target in ${max} presses: ${stops.join(' → ')}`);
}

/** The focused element is `target` and shows its focus. */
async function expectFocusOn(p: Page, target: Locator): Promise<void> {
  const focus = await p.evaluate(readFocus, await target.elementHandle());
  expect(focus.reached, `focus on ${focus.what}`).toBe(true);
  expect(focus.visible, `focus shown on ${focus.what}`).toBe(true);
}

/** Signs in from the sign-in screen: the login field, Tab, the password, Enter. */
async function signInByKeyboard(p: Page, login: keyof typeof USERS, from: string): Promise<void> {
  await p.goto(`${baseUrl}/?from=${encodeURIComponent(from)}`);
  await tabTo(p, p.getByLabel('Login', { exact: true }));
  await p.keyboard.type(login);
  await tabTo(p, p.getByLabel('Password', { exact: true }));
  await p.keyboard.type(USERS[login]);
  await p.keyboard.press('Enter');
  await p.waitForURL((url) => url.pathname === from);
}

/** From wherever the focus is, the menu entry `name`, opened with Enter. */
async function openFromMenu(p: Page, name: string): Promise<void> {
  const link = p.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
  await tabTo(p, link, { backward: true });
  await p.keyboard.press('Enter');
}

describe('send → validate → follow, with the keyboard only', () => {
  let jobId: string;

  it('signs the sender in and skips to the screen with the first Tab', async () => {
    await signInByKeyboard(page, 'sender', '/home');
    await page.locator('main h1').waitFor();
    // The first Tab of a screen reaches the skip link, shown while focused; Enter moves into the screen.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expectFocusOn(page, skip);
    expect(await skip.isVisible()).toBe(true);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab is in the screen, past the top bar and the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main');
    // The user menu opens with Enter and closes with Escape, the focus back on its button.
    const userMenu = page.getByRole('button', { name: /User menu of/ });
    await tabTo(page, userMenu, { backward: true });
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await expectFocusOn(page, userMenu);
    await snap(page, '80-keyboard-01-home');
  });

  it('deposits a sample letter batch: service, name, file, Send', async () => {
    await openFromMenu(page, 'Send');
    await page.getByRole('heading', { name: 'Send documents', level: 1 }).waitFor();
    await tabTo(page, page.getByRole('link', { name: /Letter batch/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Letter batch', level: 1 }).waitFor();

    await tabTo(page, page.getByRole('textbox', { name: 'Deposit name' }));
    await page.keyboard.type(DEPOSIT);
    // The operating system's file dialog is out of any page's reach: the file goes to the input as it would.
    await page.locator('input[type=file]').first().setInputFiles(path.join(samples, 'letter-batch.pdf'));
    await page.getByText('Uploaded', { exact: true }).waitFor();
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await tabTo(page, send);
    await snap(page, '80-keyboard-02-file-uploaded');
    await page.keyboard.press('Enter');

    const table = page.getByRole('table', { name: 'Letters found' });
    await table.waitFor({ timeout: 30_000 });
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    // A letter's detail opens from its row with Space, and Shift+Tab goes back up to the table.
    const firstLetter = table.getByRole('button', { name: 'Show letter 1' });
    await tabTo(page, firstLetter);
    await page.keyboard.press('Space');
    await page.getByRole('region', { name: 'Letter 1' }).waitFor();
    await snap(page, '80-keyboard-03-letters');
  });

  it('chooses the colour with the arrows and orders', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Confirm and choose the delivery' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/deposit\/delivery\/[^/]+$/);
    jobId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    await page.getByRole('heading', { name: 'Delivery options', level: 1 }).waitFor();

    const colour = page
      .getByRole('region', { name: 'Simple mail' })
      .getByRole('combobox', { name: 'Colour' });
    expect(await colour.inputValue()).toBe('Black and white');
    await tabTo(page, colour);
    // A select opens with the down arrow, moves with the arrows and takes the option with Enter.
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Colour' });
    await list.waitFor();
    await expect
      .poll(async () => {
        const selected = await list.locator('[data-combobox-selected]').textContent();
        if (selected !== 'Colour') await page.keyboard.press('ArrowDown');
        return selected;
      })
      .toBe('Colour');
    await page.keyboard.press('Enter');
    await expect.poll(() => colour.inputValue()).toBe('Colour');
    await snap(page, '80-keyboard-04-delivery');

    await tabTo(page, page.getByRole('button', { name: 'Order', exact: true }));
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText('Your order is waiting for validation.')
      .waitFor({ timeout: 30_000 });
    await snap(page, '80-keyboard-05-ordered');
  });

  it('has the validator validate the order from the validation screen', async () => {
    const validator = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    try {
      const vpage = await validator.newPage();
      await signInByKeyboard(vpage, 'validator', '/home');
      await vpage.locator('main h1').waitFor();
      await vpage.keyboard.press('Tab');
      await openFromMenu(vpage, 'Order validation');
      await vpage.getByRole('heading', { name: 'Order validation', level: 1 }).waitFor();

      await tabTo(vpage, vpage.getByRole('button', { name: `Details ${DEPOSIT}` }));
      await vpage.keyboard.press('Enter');
      const detail = vpage.getByRole('region', { name: `Order ${DEPOSIT}` });
      await detail.waitFor();
      await snap(vpage, '80-keyboard-06-validation-detail');
      await tabTo(vpage, detail.getByRole('button', { name: `Validate the order ${DEPOSIT}` }));
      await vpage.keyboard.press('Enter');
      await vpage.getByRole('status').getByText(`The order ${DEPOSIT} is validated.`).waitFor();
      await snap(vpage, '80-keyboard-07-validated');
    } finally {
      await validator.close();
    }
  });

  it('has the sender follow the deposit, then one of its documents', async () => {
    await tabTo(page, page.getByRole('link', { name: `Follow the deposit ${DEPOSIT}` }), { backward: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/manage/orders/detail/${encodeURIComponent(jobId)}`);
    await page.getByRole('heading', { name: 'Deposit details', level: 1 }).waitFor();
    await snap(page, '80-keyboard-08-deposit');

    // The letters become documents once the order is handed over: one of them, by its number.
    const { commands } = await api<{ commands: Command[] }>(
      'GET',
      `/deliveries/commands?jobId=${encodeURIComponent(jobId)}`,
      senderToken,
    );
    let nuid = '';
    await expect
      .poll(
        async () => {
          const shipments = await api<{ nuid: string }[]>(
            'GET',
            `/shipments?deliveryId=${commands[0]!.deliveries[0]!.id}`,
            senderToken,
          );
          nuid = shipments.map((s) => s.nuid).sort()[0] ?? '';
          return nuid;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');

    await openFromMenu(page, 'Manage');
    await page.getByRole('heading', { name: 'Manage', level: 1 }).waitFor();
    await tabTo(page, page.locator('main a[href="/manage/documents"]'));
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Documents' });
    const row = table.getByRole('button', { name: nuid, exact: true });
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    const detail = page.getByRole('region', { name: 'Details' });
    await detail.getByRole('heading', { name: `Document ${nuid}` }).waitFor();
    // Tabs move with the arrows.
    const history = detail.getByRole('tab', { name: 'History' });
    await tabTo(page, history);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, detail.getByRole('tab', { name: 'Metadata' }));
    await expect
      .poll(() => detail.getByRole('tab', { name: 'Metadata' }).getAttribute('aria-selected'))
      .toBe('true');
    await snap(page, '80-keyboard-09-document');
  });
});
