import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, postDeposit, saveServiceForSenders, type LettersContext } from '../../test/deposits';
import { userIdOf } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import { demoLettersService } from '../seed/demo-service';

// Issue 22: an address without a country line is read in the sending account's country (the OU's
// defaultMailCountry, inherited down the OU tree), never in a fixed one; a DIN 5008 window's return line is no
// recipient line.

type Requirement = {
  value: string | null;
  status: string;
  valid: boolean;
  error: string | null;
  countryCode: string | null;
};
type Group = { addressQuality: string; requirements: Record<string, Requirement> };

let c: LettersContext;
beforeEach(async () => {
  c = await lettersContext();
});
afterEach(async () => {
  await c.t.close();
});

const GERMAN_LETTERS = [
  ['Herrn Max Mustermann', 'Königsallee 1', '40213 Düsseldorf'],
  ['Frau Erika Musterfrau', 'Charles-de-Gaulle-Straße 20', '53113 Bonn'],
  ['Hanse Handel GmbH', 'z. Hd. Frau Jansen', 'Speicherstadt 17', '20095 Hamburg'],
];

/** Sets the mail country of the sender's own OU and of the root OU above it (null: none). */
async function mailCountries(own: string | null, root: string | null) {
  const { ouId } = await userIdOf(c.t.deps.db, 'sender');
  const db = c.t.deps.db;
  await db.updateTable('ou').set({ default_mail_country: root }).where('parent_id', 'is', null).execute();
  await db.updateTable('ou').set({ default_mail_country: own }).where('id', '=', ouId).execute();
}

async function depositAndRead(serviceId: string, pdf: Buffer): Promise<Group[]> {
  const created = await postDeposit(c, { serviceId }, [
    { field: 'file.letters.0', name: 'briefe.pdf', content: pdf },
  ]);
  expect(created.statusCode).toBe(200);
  const jobId = created.json().result.id as string;
  await c.t.deps.queue.drain();
  const answer = await c.t.app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}/packGroups`,
    headers: { 'x-auth-token': c.token },
  });
  return answer.json().result as Group[];
}

const addressOf = (group: Group) => group.requirements['Simple mail/mainPostalAddress']!;

describe("the sending account's country", () => {
  it('reads German domestic letters of a German account as German, GOOD and unchanged', async () => {
    await mailCountries('DE', 'FR');
    const groups = await depositAndRead(c.serviceId, await letterBatch(GERMAN_LETTERS));
    expect(groups.map((g) => g.addressQuality)).toEqual(['GOOD', 'GOOD', 'GOOD']);
    expect(groups.map((g) => addressOf(g).countryCode)).toEqual(['DE', 'DE', 'DE']);
    expect(groups.map((g) => addressOf(g).value)).toEqual(GERMAN_LETTERS.map((lines) => lines.join('\n')));
  });

  it('inherits the country of the nearest OU above that sets one', async () => {
    await mailCountries(null, 'DE');
    const groups = await depositAndRead(c.serviceId, await letterBatch(GERMAN_LETTERS.slice(0, 1)));
    expect(addressOf(groups[0]!)).toMatchObject({ status: 'GOOD', countryCode: 'DE' });
  });

  it('refuses, with its reason, a Swiss domestic letter in a German account rather than reading it as another country', async () => {
    await mailCountries('DE', null);
    const groups = await depositAndRead(
      c.serviceId,
      await letterBatch([['Herr Peter Müller', 'Wankdorfallee 4', '3030 Bern']]),
    );
    expect(groups[0]!.addressQuality).toBe('BAD');
    expect(addressOf(groups[0]!)).toMatchObject({
      status: '150',
      error: 'address.invalidFormat',
      countryCode: 'DE',
    });
  });

  it('reads nothing in a fixed country when no OU sets one', async () => {
    await mailCountries(null, null);
    const groups = await depositAndRead(c.serviceId, await letterBatch(GERMAN_LETTERS.slice(0, 1)));
    expect(addressOf(groups[0]!)).toMatchObject({ status: '200', error: 'address.countryUndetected' });
  });
});

const MM = 72 / 25.4;
/** DIN 5008 form B address field: 20 mm from the left, 45 mm from the top, 85 × 45 mm. */
const FORM_B = { left: 20, top: 45, width: 85, height: 45 };

/** Letters for a DIN 5008 form B window: the return line in 7 pt atop it, the recipient in 10 pt below its zone. */
async function dinLetters(recipients: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of recipients) {
    const page = doc.addPage([210 * MM, 297 * MM]);
    const text = (s: string, left: number, baseline: number, size: number) =>
      page.drawText(s, { x: left * MM, y: (297 - baseline) * MM, size, font });
    text('Hanse Handel GmbH · Speicherstadt 17 · 20095 Hamburg', 25, FORM_B.top + 5, 7);
    lines.forEach((line, i) => text(line, 25, FORM_B.top + 22.7 + i * 4.5, 10));
    text('Sehr geehrte Damen und Herren,', 25, 110, 10);
  }
  return Buffer.from(await doc.save());
}

describe('a DIN 5008 window', () => {
  it('keeps the return line out of the recipient, six recipient lines included, and reports it as the return address', async () => {
    await mailCountries('DE', null);
    const { ouId } = await userIdOf(c.t.deps.db, 'admin');
    const demo = demoLettersService(ouId);
    const recipient = demo.channels[0]!.shipmentRequirements[0]!;
    const serviceId = await saveServiceForSenders(c, {
      ...demo,
      name: 'Briefe (DIN 5008 B)',
      channels: [
        {
          ...demo.channels[0]!,
          shipmentRequirements: [
            {
              ...recipient,
              content: {
                kind: 'pdfText',
                page: 1,
                area: FORM_B,
                extractionParameters: { window: 'DIN_5008_B' },
                boxName: 'letters',
              },
            },
            // Read from nowhere: the letter's return line fills it.
            { kind: 'return', name: 'returnPostalAddress', type: 'address' },
          ],
        },
      ],
    });
    const sixLines = [
      'Hanse Handel GmbH',
      'Einkauf',
      'z. Hd. Frau Jansen',
      'Gebäude 3',
      'Speicherstadt 17',
      '20095 Hamburg',
    ];
    const groups = await depositAndRead(serviceId, await dinLetters([GERMAN_LETTERS[0]!, sixLines]));
    expect(groups.map((g) => addressOf(g).value)).toEqual([
      GERMAN_LETTERS[0]!.join('\n'),
      sixLines.join('\n'),
    ]);
    expect(groups.map((g) => g.addressQuality)).toEqual(['GOOD', 'GOOD']);
    expect(groups.every((g) => !addressOf(g).value?.includes('·'))).toBe(true);
    expect(groups[0]!.requirements['Simple mail/returnPostalAddress']).toMatchObject({
      value: 'Hanse Handel GmbH\nSpeicherstadt 17\n20095 Hamburg',
      status: 'GOOD',
      countryCode: 'DE',
    });
  });
});
