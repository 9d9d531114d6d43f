import { buffer } from 'node:stream/consumers';
import { extractTextInArea, openPdf, type TextExtractionParameters } from '@postbridge/documents';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartBody, saveServiceForSenders } from '../../test/deposits';
import { sessionToken, userIdOf } from '../../test/factories';
import { demoLettersService } from '../seed/demo-service';
import { commandOf, poppler, sendingContext, shipmentsOf, type SendingContext } from './testing';

// Issue 22 "window anatomy", through sending: a service whose address area declares the DIN 5008 form B window
// (extractionParameters.window) sends letters whose window shows a small return line atop the recipient. The
// return line is never printed as a recipient line: a letter whose window already shows the validated recipient
// leaves untouched, return line included, and the print file read back (delivery integrity) shows the recipient
// alone in the address zone. A German account (defaultMailCountry DE) sends German domestic letters.

const MM = 72 / 25.4;
/** DIN 5008 form B address field: 20 mm from the left, 45 mm from the top, 85 × 45 mm. */
const FORM_B = { left: 20, top: 45, width: 85, height: 45 };
const DIN_B: Partial<TextExtractionParameters> = { window: 'DIN_5008_B' };
const RETURN_LINE = 'Hanse Handel GmbH · Speicherstadt 17 · 20095 Hamburg';

const RECIPIENTS = [
  ['Herrn Max Mustermann', 'Königsallee 1', '40213 Düsseldorf'],
  ['Frau Erika Musterfrau', 'Charles-de-Gaulle-Straße 20', '53113 Bonn'],
];

let c: SendingContext;
afterEach(async () => {
  await c?.t.close();
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  c.t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });

/** One-page letters for a DIN 5008 form B window: the return line in 7 pt atop it, the recipient in 10 pt below. */
async function dinLetters(recipients: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of recipients) {
    const page = doc.addPage([210 * MM, 297 * MM]);
    const text = (s: string, left: number, baseline: number, size: number) =>
      page.drawText(s, { x: left * MM, y: (297 - baseline) * MM, size, font });
    text(RETURN_LINE, 25, FORM_B.top + 5, 7);
    lines.forEach((line, i) => text(line, 25, FORM_B.top + 22.7 + i * 4.5, 10));
    text('Sehr geehrte Damen und Herren,', 25, 110, 10);
  }
  return Buffer.from(await doc.save());
}

/** The demo "Letters" service with its address read in a DIN 5008 form B window, for the demo senders. */
async function dinService(): Promise<string> {
  const { ouId } = await userIdOf(c.t.deps.db, 'admin');
  const demo = demoLettersService(ouId);
  const recipient = demo.channels[0]!.shipmentRequirements[0]!;
  const context = { ...c, serviceId: '' };
  return saveServiceForSenders(context, {
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
              extractionParameters: DIN_B,
              boxName: 'letters',
            },
          },
        ],
      },
    ],
  });
}

/** What each page's window shows in a PDF, read with the given parameters. */
function windowsOf(pdf: Buffer, extractionParameters?: Partial<TextExtractionParameters>): string[][] {
  const handle = openPdf(pdf);
  try {
    return Array.from(
      { length: handle.pageCount },
      (_, i) =>
        extractTextInArea(handle, {
          page: i + 1,
          area: FORM_B,
          ...(extractionParameters && { extractionParameters }),
        }).lines,
    );
  } finally {
    handle.close();
  }
}

/** A German account deposits DIN letters in the DIN service; answers the job's pack groups. */
async function depositDinLetters(recipients: string[][]) {
  const { ouId } = await userIdOf(c.t.deps.db, 'sender');
  await c.t.deps.db.updateTable('ou').set({ default_mail_country: 'DE' }).where('id', '=', ouId).execute();
  const serviceId = await dinService();
  const { payload, headers } = multipartBody({ parameters: JSON.stringify({ serviceId }) }, [
    { field: 'file.letters.0', name: 'briefe.pdf', content: await dinLetters(recipients) },
  ]);
  const created = await c.t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    payload,
    headers: { ...headers, 'x-auth-token': c.token },
  });
  expect(created.statusCode, created.body).toBe(200);
  await c.t.deps.queue.drain();
  return (await call(c.token, 'GET', `/api/jobs/${created.json().result.id}/packGroups`)).json()
    .result as Group[];
}

type Group = {
  id: string;
  version: number;
  addressQuality: string;
  requirements: Record<string, { value: string; countryCode: string }>;
};

/** Orders the letters, has the validator validate, lets the worker send; answers the print file. */
async function orderAndSend(groups: Group[]): Promise<Buffer> {
  const ordered = (
    await call(c.token, 'POST', '/api/deliveries/commands', { packGroupIds: groups.map((g) => g.id) })
  ).json().result;
  const validator = await sessionToken(c.t.deps, 'validator');
  const validated = await call(validator, 'POST', `/api/deliveries/commands/${ordered.id}/validate`, {
    version: ordered.version,
  });
  expect(validated.json().result.state).toBe('VALIDATED');
  await c.t.deps.queue.drain();
  const shipments = await shipmentsOf(c, ordered.id);
  expect(shipments.map((s) => s.status_code >= 300)).toEqual(groups.map(() => true));
  expect((await commandOf(c, ordered.id)).state).toBe('OUTPUTTED');
  const row = await c.t.deps.db
    .selectFrom('stored_file')
    .selectAll()
    .where('id', '=', shipments[0]!.output_file_id!)
    .executeTakeFirstOrThrow();
  return buffer(await c.t.deps.files.get(row.storage_key));
}

const addressOf = (group: Group) => group.requirements['Simple mail/mainPostalAddress']!;

describe('a DIN 5008 form B window, sent', () => {
  it('prints the validated recipient, never the return line as one of its lines, and verifies the print file', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    const groups = await depositDinLetters(RECIPIENTS);
    expect(groups.map((g) => addressOf(g).value)).toEqual(RECIPIENTS.map((lines) => lines.join('\n')));
    expect(groups.map((g) => [g.addressQuality, addressOf(g).countryCode])).toEqual([
      ['GOOD', 'DE'],
      ['GOOD', 'DE'],
    ]);
    const pdf = await orderAndSend(groups);

    // Read as the window standard says: the recipient alone, as validated.
    expect(windowsOf(pdf, DIN_B)).toEqual(RECIPIENTS);
    // Read plainly: the page left as the sender laid it out, the return line in its zone above the recipient,
    // not rewritten into the recipient's lines nor removed.
    expect(windowsOf(pdf)).toEqual(RECIPIENTS.map((lines) => [RETURN_LINE, ...lines]));
    // What a print shop's reader sees: each line once.
    const page1 = poppler(pdf).text(1, 1);
    expect(page1.match(/Speicherstadt 17/g)).toHaveLength(1);
    expect(page1.match(/Königsallee 1/g)).toHaveLength(1);
  });

  // The window of an edited letter is rewritten with the validated recipient (sending/providers/address-on-paper.ts),
  // which the print file's verification reads back with the window standard.
  it('prints an edited recipient in the window, verified, and the old recipient nowhere', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
    const groups = await depositDinLetters(RECIPIENTS.slice(0, 1));
    const edited = ['Herrn Max Mustermann', 'Kaiserswerther Straße 5', '40213 Düsseldorf'];
    const res = await call(c.token, 'POST', `/api/packGroups/${groups[0]!.id}/edit`, {
      version: groups[0]!.version,
      rawShipmentRequirements: {
        'Simple mail': { mainPostalAddress: { value: edited.join('\n'), forced: false } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await orderAndSend([res.json().result as Group]);
    expect(windowsOf(pdf, DIN_B)).toEqual([edited]);
    // Read plainly: the sender's return line stays atop the window, the recipient below it, nothing else.
    expect(windowsOf(pdf)).toEqual([[RETURN_LINE, ...edited]]);
    expect(poppler(pdf).text(1, 1)).not.toContain('Königsallee');
    // The recipient is written in the address zone, under the 17.7 mm return and endorsement zone of form B.
    const zone = { ...FORM_B, height: 17.7 };
    const handle = openPdf(pdf);
    try {
      expect(extractTextInArea(handle, { page: 1, area: zone }).lines).toEqual([RETURN_LINE]);
    } finally {
      handle.close();
    }
  });
});
