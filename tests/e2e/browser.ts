import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expectAccessible } from './axe';

/** Debian's Chromium with the flags this workplace needs (no sandbox as root, no background networking). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

const screenshotDir = path.resolve(import.meta.dirname, 'screenshots');

/**
 * Checks a step of the product with axe (no serious or critical WCAG 2.1 AA violation: `expectAccessible`; not
 * on a page of another product, which `notOurs` says), then saves a screenshot of it, the whole page, under
 * tests/e2e/screenshots (not committed) for a person to look at.
 * The window is made as tall as the page for the shot, not wider or narrower: Playwright's own `fullPage` shrinks
 * this Chromium's window to 1×1 for a moment, which the app takes for a phone (its list details move to a drawer,
 * an open dialog closes).
 */
export async function snap(
  page: Page,
  name: string,
  { notOurs }: { /** Why axe is not run: the page shown is another product's. */ notOurs?: string } = {},
): Promise<void> {
  if (notOurs === undefined) await expectAccessible(page, name);
  await fs.mkdir(screenshotDir, { recursive: true });
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const taller = viewport !== null && height > viewport.height;
  if (taller) await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
  } finally {
    if (taller) await page.setViewportSize(viewport);
  }
}
