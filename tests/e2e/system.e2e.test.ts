import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readCode } from '@postbridge/documents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, baseUrl, depositSample, orderJob, signIn, tokenOf } from './api';
import { launchBrowser, snap } from './browser';

// Issue 15 "Done when": as the administrator, in System: a white label for a second virtual host, with a logo and
// a colour, shown on that host's sign-in page; a channel with a datamatrix and a text area placed on the output
// file's page preview, and a deposit ordered through it printed with both where they were placed (read back from
// the print file); a label edited in French, seen in the French interface without a restart.

const HOST = 'acme.localhost';
const CHANNEL_ID = 'e2e-stamped';
const CHANNEL = 'E2E stamped mail';
const STAMPED_SERVICE = 'E2E stamped letters';
/** Where the areas are placed, in mm from the page's top-left corner (clear of the letters' own text). */
const DATAMATRIX = { left: 185, top: 255, width: 15, height: 15 };
const TEXT = { left: 110, top: 20, width: 90, height: 8 };
const DATAMATRIX_VALUE = 'E2E-DM-42';
const TEXT_VALUE = 'E2E STAMP 42';
/** A 1 × 1 PNG, the logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let page: Page;
let tmp: string;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-e2e-system-'));
  await signIn(page, '/system/home', 'admin');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

async function openSystem(card: string): Promise<void> {
  await page.goto(`${baseUrl}/system/home`);
  await page.getByRole('link', { name: card, exact: true }).click();
  await page.getByRole('heading', { name: card, level: 1 }).waitFor();
}

async function openTab(name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  return page.getByRole('tabpanel', { name });
}

const portOf = (url: string) => new URL(url).port;

describe('System', () => {
  it('brands a second virtual host: its sign-in page shows its name, its logo and its colour', async () => {
    await openSystem('White labels');
    await page.getByRole('button', { name: 'New white label' }).click();
    const general = await openTab('General');
    await general.getByRole('textbox', { name: /^White label name/ }).fill('E2E Acme');
    await general.getByRole('textbox', { name: /^Application name/ }).fill('Acme Mail');
    await general.getByRole('textbox', { name: /^Virtual host/ }).fill(HOST);

    const images = await openTab('Images');
    const logo = path.join(tmp, 'acme-logo.png');
    await fs.writeFile(logo, PNG);
    const chooser = page.waitForEvent('filechooser');
    await images.getByRole('button', { name: 'Choose a file for: Logo' }).click();
    await (await chooser).setFiles(logo);
    await images.getByRole('img', { name: 'Preview of: Logo' }).waitFor();

    const colours = await openTab('Colours');
    const primary = colours.getByLabel('Primary colour', { exact: true });
    await primary.fill('#2b8a3e');
    await primary.blur();
    // The preview shows the draft before it is saved.
    await page
      .getByRole('img', { name: /Acme Mail/ })
      .first()
      .waitFor();
    await snap(page, '80-system-01-white-label');
    await page.getByRole('button', { name: 'Save the white label' }).click();
    await page.getByText('The white label was saved.').first().waitFor();

    // The sign-in page of the new host, in a browser that has never signed in.
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await visitor.goto(`http://${HOST}:${portOf(baseUrl)}/`);
      await visitor.getByRole('button', { name: 'Sign in' }).waitFor();
      await expect.poll(() => visitor.title()).toBe('Acme Mail');
      const logoSrc = await visitor.locator('img[src*="/api/brandings/images/"]').first().getAttribute('src');
      expect(logoSrc).toMatch(/^\/api\/brandings\/images\/[\w-]+$/);
      const colour = await visitor
        .getByRole('button', { name: 'Sign in' })
        .evaluate((b) => getComputedStyle(b).backgroundColor);
      // The brand's green (#2b8a3e) carries white text at 4.4:1 only: buttons take its next darker shade, 4.5:1+.
      expect(colour).toBe('rgb(38, 121, 55)');
      await snap(visitor, '80-system-02-white-label-sign-in');
      // Another host keeps the product's own name.
      await visitor.goto(`${baseUrl}/`);
      await visitor.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await visitor.title()).toBe('Postbridge');
    } finally {
      await visitor.close();
    }
  }, 120_000);

  /** Adds an area of a type and places it with its numeric fields, its content as a formula. */
  async function addArea(files: Locator, type: string, area: typeof TEXT, formula: string): Promise<void> {
    await files.getByRole('button', { name: 'Add an area' }).click();
    await page.getByRole('menuitem', { name: type }).click();
    for (const [field, value] of [
      ['Left (mm)', area.left],
      ['Top (mm)', area.top],
      ['Width (mm)', area.width],
      ['Height (mm)', area.height],
    ] as const) {
      const input = files.getByRole('textbox', { name: field, exact: true });
      await input.fill(String(value));
      await input.blur();
    }
    await files.getByRole('switch', { name: 'Edit "Content" as a formula' }).check();
    await files.getByRole('textbox', { name: 'Formula', exact: true }).fill(formula);
    // A code fills its area: a scanner finds it where the area was placed.
    if (type === 'Datamatrix') await files.getByRole('checkbox', { name: 'Fit to the area' }).check();
  }

  it('adds a channel with a datamatrix and a text area on the page preview; a deposit through it prints them there', async () => {
    await openSystem('Channels');
    await page.getByRole('button', { name: 'New channel' }).click();
    const general = await openTab('General');
    await general.getByRole('textbox', { name: /^Identifier/ }).fill(CHANNEL_ID);
    await general.getByRole('textbox', { name: /^Name/ }).fill(CHANNEL);
    await general.getByRole('textbox', { name: /^Label/ }).fill(CHANNEL);

    const files = await openTab('Output files');
    await addArea(files, 'Datamatrix', DATAMATRIX, JSON.stringify(DATAMATRIX_VALUE));
    await addArea(files, 'Text', TEXT, JSON.stringify(TEXT_VALUE));
    await files.getByRole('button', { name: 'Render sample' }).click();
    await files.getByRole('img', { name: /^Composed sample, page 1 of / }).waitFor({ timeout: 30_000 });
    await snap(page, '80-system-03-channel-areas');
    await page.getByRole('button', { name: 'Save the channel' }).click();
    await page.getByText('Channel saved.').waitFor();

    const saved = await api<{ outputFiles: { technicalAreas: { type: string; area: typeof TEXT }[] }[] }>(
      'GET',
      `/channels/${CHANNEL_ID}`,
      await tokenOf('admin'),
    );
    expect(saved.outputFiles[0]!.technicalAreas.map((a) => [a.type, a.area])).toEqual([
      ['datamatrix', DATAMATRIX],
      ['text', TEXT],
    ]);

    const pdf = await printThrough();
    // Read back where they were placed: the datamatrix decodes to its value, the text is in its area.
    // (read with a quiet zone of 2 mm around the symbol, as a scanner sees it)
    const around = {
      left: DATAMATRIX.left - 2,
      top: DATAMATRIX.top - 2,
      width: DATAMATRIX.width + 4,
      height: DATAMATRIX.height + 4,
    };
    expect(readCode(pdf, 1, around, 'datamatrix')).toBe(DATAMATRIX_VALUE);
    const file = path.join(tmp, 'print.pdf');
    await fs.writeFile(file, pdf);
    const pt = (mm: number) => String(Math.round((mm * 72) / 25.4));
    const inArea = execFileSync('pdftotext', [
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '72',
      '-x',
      pt(TEXT.left),
      '-y',
      pt(TEXT.top),
      '-W',
      pt(TEXT.width),
      '-H',
      pt(TEXT.height),
      file,
      '-',
    ]).toString();
    expect(inArea).toContain(TEXT_VALUE);
  }, 240_000);

  it('edits a label in French: the French sign-in page shows it at once, without a restart', async () => {
    await openSystem('Languages');
    await page.getByLabel('Search keys and texts', { exact: true }).fill('signIn.submit');
    await page.getByRole('button', { name: 'Edit the texts of signIn.submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Texts of signIn.submit' });
    await dialog.getByLabel('Français', { exact: true }).fill('Entrer dans Postbridge');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The texts of signIn.submit are saved.').waitFor();

    const french = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    try {
      const visitor = await french.newPage();
      await visitor.goto(`${baseUrl}/`);
      await visitor.getByRole('button', { name: 'Entrer dans Postbridge' }).waitFor();
      await snap(visitor, '80-system-04-french-label');
    } finally {
      await french.close();
      // The override is removed again, so that the other specs see the bundled French.
      await api('POST', '/i18n/translations/signIn.submit', await tokenOf('admin'), {
        translations: { fr: null },
      });
    }
  }, 120_000);
});

/**
 * The demo "Letter batch" service copied onto the new channel (as the service editor saves one), offered to the
 * Sender profile and the account; the sender deposits samples/letter-batch.pdf through it, the validator
 * validates the order, and the first print file comes back (GET /shipments/outputFile/{id}).
 */
async function printThrough(): Promise<Uint8Array> {
  const admin = await tokenOf('admin');
  const services = await api<{ id: string; name: string }[]>('GET', '/services', admin);
  const model = services.find((s) => s.name === 'Letter batch')!;
  const service = await api<{ ouId: string; channels: { id: string; label: string }[] }>(
    'GET',
    `/services/${model.id}`,
    admin,
  );
  const ouChannels = await api<{ id: string }[]>('GET', `/ou/${service.ouId}/channels`, admin);
  await api('POST', `/ou/${service.ouId}/channels`, admin, [...ouChannels.map((c) => c.id), CHANNEL_ID]);
  const form = new FormData();
  form.set(
    'parameters',
    JSON.stringify({
      ...service,
      id: '',
      version: undefined,
      name: STAMPED_SERVICE,
      channels: [{ ...service.channels[0]!, id: CHANNEL_ID, label: CHANNEL }],
      sendingStrategy: { groups: [{ name: 'Post', serviceChannels: [CHANNEL] }] },
    }),
  );
  const saved = await api<{ id: string }>('POST', '/services', admin, form);
  const profiles = await api<{ id: string; name: string }[]>('GET', `/profiles?ouId=${service.ouId}`, admin);
  const sender = profiles.find((p) => p.name === 'Sender')!;
  const linked = await api<{ id: string }[]>('GET', `/profiles/${sender.id}/services`, admin);
  await api('POST', `/profiles/${sender.id}/services`, admin, [...linked.map((s) => s.id), saved.id]);

  const senderToken = await tokenOf('sender');
  const jobId = await depositSample(
    senderToken,
    STAMPED_SERVICE,
    'file.letters.0',
    'letter-batch.pdf',
    'E2E stamped',
  );
  const ordered = await orderJob(senderToken, jobId);
  const command = await api<{ deliveries: { id: string }[] }>(
    'POST',
    `/deliveries/commands/${ordered.id}/validate`,
    await tokenOf('validator'),
    { version: ordered.version },
  );
  for (let attempt = 0; attempt < 120; attempt++) {
    const shipments = (
      await Promise.all(
        command.deliveries.map((d) =>
          api<{ outputFileId: string | null }[]>('GET', `/shipments?deliveryId=${d.id}`, senderToken),
        ),
      )
    ).flat();
    const printed = shipments.find((s) => s.outputFileId);
    if (printed) {
      const res = await fetch(`${baseUrl}/api/shipments/outputFile/${printed.outputFileId}`, {
        headers: { 'x-auth-token': senderToken },
      });
      expect(res.status).toBe(200);
      return new Uint8Array(await res.arrayBuffer());
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no print file within 60 s');
}
