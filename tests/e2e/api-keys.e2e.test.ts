import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, signIn } from './api';
import { launchBrowser, snap } from './browser';

// An administrator gives an integrator an API key from Administration > Accounts (docs/administration.md
// "API keys"), the integrator's system calls the API with it, and the administrator revokes it.

const KEY_NAME = 'E2E invoicing';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
});

const listJobsWith = (secret: string) =>
  fetch(`${baseUrl}/api/jobs/list`, { headers: { authorization: `Bearer ${secret}` } });

describe('an API key of an account', () => {
  let secret = '';

  it('is created in the account’s API keys tab and its secret shown once', async () => {
    await signIn(page, '/administration/accounts', 'admin');
    await page.getByRole('heading', { name: 'Demo Company', level: 2 }).waitFor();
    await page.getByRole('tab', { name: 'API keys' }).click();
    await page.getByRole('button', { name: 'New API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(KEY_NAME);
    await dialog.getByRole('checkbox', { name: 'Read the account’s deposits, orders and shipments' }).check();
    await dialog.getByRole('button', { name: 'Create the key' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.getByText('it is shown this once only').waitFor();
    secret = (await shown.getByTestId('api-key-secret').textContent())!.trim();
    expect(secret).toMatch(/^pbk_[A-Za-z0-9_-]{43}$/);
    await snap(page, '70-api-keys-01-secret-shown-once');
    await shown.getByRole('button', { name: 'I have copied the key' }).click();
    await shown.waitFor({ state: 'hidden' });

    const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: KEY_NAME });
    await row.getByText(secret.slice(0, 12)).waitFor();
    await row.getByText('Active').waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
    await snap(page, '70-api-keys-02-list');
  });

  it('lets another system call the API with it', async () => {
    const res = await listJobsWith(secret);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { jobs: unknown[] } }).result.jobs).toBeInstanceOf(Array);
  });

  it('is refused once the administrator revoked it', async () => {
    await page.getByRole('button', { name: `Revoke the key ${KEY_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await dialog.getByText(`Every call made with ${KEY_NAME}`).waitFor();
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: KEY_NAME });
    await row.getByText(/Revoked on .* by admin/).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await snap(page, '70-api-keys-03-revoked');

    const res = await listJobsWith(secret);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-12);
  });
});
