import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snap } from './browser';

// Ordering a deposit (docs/api.md "Orders (delivery commands)"): the sender's delivery screen, then the validator's.

const baseUrl = inject('baseUrl');
const sample = path.resolve(import.meta.dirname, '../../samples/letter-batch.pdf');
let browser: Browser;
let jobId: string;

async function api<T>(method: 'GET' | 'POST', url: string, token: string | null, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(token ? { 'x-auth-token': token } : {}),
      ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { result?: T; error?: unknown };
  if (!res.ok || json.result === undefined) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
  return json.result;
}

/** A "Letter batch" deposit of the sender, made through the API and waited for until its letters exist. */
async function prepareDeposit(): Promise<string> {
  const { authToken } = await api<{ authToken: string }>('POST', '/authentication/authenticate', null, {
    login: 'sender',
    password: 'Demo-sender-2026',
  });
  const services = await api<{ id: string; name: string }[]>('GET', '/services', authToken);
  const service = services.find((s) => s.name === 'Letter batch');
  if (!service) throw new Error('no "Letter batch" service for the sender');
  const form = new FormData();
  form.set('parameters', JSON.stringify({ serviceId: service.id, jobName: 'E2E order' }));
  form.set(
    'file.letters.0',
    new Blob([await fs.readFile(sample)], { type: 'application/pdf' }),
    'letter-batch.pdf',
  );
  const job = await api<{ id: string }>('POST', '/jobs', authToken, form);
  for (let attempt = 0; attempt < 120; attempt++) {
    const { state } = await api<{ state: string }>('GET', `/jobs/${job.id}`, authToken);
    if (state === 'PACK_GROUPS_CREATED') return job.id;
    if (state.endsWith('ERROR') || state === 'CANCELLED') throw new Error(`the deposit ended in ${state}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the deposit did not reach PACK_GROUPS_CREATED in 60 s');
}

async function signIn(page: Page, from: string, login: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/?from=${encodeURIComponent(from)}`);
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === from);
}

beforeAll(async () => {
  jobId = await prepareDeposit();
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

describe('ordering a deposit', () => {
  it('shows the plan, gives a proof and orders, waiting for validation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-GB' });
    const page = await context.newPage();
    await signIn(page, `/deposit/delivery/${jobId}`, 'sender', 'Demo-sender-2026');
    const channel = page.getByRole('region', { name: 'Simple mail' });
    await channel.waitFor();
    await channel.getByText('8 recipients').waitFor();
    await snap(page, '30-order-plan');

    await page.getByRole('button', { name: 'Proof', exact: true }).click();
    const proofLink = page.getByRole('link', { name: /^Download the proof / });
    await proofLink.first().waitFor({ timeout: 30_000 });
    expect(await proofLink.first().getAttribute('href')).toMatch(/^blob:/);
    await snap(page, '30-order-proof');

    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.getByText('Your order is waiting for validation.').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to the deposits' }).waitFor();
    await snap(page, '30-order-waiting');
    await context.close();
  });

  it('lets the validator validate the order, which leaves the list', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-GB' });
    const page = await context.newPage();
    await signIn(page, '/deposit/validation', 'validator', 'Demo-validator-2026');
    const row = page.getByRole('row').filter({ hasText: 'E2E order' });
    await row.waitFor();
    expect(await row.textContent()).toContain('sender');
    expect(await row.textContent()).toContain('Simple mail');
    await snap(page, '31-validation-list');

    await page.getByRole('button', { name: 'Validate the order E2E order' }).click();
    await page.getByText('The order E2E order is validated.').waitFor();
    await page.getByText('No order is waiting for validation.').waitFor();
    await snap(page, '31-validation-empty');
    await context.close();
  });
});
