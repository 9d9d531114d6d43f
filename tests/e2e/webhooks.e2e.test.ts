import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositSample, signIn, tokenOf } from './api';
import { launchBrowser, snap } from './browser';

// An administrator subscribes an integrator's endpoint to the account's events (Administration > Accounts >
// Webhooks, docs/api.md "Webhooks"), the endpoint receives them signed as Standard Webhooks say, and the
// administrator sends one of them again from the delivery log.

type Received = { id: string; timestamp: string; signature: string; body: string };

let browser: Browser;
let page: Page;
let receiver: http.Server;
let receiverUrl = '';
const received: Received[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body,
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/postbridge-events`;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  receiver?.close();
});

/** The signature a receiver computes: HMAC-SHA256 of "id.timestamp.body" keyed with the secret's bytes. */
const expectedSignature = (secret: string, r: Received) =>
  `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${r.id}.${r.timestamp}.${r.body}`)
    .digest('base64')}`;

const waitFor = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 120 && !check(); i++) await new Promise((r) => setTimeout(r, 250));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

describe('a webhook subscription of an account', () => {
  let secret = '';

  it('is created in the account’s Webhooks tab, its secret shown once', async () => {
    await signIn(page, '/administration/accounts', 'admin');
    await page.getByRole('heading', { name: 'Demo Company', level: 2 }).waitFor();
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'New subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'New subscription' });
    await dialog.getByRole('textbox', { name: 'Address (URL)' }).fill(receiverUrl);
    await dialog.getByRole('button', { name: 'New subscription' }).click();
    const shown = page.getByRole('dialog', { name: 'The subscription’s signing secret' });
    secret = (await shown.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await snap(page, '75-webhooks-01-secret-shown-once');
    await shown.getByRole('button', { name: 'I have copied the secret' }).click();
    await shown.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Webhooks' }).getByText(receiverUrl).waitFor();
    await snap(page, '75-webhooks-02-list');
  });

  it('posts the account’s events to the endpoint, in order, signed with the secret', async () => {
    const jobId = await depositSample(
      await tokenOf('admin'),
      'Letter batch',
      'file.letters.0',
      'letter-batch.pdf',
      'Webhooks e2e',
    );
    const ofJob = () => received.filter((r) => r.body.includes(jobId));
    await waitFor(() => ofJob().some((r) => r.body.includes('"PACK_GROUPS_CREATED"')), 'the job’s events');
    for (const r of ofJob()) expect(r.signature.split(' ')).toContain(expectedSignature(secret, r));
    const jobStates = ofJob()
      .map((r) => JSON.parse(r.body) as { type: string; data: { state: string } })
      .filter((e) => e.type === 'job.state')
      .map((e) => e.data.state);
    expect(jobStates.slice(0, 3)).toEqual(['CREATED', 'PROCESSING', 'PACK_GROUPS_CREATED']);
    const ids = received.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('sends one delivery again from the delivery log, with the same webhook id', async () => {
    await page.getByRole('button', { name: `Show the deliveries of ${receiverUrl}` }).click();
    const log = page.getByRole('table').filter({ hasText: 'HTTP status' });
    await log.getByRole('row').nth(1).waitFor();
    await snap(page, '75-webhooks-03-delivery-log');
    const replay = page.getByRole('button', { name: /^Replay event \d+$/ }).first();
    const eventId = (await replay.getAttribute('aria-label'))!.match(/\d+/)![0];
    const before = received.filter((r) => r.id === eventId).length;
    expect(before).toBe(1);
    await replay.click();
    await page.getByText(`Event ${eventId} will be sent again.`).waitFor();
    await waitFor(() => received.filter((r) => r.id === eventId).length === 2, 'the replay');
    const [first, again] = received.filter((r) => r.id === eventId);
    expect(again!.body).toBe(first!.body);
    expect(again!.signature.split(' ')).toContain(expectedSignature(secret, again!));
  });
});
