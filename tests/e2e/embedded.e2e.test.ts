import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { api, baseUrl, samples, tokenOf, USERS } from './api';
import { launchBrowser, snap } from './browser';

// Embedded mode (docs/product.md §4, docs/embedding.md): a portal on another origin frames the product, the
// sender signs in inside the frame, the portal hands in a PDF with sendFile, the sender deposits and orders it
// inside the frame, and the portal hears connected, jobCreated and deliveryCreated with the order's id.

const HOST = 'embed.localhost';
const DEPOSIT = 'E2E embedded deposit';

/** What the portal receives (the shapes of docs/embedding.md "Messages"). */
interface Message {
  type: string;
  login?: string;
  jobId?: string;
  commandId?: string;
  error?: string;
}

let browser: Browser;
let page: Page;
let frame: FrameLocator;
let portalContext: BrowserContext;
let portal: http.Server;
let portalOrigin: string;
let adminToken: string;
let brandingId: string;
const appOrigin = `http://${HOST}:${new URL(baseUrl).port}`;

/** The portal's page: the frame, and what it receives from the product's origin only (docs/embedding.md). */
const portalPage = (frameQuery: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Acme portal</title></head>
<body>
  <h1>Acme portal</h1>
  <iframe id="postbridge" title="Postbridge" src="${appOrigin}/embedded${frameQuery}" width="1200" height="1100"></iframe>
  <script>
    const APP = ${JSON.stringify(appOrigin)};
    window.received = [];
    window.addEventListener('message', (event) => {
      if (event.origin !== APP) return;
      window.received.push(event.data);
    });
    window.sendToFrame = (message) =>
      document.getElementById('postbridge').contentWindow.postMessage(message, APP);
  </script>
</body></html>`;

const receivedBy = (p: Page) => p.evaluate(() => (window as unknown as { received: Message[] }).received);
const sendFrom = (p: Page, message: unknown) =>
  p.evaluate((m) => (window as unknown as { sendToFrame: (x: unknown) => void }).sendToFrame(m), message);
const received = () => receivedBy(page);
const sendToFrame = (message: unknown) => sendFrom(page, message);
const lastOf = async (type: string) => (await received()).filter((m) => m.type === type).at(-1);

beforeAll(async () => {
  portal = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // /external: external authentication; /link?…: the frame opened with a deposit link's query.
    const url = new URL(request.url ?? '/', 'http://portal');
    response.end(portalPage(url.pathname === '/external' ? '?externalAuth' : url.search));
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  portalOrigin = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  adminToken = await tokenOf('admin');
  // The white label of the frame's host lists the portal as a parent origin (System > White labels).
  const saved = await api<{ id: string }>('POST', '/brandings', adminToken, {
    name: 'E2E embedded portal',
    applicationName: 'Acme Post',
    virtualHost: HOST,
    authenticationRealm: null,
    backgroundImageURL: null,
    logoImageURL: null,
    notificationIconURL: null,
    properties: {
      css: null,
      favicon: null,
      primaryColor: null,
      iconColors: {},
      embeddedParentUrls: [portalOrigin],
      chatSupportUrl: null,
    },
    statusColors: {},
  });
  brandingId = saved.id;
  browser = await launchBrowser();
  portalContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  page = await portalContext.newPage();
  frame = page.frameLocator('#postbridge');
}, 90_000);

afterAll(async () => {
  // Leaves no order of this file waiting, and no white label behind.
  const validator = await tokenOf('validator');
  const { commands } = await api<{ commands: { id: string; jobName: string; version: number }[] }>(
    'GET',
    '/deliveries/commands/list?state=AWAIT_VALIDATION',
    validator,
  );
  for (const command of commands.filter((c) => c.jobName === DEPOSIT))
    await api('POST', `/deliveries/commands/${command.id}/reject`, validator, {
      version: command.version,
      validationReason: 'e2e clean-up',
    });
  if (brandingId)
    await fetch(`${baseUrl}/api/brandings/${brandingId}`, {
      method: 'DELETE',
      headers: { 'x-auth-token': adminToken },
    });
  await browser?.close();
  await new Promise((resolve) => portal?.close(resolve));
});

describe('the product framed by a portal on another origin', () => {
  it('shows the sign-in form inside the frame and tells the portal who signed in', async () => {
    await page.goto(portalOrigin);
    await frame.getByLabel('Login', { exact: true }).fill('sender');
    await frame.getByLabel('Password', { exact: true }).fill(USERS.sender);
    await frame.getByRole('button', { name: 'Sign in' }).click();
    await frame.getByText('You are signed in. Waiting for a document from the portal.').waitFor();
    // Embedded layout: no menu, no top bar.
    expect(await frame.getByRole('navigation').count()).toBe(0);
    await expect.poll(received).toEqual([{ type: 'connected', login: 'sender' }]);
    await snap(page, '60-embedded-01-connected');
  });

  it('takes the portal’s PDF, lets the sender deposit and order it, and reports the job and the order', async () => {
    const pdf = (await fs.readFile(path.join(samples, 'letter-batch.pdf'))).toString('base64');
    await page.evaluate((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const file = new File([bytes], 'letter-batch.pdf', { type: 'application/pdf' });
      (window as unknown as { sendToFrame: (x: unknown) => void }).sendToFrame({ type: 'sendFile', file });
    }, pdf);

    await frame.getByText('Choose the service to send "letter-batch.pdf" with.').waitFor();
    await snap(page, '60-embedded-02-file-received');
    await frame.getByRole('link', { name: /Letter batch/ }).click();
    await frame.getByRole('heading', { name: 'Letter batch', level: 1 }).waitFor();
    const files = frame.getByRole('list', { name: 'Files of Letters' });
    await files.getByText(/^letter-batch\.pdf/).waitFor();
    await frame.getByRole('textbox', { name: 'Deposit name' }).fill(DEPOSIT);
    const send = frame.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();

    await expect.poll(() => lastOf('jobCreated')).toMatchObject({ type: 'jobCreated' });
    const jobId = (await lastOf('jobCreated'))?.jobId ?? '';
    const table = frame.getByRole('table', { name: 'Letters found' });
    await table.waitFor({ timeout: 30_000 });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(8);
    await snap(page, '60-embedded-03-letters');
    await frame.getByRole('button', { name: 'Confirm and choose the delivery' }).click();
    await frame.getByRole('heading', { name: 'Delivery options', level: 1 }).waitFor();
    const order = frame.getByRole('button', { name: 'Order', exact: true });
    await expect.poll(() => order.isEnabled(), { timeout: 30_000 }).toBe(true);
    await order.click();

    await expect.poll(() => lastOf('deliveryCreated')).toMatchObject({ type: 'deliveryCreated', jobId });
    const commandId = (await lastOf('deliveryCreated'))?.commandId ?? '';
    // The order the portal was told of is the one the product holds for this deposit.
    const sender = await tokenOf('sender');
    const command = await api<{ id: string; jobId: string; jobName: string }>(
      'GET',
      `/deliveries/commands/${commandId}`,
      sender,
    );
    expect(command).toMatchObject({ id: commandId, jobId, jobName: DEPOSIT });
    expect((await received()).map((m) => m.type)).toEqual(['connected', 'jobCreated', 'deliveryCreated']);

    await frame.getByText('Order created').waitFor();
    await frame.getByText(`The order ${commandId} was created.`).waitFor();
    await snap(page, '60-embedded-04-order-created');
  });

  it('ends with done and the reason when the portal asks for a deposit that does not exist', async () => {
    await sendToFrame({ type: 'loadJob', jobId: 'no-such-deposit' });
    await expect
      .poll(() => lastOf('done'))
      .toEqual({ type: 'done', error: 'The deposit no-such-deposit does not exist or is not yours.' });
    await frame.getByText('This session has ended').waitFor();
    // Nothing more is taken once done.
    await sendToFrame({ type: 'loadJob', jobId: 'no-such-deposit' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await received()).filter((m) => m.type === 'done')).toHaveLength(1);
  });

  it('opens a deposit link inside the frame: signed in with its token, the file in the deposit', async () => {
    const token = await tokenOf('sender');
    const form = new FormData();
    form.set(
      'file',
      new Blob([await fs.readFile(path.join(samples, 'letter-batch.pdf'))]),
      'letter-batch.pdf',
    );
    const [stored] = await api<{ fileId: string }[]>('POST', '/files', token, form);
    const linked = await portalContext.newPage();
    await linked.goto(`${portalOrigin}/link?token=${encodeURIComponent(token)}&fileId=${stored!.fileId}`);
    const inside = linked.frameLocator('#postbridge');
    await inside.getByRole('heading', { name: 'Send documents', level: 1 }).waitFor();
    expect(await inside.getByRole('navigation').count()).toBe(0);
    await inside.getByRole('link', { name: /Letter batch/ }).click();
    await inside
      .getByRole('list', { name: 'Files of Letters' })
      .getByText(/^letter-batch\.pdf \(\d+ KB\)$/)
      .waitFor({ timeout: 15_000 });
    await linked.close();
  });
});

describe('external authentication: the portal signs its user in', () => {
  let external: Page;
  let apiKey: string;
  let keyPath: string;

  beforeAll(async () => {
    // The portal's back end holds an API key of the sender's account with the externalAuth scope.
    const { user } = await api<{ user: { ouId: string } }>('POST', '/authentication/authenticate', null, {
      login: 'sender',
      password: USERS.sender,
    });
    const created = await api<{ key: { id: string }; secret: string }>(
      'POST',
      `/ou/${user.ouId}/api-keys`,
      adminToken,
      { name: 'E2E portal', scopes: ['externalAuth'] },
    );
    apiKey = created.secret;
    keyPath = `/ou/${user.ouId}/api-keys/${created.key.id}`;
  });

  afterAll(async () => {
    if (keyPath)
      await fetch(`${baseUrl}/api${keyPath}`, { method: 'DELETE', headers: { 'x-auth-token': adminToken } });
  });

  const openPortal = async () => {
    const p = await portalContext.newPage();
    await p.goto(`${portalOrigin}/external`);
    await expect.poll(() => receivedBy(p)).toEqual([{ type: 'ready' }]);
    return p;
  };

  it('waits for the token without a sign-in form, refuses a bad one, then signs in with a good one', async () => {
    external = await openPortal();
    const inside = external.frameLocator('#postbridge');
    await inside.getByText('Waiting for the portal to sign you in.').waitFor();
    expect(await inside.getByLabel('Password', { exact: true }).count()).toBe(0);

    await sendFrom(external, { type: 'setToken', token: 'not-a-real-token' });
    await expect.poll(async () => (await receivedBy(external)).length).toBe(2);
    const refusal = (await receivedBy(external))[1];
    expect(refusal?.type).toBe('ready');
    expect(refusal?.error).toBeTruthy();
    await inside.getByText(`The portal could not sign you in: ${refusal?.error}`).waitFor();

    const { token } = await api<{ token: string }>(
      'POST',
      '/external-tokens',
      null,
      { login: 'sender' },
      {
        authorization: `Bearer ${apiKey}`,
      },
    );
    await sendFrom(external, { type: 'setToken', token });
    await expect
      .poll(async () => (await receivedBy(external)).at(-1))
      .toEqual({ type: 'connected', login: 'sender' });
    await inside.getByText('You are signed in. Waiting for a document from the portal.').waitFor();
    // The portal's user stays in the frame: no token in the storage the product's other tabs share (when the
    // browser lets a framed page of another site reach storage at all; this Chromium does not).
    const app = external.frames().find((f) => f.url().startsWith(appOrigin));
    const stored = await app?.evaluate(() => {
      try {
        return window.localStorage.getItem('token');
      } catch {
        return null;
      }
    });
    expect(stored).toBeNull();
    await snap(external, '60-embedded-05-external-connected');
  });

  it('ends with done when setToken carries no token', async () => {
    const p = await openPortal();
    await sendFrom(p, { type: 'setToken' });
    await expect
      .poll(async () => (await receivedBy(p)).at(-1))
      .toEqual({ type: 'done', error: 'No token was given to sign in.' });
    await p.frameLocator('#postbridge').getByText('This session has ended').waitFor();
  });
});
