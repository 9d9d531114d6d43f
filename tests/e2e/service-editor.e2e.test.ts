import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, baseUrl, samples, signIn, tokenOf } from './api';
import { launchBrowser, snap } from './browser';
import { choose as chooseIn } from './mantine';

/** The editor's selects, by their exact label. */
const choose = (scope: Page | Locator, label: string, option: string, options: { check?: boolean } = {}) =>
  chooseIn(scope, label, option, { exact: true, ...options });

// Issue 14 "Done when": the administrator builds a service from nothing in the service editor (docs/web.md
// "Processing: the service editor"): samples/letter-batch.pdf split on its footer "Page 1/…" and the address read
// in the envelope window, both areas placed with the mouse on the sample's page; a CSV box of dossiers reconciled
// with each letter by the dossier number printed in its subject line. The Sender profile gets the service, the
// sender deposits through it from the Send screens and gets the right letters; exported then imported, the service
// is the same; no Processing screen says "Not available yet".

const SERVICE = 'E2E dossier letters';
const DEPOSIT = 'E2E dossier deposit';
/** Where samples/letter-batch.pdf prints what the service reads (sample-layout.ts SAMPLE_AREAS), in mm. */
const FOOTER = { left: 15, top: 281, width: 50, height: 9 };
const WINDOW = { left: 100, top: 45, width: 90, height: 40 };
const A4 = { widthMm: 210, heightMm: 297 };
/** Pages of each letter of the batch (sample-files.ts LETTER_BATCH_PAGES). */
const LETTER_PAGES = [1, 2, 3, 1, 2, 1, 3, 2];
/** The first line of each letter's address (sample-files.ts LETTER_BATCH_ADDRESSES). */
const ADDRESSEES = [
  'Mme Hélène Lefèvre',
  'M. François Müller',
  'Mme Zoé Garçon',
  'SARL Boulangerie Bréval',
  'M. Anaïs Côté',
  'Mme Maëlle Noël',
  'M. Loïc Hébert',
  'Mme Inès Dupré',
];
const DOSSIERS = LETTER_PAGES.map((_, i) => String(1001 + i));
const EMAILS: Record<string, string> = {
  '1001': 'helene.lefevre@example.org',
  '1004': 'jerome.breval@example.org',
  '1008': 'ines.dupre@example.org',
};
// The records in another order than the letters: they are matched by key, not by position.
const CSV = ['dossier;email', ...[...DOSSIERS].reverse().map((d) => `${d};${EMAILS[d] ?? ''}`)].join('\n');
/**
 * The dossier number of each letter, from its subject line "Objet : votre dossier n° 1001" (printed 20 mm from the
 * left, 115 mm down). A metadata of the letters box named apart from the CSV's "dossier" column: a metadata both
 * boxes give would make the reconcile condition read the data record on both sides.
 */
const LETTER_DOSSIER = 'letterDossier';
const SUBJECT_FORMULA = String.raw`replace(pdfText(letters, 1, 15, 110, 180, 9, default, standard), ".*n° (\\d+).*", "$1")`;
const RECONCILE_FORMULA = `dataFileValue(dossiers, "dossier") = metadata("${LETTER_DOSSIER}")`;

let browser: Browser;
let page: Page;
let csvPath: string;
let serviceId = '';

/** The editor's tab, opened. */
async function openTab(name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  return page.getByRole('tabpanel', { name });
}

/** Numbers of the frame's accessible name: "Extraction area: {left} mm from the left, {top} mm … {w} × {h} mm". */
async function frameArea(frame: Locator) {
  const name = (await frame.getAttribute('aria-label')) ?? '';
  const [left, top, width, height] = (name.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return { left, top, width, height };
}

/**
 * Places the area drawn on the sample's page with the mouse, as a person does: drags its corner handle to give it
 * the size wanted, then the frame to where the text is; pixel positions from the page image's box (the image keeps
 * the A4 page's proportions).
 */
async function placeArea(scope: Locator, target: typeof FOOTER) {
  const image = scope.getByRole('img', { name: /^Page \d+ of the sample$/ });
  const frame = scope.getByRole('group', { name: /^Extraction area:/ });
  await image.scrollIntoViewIfNeeded();
  const drag = async (from: { x: number; y: number }, dx: number, dy: number) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dx, from.y + dy, { steps: 8 });
    await page.mouse.up();
  };
  const img = (await image.boundingBox())!;
  const pxPerMmX = img.width / A4.widthMm;
  const pxPerMmY = img.height / A4.heightMm;
  let box = (await frame.boundingBox())!;
  const handle = (await frame.getByRole('button', { name: 'Resize the extraction area' }).boundingBox())!;
  await drag(
    { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 },
    target.width * pxPerMmX - box.width,
    target.height * pxPerMmY - box.height,
  );
  box = (await frame.boundingBox())!;
  await drag(
    { x: box.x + box.width / 3, y: box.y + box.height / 3 },
    img.x + target.left * pxPerMmX - box.x,
    img.y + target.top * pxPerMmY - box.y,
  );
  // Within a mm of the text's place: a pixel of this preview is about half a mm.
  await expect
    .poll(async () => {
      const area = await frameArea(frame);
      return (['left', 'top', 'width', 'height'] as const).every(
        (k) => Math.abs((area[k] ?? Infinity) - target[k]) <= 1.5,
      );
    })
    .toBe(true);
}

beforeAll(async () => {
  csvPath = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-dossiers-')), 'dossiers.csv');
  await fs.writeFile(csvPath, CSV, 'utf8');
  browser = await launchBrowser();
  // Tall enough for a whole A4 preview on screen: the mouse drags the areas down to the page's foot.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1600 }, locale: 'en-GB' });
  page = await context.newPage();
  await signIn(page, '/home', 'admin');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (csvPath) await fs.rm(path.dirname(csvPath), { recursive: true, force: true });
});

describe('the service editor, from nothing to letters (issue 14)', () => {
  it('builds the service on the samples, with the areas placed with the mouse', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Processing', exact: true })
      .click();
    await page.waitForURL('**/processing/home');
    await page.getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('heading', { name: 'Services', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New service' }).click();
    const types = page.getByRole('dialog', { name: 'Type of the new service' });
    await types.getByRole('button', { name: 'Documents split into letters' }).click();
    await page.getByRole('button', { name: 'Save the service' }).waitFor();

    const general = await openTab('General');
    await general.getByRole('textbox', { name: 'Name', exact: true }).fill(SERVICE);

    // Split: a letter starts on each page whose footer reads "Page 1/…".
    const split = await openTab('Split configuration');
    await split
      .getByRole('radio', { name: 'A letter starts on each page showing a text in an area' })
      .check();
    await split.getByRole('textbox', { name: 'Text that starts a letter' }).fill('^Page 1/');
    await split
      .getByLabel('Sample PDF', { exact: true })
      .setInputFiles(path.join(samples, 'letter-batch.pdf'));
    await split.getByText('letter-batch.pdf · pages: 15').waitFor({ timeout: 30_000 });
    await placeArea(split.getByRole('group', { name: 'Split area' }), FOOTER);
    await split.getByText('Letters found: 8').waitFor({ timeout: 30_000 });
    const letters = split.getByRole('list', { name: 'Letters in the sample' });
    await letters.getByText('Letter 1: page 1', { exact: true }).waitFor();
    await letters.getByText('Letter 2: pages 2–3', { exact: true }).waitFor();
    await letters.getByText('Letter 8: pages 14–15', { exact: true }).waitFor();
    await split.getByRole('cell', { name: 'Page 1/2', exact: true }).first().waitFor();
    await snap(page, '70-editor-01-split');

    // Boxes: the dossiers CSV, a child of the letters, matched by the dossier number.
    const boxes = await openTab('Boxes');
    await boxes.getByRole('button', { name: 'Add a box' }).click();
    const dossiers = boxes.getByRole('region').nth(1);
    await dossiers.getByRole('textbox', { name: 'Name (key)' }).fill('dossiers');
    await dossiers.getByRole('textbox', { name: 'Label', exact: true }).fill('Dossiers');
    await choose(dossiers, 'Box type', 'Data file');
    await choose(dossiers, 'Parent box', 'letters');
    await dossiers.getByRole('button', { name: 'Add a condition' }).click();
    await dossiers.getByRole('switch', { name: 'Edit "Reconcile condition" as a formula' }).check();
    await dossiers.getByRole('textbox', { name: 'Formula' }).fill(RECONCILE_FORMULA);
    // The letters are identified by their dossier number.
    const lettersBox = boxes.getByRole('region').nth(0);
    await lettersBox.getByRole('button', { name: 'Compute an identifier' }).click();
    await lettersBox.getByRole('switch', { name: 'Edit "Value" as a formula' }).check();
    await lettersBox.getByRole('textbox', { name: 'Formula' }).fill(`metadata("${LETTER_DOSSIER}")`);

    // Parser: CSV, UTF-8, ";", a header line; the sample's records in a table, columns mapped.
    const parser = await openTab('Parser');
    await choose(parser, 'File format', 'Delimited (CSV)');
    if ((await parser.getByRole('combobox', { name: 'Encoding' }).inputValue()) !== 'UTF-8')
      await choose(parser, 'Encoding', 'UTF-8');
    await parser.getByRole('textbox', { name: 'Separator' }).fill(';');
    const header = parser.getByLabel('The first line names the columns');
    if (!(await header.isChecked())) await header.check();
    await parser.getByLabel('Sample file', { exact: true }).setInputFiles(csvPath);
    const table = parser.getByRole('table');
    await table.getByRole('cell', { name: '1008', exact: true }).waitFor({ timeout: 30_000 });
    for (const [column, name] of [
      ['dossier (0)', 'dossier'],
      ['email (1)', 'email'],
    ] as const) {
      await choose(parser, `Metadata for ${column}`, 'New metadata…', { check: false });
      const ask = page.getByRole('dialog', { name: `New metadata for ${column}` });
      await ask.getByRole('textbox', { name: 'Metadata name' }).fill(name);
      await ask.getByRole('button', { name: 'Use this name' }).click();
      await expect
        .poll(() => parser.getByRole('combobox', { name: `Metadata for ${column}` }).inputValue())
        .toBe(`→ ${name}`);
    }
    await expect.poll(() => table.locator('tbody tr').count()).toBe(8);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await table.getByRole('cell', { name: 'helene.lefevre@example.org', exact: true }).waitFor();
    await snap(page, '70-editor-02-parser');

    // Metadata: the letter's dossier number, read in its subject line.
    const metadata = await openTab('Metadata');
    await metadata.getByRole('button', { name: 'Add a computed metadata' }).first().click();
    await metadata.getByRole('textbox', { name: 'Name', exact: true }).fill(LETTER_DOSSIER);
    await metadata.getByRole('textbox', { name: 'Label', exact: true }).fill('Dossier of the letter');
    await metadata.getByRole('button', { name: 'Compute a value' }).click();
    await metadata.getByRole('switch', { name: 'Edit "Value" as a formula' }).check();
    await metadata.getByRole('textbox', { name: 'Formula' }).fill(SUBJECT_FORMULA);
    await metadata.getByText('Result on the sample: 1001').waitFor({ timeout: 30_000 });

    // Channels: simple mail, its address read in the envelope window.
    const channels = await openTab('Channels');
    await choose(channels, 'Channel to add', 'Simple mail');
    await channels.getByRole('button', { name: 'Add the channel' }).click();
    const address = channels.getByRole('group', { name: 'mainPostalAddress' });
    await address.getByRole('radio', { name: 'Computed by an expression' }).check();
    const asFormula = address.getByRole('switch', { name: 'Edit "Value computed from" as a formula' });
    await asFormula.check();
    await address
      .getByRole('textbox', { name: 'Formula' })
      .fill('pdfText(letters, 1, 10, 10, 60, 20, default, standard)');
    await asFormula.uncheck();
    await placeArea(address.getByRole('group', { name: 'Area read' }), WINDOW);
    await address
      .getByText(/Mme Hélène Lefèvre/)
      .first()
      .waitFor({ timeout: 30_000 });
    await snap(page, '70-editor-03-channels');

    // Sending strategy: one group "Post" trying simple mail.
    const strategy = await openTab('Sending strategy');
    await strategy.getByRole('button', { name: 'Add a group' }).click();
    await strategy.getByRole('textbox', { name: 'Group name' }).fill('Post');
    await strategy.getByText('Simple mail', { exact: true }).first().waitFor();
    await snap(page, '70-editor-04-strategy');

    await page.getByRole('button', { name: 'Save the service' }).click();
    await page.getByText('The service was saved.').waitFor({ timeout: 30_000 });
    const row = page.getByRole('row').filter({ hasText: SERVICE });
    await row.getByRole('cell', { name: 'Documents split into letters', exact: true }).waitFor();
    expect(await row.getByText('Inconsistent').count()).toBe(0);
    await snap(page, '70-editor-05-list');

    const token = await tokenOf('admin');
    const services = await api<{ id: string; name: string }[]>('GET', '/services', token);
    serviceId = services.find((s) => s.name === SERVICE)!.id;
    const saved = await api<{
      boxes: { name: string; splitConfig: { area: typeof FOOTER } | null; reconcile: unknown }[];
      channels: {
        shipmentRequirements: {
          name: string;
          content: { kind: string; area: typeof WINDOW; boxName: string; page: number };
        }[];
      }[];
    }>('GET', `/services/${serviceId}`, token);
    // Saved where the mouse left them.
    const near = (area: typeof FOOTER, target: typeof FOOTER) =>
      (['left', 'top', 'width', 'height'] as const).forEach((k) =>
        expect(Math.abs(area[k] - target[k])).toBeLessThanOrEqual(1.5),
      );
    near(saved.boxes[0]!.splitConfig!.area, FOOTER);
    const window = saved.channels[0]!.shipmentRequirements.find((r) => r.name === 'mainPostalAddress')!;
    expect(window.content).toMatchObject({ kind: 'pdfText', boxName: 'letters', page: 1 });
    near(window.content.area, WINDOW);
    expect(saved.boxes[1]!.reconcile).toMatchObject({ kind: 'equal' });
  }, 240_000);

  it('links the service to the Sender profile', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Administration', exact: true })
      .click();
    await page.waitForURL('**/administration/home');
    await page.getByRole('link', { name: 'Profiles', exact: true }).click();
    await page.getByRole('heading', { name: 'Profiles', level: 1 }).waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Sender', exact: true }) })
      .first();
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: /^Profile / });
    await edit.getByRole('checkbox', { name: SERVICE, exact: true }).check();
    await edit.getByRole('button', { name: 'Save the profile' }).click();
    await page.getByText('The profile was saved.').waitFor();
  });

  it('gives the sender the right letters from the Send screens', async () => {
    await page.getByRole('button', { name: /User menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await signIn(page, '/deposit/home', 'sender');
    await page.getByRole('link', { name: new RegExp(SERVICE) }).click();
    await page.getByRole('heading', { name: SERVICE, level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Deposit name' }).fill(DEPOSIT);
    await page.getByLabel('Letters', { exact: true }).setInputFiles(path.join(samples, 'letter-batch.pdf'));
    await page.getByLabel('Dossiers', { exact: true }).setInputFiles(csvPath);
    for (const box of ['Letters', 'Dossiers'])
      await page
        .getByRole('list', { name: `Files of ${box}` })
        .getByText('Uploaded', { exact: true })
        .waitFor();
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    const table = page.getByRole('table', { name: 'Letters found' });
    await table.waitFor({ timeout: 30_000 });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 30_000 }).toBe(8);
    await table.getByText('Mme Hélène Lefèvre').first().waitFor();
    await snap(page, '70-editor-06-letters');

    const token = await tokenOf('sender');
    const { jobs } = await api<{ jobs: { id: string; name: string }[] }>('GET', '/jobs/list', token);
    const job = jobs.find((j) => j.name === DEPOSIT)!;
    const groups = await api<
      {
        firstPage: number;
        lastPage: number;
        identifier: string | null;
        metadata: Record<string, string>;
        requirements: Record<string, { value: string | null }>;
        packs: { kind: string; boxName: string }[];
      }[]
    >('GET', `/jobs/${job.id}/packGroups`, token);
    expect(groups).toHaveLength(8);
    let first = 1;
    groups.forEach((group, i) => {
      const dossier = DOSSIERS[i]!;
      expect([group.firstPage, group.lastPage]).toEqual([first, first + LETTER_PAGES[i]! - 1]);
      first += LETTER_PAGES[i]!;
      expect(group.identifier).toBe(dossier);
      expect(group.metadata[LETTER_DOSSIER]).toBe(dossier);
      expect(group.metadata.dossier).toBe(dossier);
      expect(group.metadata.email ?? '').toBe(EMAILS[dossier] ?? '');
      expect(group.packs.some((p) => p.kind === 'DATA_RECORD' && p.boxName === 'dossiers')).toBe(true);
    });
    // The address read in the window: the first letter's in full, the others by their first line.
    const address = (i: number) => groups[i]!.requirements['Simple mail/mainPostalAddress']?.value ?? '';
    expect(address(0)).toBe('Mme Hélène Lefèvre\n12 rue de l’Église\n75011 PARIS');
    groups.forEach((_, i) => expect(address(i).split('\n')[0]).toBe(ADDRESSEES[i]));
    expect(await api<unknown[]>('GET', `/jobs/${job.id}/orphanChunks`, token)).toEqual([]);
  }, 120_000);

  it('exports the service and imports it as an equal service', async () => {
    await page.getByRole('button', { name: /User menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await signIn(page, '/processing/services', 'admin');

    // The Export action of its row downloads the service file.
    await page.getByRole('button', { name: `Actions on ${SERVICE}` }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${SERVICE}.service.json`);
    const exported = path.join(path.dirname(csvPath), download.suggestedFilename());
    await download.saveAs(exported);

    await page.getByRole('button', { name: 'Import a service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a service' });
    await dialog.locator('input[type=file]').setInputFiles(exported);
    await dialog.getByRole('button', { name: 'Import the service' }).click();
    await page.getByText(/^The service .+ was imported\.$/).waitFor({ timeout: 30_000 });

    const token = await tokenOf('admin');
    type Saved = Record<string, unknown> & { id: string; name: string };
    const services = await api<Saved[]>('GET', '/services', token);
    const copy = services.find((s) => s.id !== serviceId && s.name.startsWith(SERVICE))!;
    expect(copy).toBeDefined();
    const [original, imported] = await Promise.all(
      [serviceId, copy.id].map((id) => api<Saved>('GET', `/services/${id}`, token)),
    );
    const comparable = (s: Saved) => {
      const {
        id: _id,
        name: _name,
        version: _version,
        ouId: _ouId,
        serviceFiles: _files,
        creationDate: _created,
        updateDate: _updated,
        ...rest
      } = s;
      return rest;
    };
    expect(comparable(imported!)).toEqual(comparable(original!));
  });

  it('has no Processing screen saying "Not available yet"', async () => {
    for (const [screen, heading] of [
      ['home', 'Processing'],
      ['services', 'Services'],
      ['recipientsChoice', 'Recipient consent'],
    ] as const) {
      await page.goto(`${baseUrl}/processing/${screen}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Not available yet').count()).toBe(0);
    }
  });
});
