import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snap } from './browser';

// A recipient's consent page (docs/api.md "Recipients and consent"): reached from a letter's link without signing
// in, the e-mail choice confirmed from the e-mail the product writes to its outbox (no SMTP_URL in these tests).

const baseUrl = inject('baseUrl');
const outbox = path.join(inject('dataDir'), 'outbox');
let browser: Browser;
let page: Page;
let consentPath: string;

async function api<T>(method: 'GET' | 'POST', url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(token ? { 'x-auth-token': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { result?: T; error?: unknown };
  if (!res.ok || json.result === undefined) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
  return json.result;
}

/** The `/consent/confirm/…` path of the confirmation e-mail, read from the outbox (quoted-printable decoded). */
async function confirmationPathFromOutbox(): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = await fs.readdir(outbox).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const raw = await fs.readFile(path.join(outbox, name), 'utf8');
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const match = /\/consent\/confirm\/[A-Za-z0-9_-]+/.exec(decoded);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation e-mail in ${outbox}`);
}

beforeAll(async () => {
  // The sender's side, through the API: Sales keeps a register, and a customer of it is recorded by post.
  const { authToken } = await api<{ authToken: string }>('POST', '/authentication/authenticate', null, {
    login: 'admin',
    password: 'Demo-admin-2026',
  });
  const tree = await api<{ children: { id: string; name: string }[] }[]>('GET', '/ou', authToken);
  const sales = tree[0]!.children.find((c) => c.name === 'Sales')!.id;
  await api('POST', '/ou/senderAccounts', authToken, { id: sales, enabled: true });
  await api('POST', '/ou/recipients', authToken, {
    senderAccountId: sales,
    recipientIdentifier: 'E2E-001',
    mainPreferences: 'LETTER',
  });
  const { consentLink } = await api<{ consentLink: string }>(
    'GET',
    `/ou/recipients/consentLink?recipientIdentifier=E2E-001&ouId=${sales}`,
    authToken,
  );
  consentPath = new URL(consentLink).pathname;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
});
afterAll(async () => {
  await browser?.close();
});

describe('a recipient’s consent page', () => {
  it('opens from the letter’s link, records the e-mail choice, and confirms it from the e-mail', async () => {
    await page.goto(`${baseUrl}${consentPath}`);
    await page.getByRole('heading', { name: 'Your mail preference' }).waitFor();
    await page.getByText('Sales would like to know how you wish to receive your mail.').waitFor();
    await page.getByText(/^Your reference: \u2068E2E-001\u2069$/).waitFor();
    await page.getByText('Current choice: by post.').waitFor();
    await snap(page, '10-consent-page');

    await page.getByRole('radio', { name: 'By e-mail' }).check();
    await page.getByLabel('Your e-mail address').fill('recipient@example.test');
    await page.getByRole('button', { name: 'Save my choice' }).click();
    await page
      .getByText(/^Almost done: we sent a confirmation link to \u2068recipient@example\.test\u2069\./)
      .waitFor();
    await snap(page, '11-consent-email-pending');

    await page.goto(`${baseUrl}${await confirmationPathFromOutbox()}`);
    await page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    const done = page.getByRole('status');
    await done.waitFor();
    // The address is wrapped in invisible Unicode isolates (right-to-left languages).
    expect((await done.textContent())?.replace(/[\u2068\u2069]/g, '')).toBe(
      'Thank you: your address r•••@example.test is confirmed. Sales will send you your mail by e-mail.',
    );
    await snap(page, '12-consent-confirmed');

    // The letter's link now shows the confirmed choice.
    await page.goto(`${baseUrl}${consentPath}`);
    await page.getByText(/^Current choice: by e-mail, at \u2068r•••@example\.test\u2069\.$/).waitFor();
  });

  it('speaks the browser’s language, right to left in Hebrew', async () => {
    const hebrew = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'he-IL' });
    try {
      await hebrew.goto(`${baseUrl}${consentPath}`);
      await hebrew.getByRole('heading', { name: 'העדפת קבלת הדואר שלך' }).waitFor();
      expect(await hebrew.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await snap(hebrew, '13-consent-hebrew');
    } finally {
      await hebrew.close();
    }
  });

  it('says so when a link is not valid', async () => {
    await page.goto(`${baseUrl}/consent/not-a-real-link`);
    await page.getByText('This link is not valid.', { exact: false }).waitFor();
  });
});
