import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, signIn } from './api';
import { expectAccessible, expectStructured } from './axe';
import { launchBrowser } from './browser';

// Issue 19, WCAG 2.1 AA: every screen of every section, as the administrator (who may open them all), in
// English and in Hebrew (right to left), in the light and the dark theme, on a desktop and at a phone's 390 px:
// axe finds no serious or critical violation, and each screen has its landmarks and one h1 with headings in
// order. The other specs check the screens they walk through the same way (`snap`), dialogs and menus open
// included.

/** Every screen reachable from the menu without choosing a row first (details are checked by the flows). */
const SCREENS = [
  '/home',
  '/deposit/home',
  '/deposit/validation',
  '/manage/home',
  '/manage/deliveries',
  '/manage/orders',
  '/manage/documents',
  '/manage/documents/error',
  '/manage/recipientsChoice',
  '/monitoring/home',
  '/monitoring/deliveries',
  '/monitoring/jobs',
  '/monitoring/lateDeliveries',
  '/monitoring/shipments',
  '/processing/home',
  '/processing/services',
  '/processing/recipientsChoice',
  '/administration/home',
  '/administration/accounts',
  '/administration/users',
  '/administration/groups',
  '/administration/profiles',
  '/administration/permissions',
  '/system/home',
  '/system/brandings',
  '/system/channels',
  '/system/locales',
  '/system/options',
  '/system/security',
  '/system/costs',
  '/system/mail',
  '/settings/home',
  '/settings/user',
  '/settings/addressbox',
  '/settings/library',
] as const;

/** On a phone: the home of each section and one list, the screens most likely to overflow. */
const PHONE_SCREENS = SCREENS.filter(
  (path) => path.endsWith('/home') || ['/manage/deliveries', '/administration/users'].includes(path),
);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A context whose signed-in user speaks Hebrew (the session answers carry locale "he"), the browser too. */
async function hebrewContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const hebrew = await browser.newContext({ viewport, locale: 'he-IL' });
  await hebrew.route(/\/api\/authentication\/(authenticate|check)/, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { result?: { user?: { locale: string } } };
    if (json.result?.user) json.result.user.locale = 'he';
    await route.fulfill({ response, json });
  });
  return hebrew;
}

/** Signs in on the sign-in screen as it shows in the context's language (fields found by their type). */
async function signInAnyLanguage(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/?from=${encodeURIComponent('/home')}`);
  await page.locator('input[autocomplete="username"], input[name="login"]').first().fill('admin');
  await page.locator('input[type="password"]').first().fill('Demo-admin-2026');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/home');
}

/** Opens `path` inside the running app (the router follows the history), then waits for its h1 and data. */
async function open(page: Page, path: string): Promise<void> {
  // The screen left keeps its heading until the next one's section has loaded: the new h1 is one not marked here,
  // or a reused one whose text changed.
  const before = await page.evaluate((to) => {
    const old = Array.from(document.querySelectorAll('main h1')).map((h1) => {
      h1.setAttribute('data-a11y-left', '');
      return h1.textContent;
    });
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return old;
  }, path);
  await page.waitForURL((url) => url.pathname.startsWith(path));
  await expect
    .poll(() =>
      page.evaluate(
        (old) =>
          Array.from(document.querySelectorAll('main h1')).some(
            (h1) => !h1.hasAttribute('data-a11y-left') || !old.includes(h1.textContent),
          ),
        before,
      ),
    )
    .toBe(true);
  // Lists and cards read the server after the heading shows: their loaders go away first.
  await expect.poll(() => page.locator('main .mantine-Loader-root:visible').count()).toBe(0);
}

async function checkScreens(page: Page, paths: readonly string[], variant: string): Promise<void> {
  for (const path of paths) {
    await open(page, path);
    const name = `${variant} ${path}`;
    await expectAccessible(page, name);
    await expectStructured(page, name);
  }
}

// Each test visits some 35 screens and runs axe on each: about a minute on a quiet machine, more on a busy one.
describe('every screen, in English and Hebrew, on a desktop and a phone', { timeout: 240_000 }, () => {
  it('signs in without a violation, in English and in Hebrew', async () => {
    for (const locale of ['en-GB', 'he-IL']) {
      const context = await browser.newContext({ viewport: DESKTOP, locale });
      try {
        const page = await context.newPage();
        await page.goto(baseUrl);
        await page.locator('input[type="password"]').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
        await expectAccessible(page, `sign-in ${locale}`);
        await expectStructured(page, `sign-in ${locale}`);
      } finally {
        await context.close();
      }
    }
  });

  it('checks every section’s screens in English, with the user menu and the version dialog open', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await signIn(page, '/home', 'admin');
      await checkScreens(page, SCREENS, 'english');
      await open(page, '/home');
      await page.getByRole('button', { name: /User menu of/ }).click();
      await page.getByRole('menu').waitFor();
      await expectAccessible(page, 'english user menu');
      await page.getByRole('menuitem', { name: 'Version information' }).click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page, 'english version dialog');
    } finally {
      await context.close();
    }
  });

  it('checks every section’s screens in the dark theme, which follows the system’s', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB', colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      await signIn(page, '/home', 'admin');
      expect(
        await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
      ).toBe('dark');
      await checkScreens(page, SCREENS, 'dark');
    } finally {
      await context.close();
    }
  });

  it('checks every section’s screens in Hebrew, right to left', async () => {
    const context = await hebrewContext(DESKTOP);
    try {
      const page = await context.newPage();
      await signInAnyLanguage(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await checkScreens(page, SCREENS, 'hebrew');
    } finally {
      await context.close();
    }
  });

  it('checks the section homes and two lists at 390 px, in English and in Hebrew', async () => {
    for (const [variant, make] of [
      ['phone english', () => browser.newContext({ viewport: PHONE, locale: 'en-GB' })],
      ['phone hebrew', () => hebrewContext(PHONE)],
    ] as const) {
      const context = await make();
      try {
        const page = await context.newPage();
        await signInAnyLanguage(page);
        await checkScreens(page, PHONE_SCREENS, variant);
      } finally {
        await context.close();
      }
    }
  });
});
