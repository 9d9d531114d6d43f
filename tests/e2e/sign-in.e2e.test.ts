import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snap } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(login: string, password: string): Promise<void> {
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('first start, as a newcomer', () => {
  it('prints the demo accounts when the product starts', () => {
    const out = inject('startOutput');
    expect(out).toContain('Postbridge is running at');
    expect(out).toMatch(/admin \/ Demo-admin-2026/);
    expect(out).toMatch(/sender \/ Demo-sender-2026/);
    expect(out).toMatch(/validator \/ Demo-validator-2026/);
  });

  it('refuses a wrong password with "Invalid credentials."', async () => {
    await page.goto(baseUrl);
    await expect(page.getByRole('button', { name: 'Sign in' }).waitFor()).resolves.toBeUndefined();
    expect(await page.title()).toBe('Postbridge');
    await signIn('admin', 'not-the-password');
    await page.getByText('Invalid credentials.').first().waitFor();
    await snap(page, '01-sign-in-invalid-credentials');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('signs the demo administrator in and shows the home counters', async () => {
    await signIn('admin', 'Demo-admin-2026');
    const awaiting = page.getByRole('region', { name: 'Awaiting validation' });
    await awaiting.waitFor();
    await expect.poll(() => awaiting.textContent()).toContain('0');
    for (const name of ['Errors', 'Delivered', 'Processing', 'Orders remaining', 'Orders in processing']) {
      await page.getByRole('region', { name, exact: true }).waitFor();
    }
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    await snap(page, '02-home-counters');
  });

  it('opens a menu entry', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage' }).click();
    await page.waitForURL(/\/manage\//);
    await page.getByRole('heading', { name: 'Manage', level: 1 }).waitFor();
    await page.getByRole('link', { name: /^Documents in error/ }).waitFor();
    await snap(page, '03-manage-home');
  });

  it('shows the page-not-found screen for an unknown address', async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByText('Page not found').first().waitFor();
    await snap(page, '04-page-not-found');
  });

  it('signs out from the user menu and returns to the sign-in page', async () => {
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: /User menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await snap(page, '05-signed-out');
  });
});
