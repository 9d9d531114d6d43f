import fs from 'node:fs/promises';
import path from 'node:path';
import { extractTextInArea, openPdf } from '@postbridge/documents';
import { readCode } from '@postbridge/documents/testing';
import type { ApiIssue, OutputFile } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/deposits';
import { createUser, sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// POST /channels/previewOutputFile: System > Channels > technical areas, the rendered sample.

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../samples');

let t: TestContext;
let admin: string;
beforeEach(async () => {
  t = await createTestContext();
  admin = await sessionToken(t.deps, 'admin');
});
afterEach(async () => {
  await t.close();
});

const headers = (token: string) => ({ 'x-auth-token': token });
const preview = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/channels/previewOutputFile',
    payload: body,
    headers: headers(token),
  });

async function download(token: string, fileId: string): Promise<Uint8Array> {
  const res = await t.app.inject({ method: 'GET', url: `/api/files/${fileId}`, headers: headers(token) });
  expect(res.statusCode, res.body).toBe(200);
  return new Uint8Array(res.rawPayload);
}

async function upload(token: string, name: string, content: Buffer): Promise<string> {
  const { payload, headers: form } = multipartBody({}, [{ field: 'file', name, content }]);
  const stored = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { ...form, ...headers(token) },
  });
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json().result[0].fileId as string;
}

const dmArea = { left: 150, top: 20, width: 30, height: 30 };
const textArea = { left: 20, top: 250, width: 120, height: 15 };

/** An output file (not saved) with a datamatrix and a text area, both on every page. */
const outputFile = (overrides: Partial<OutputFile> = {}) => ({
  name: 'Print file',
  pageFormat: 'A4',
  technicalAreas: [
    {
      type: 'datamatrix',
      desc: 'Inserter code',
      area: dmArea,
      horizontalAlignment: 'center',
      verticalAlignment: 'middle',
      content: { kind: 'constant', value: 'PB-PREVIEW-42' },
    },
    {
      type: 'text',
      desc: 'Reference',
      area: textArea,
      // A metadata value answers its own name on the sample (docs/api.md "Channels: technical area preview").
      content: {
        kind: 'concat',
        operands: [
          { kind: 'constant', value: 'Ref ' },
          { kind: 'metadataReference', name: 'customerId' },
        ],
      },
    },
  ],
  ...overrides,
});

const textIn = (bytes: Uint8Array, page: number, area: typeof textArea) => {
  const pdf = openPdf(bytes);
  try {
    return extractTextInArea(pdf, { page, area }).text;
  } finally {
    pdf.close();
  }
};

describe('the rendered sample', () => {
  it('draws the datamatrix and the text where they are placed, on a blank page of the format', async () => {
    const res = await preview(admin, { outputFile: outputFile() });
    expect(res.statusCode, res.body).toBe(200);
    const { fileId, pageCount, warnings } = res.json().result;
    expect(pageCount).toBe(1);
    expect(warnings).toEqual([]);
    const bytes = await download(admin, fileId);
    expect(readCode(bytes, 1, dmArea, 'datamatrix')).toBe('PB-PREVIEW-42');
    expect(textIn(bytes, 1, textArea)).toBe('Ref customerId');
    // Nothing of the text outside its rectangle: the area above it is blank.
    expect(textIn(bytes, 1, { ...textArea, top: textArea.top - 20 })).toBe('');
    // The page image the editor shows is readable by the caller.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/pdf/${fileId}/pages/1?widthPx=400`,
      headers: headers(admin),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().result).toMatchObject({ pageCount: 1, widthMm: 210, heightMm: 297 });
  });

  it('stamps the first pages of the caller’s sample PDF, and names an expression the sample cannot evaluate', async () => {
    const sample = await upload(
      admin,
      'letters.pdf',
      await fs.readFile(path.join(SAMPLES, 'letter-batch.pdf')),
    );
    const file = outputFile();
    file.technicalAreas[1]!.content = {
      kind: 'recipientChoiceEmail',
      identifier: { kind: 'constant', value: 'x' },
    } as never;
    const res = await preview(admin, { outputFile: file, sampleFileId: sample });
    expect(res.statusCode, res.body).toBe(200);
    const { fileId, pageCount, warnings } = res.json().result;
    // The 15-page sample is cut to its first 4 pages, and said so.
    expect(pageCount).toBe(4);
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'sampleTruncated', detail: '15' }),
      expect.objectContaining({ code: 'expressionEmpty', areaIndex: 1 }),
    ]);
    const bytes = await download(admin, fileId);
    expect(readCode(bytes, 2, dmArea, 'datamatrix')).toBe('PB-PREVIEW-42');
    expect(textIn(bytes, 1, textArea)).toContain('[');
  });

  it('superAdminView may preview; a sender may not', async () => {
    const root = await t.deps.db
      .selectFrom('ou')
      .select('id')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const viewer = await createUser(t.deps.db, { ouId: root.id, permissions: ['superAdminView'] });
    const res = await preview(await sessionToken(t.deps, viewer), { outputFile: outputFile() });
    expect(res.statusCode, res.body).toBe(200);
    const sender = await preview(await sessionToken(t.deps, 'sender'), { outputFile: outputFile() });
    expect(sender.json().error.code).toBe(-12);
  });
});

describe('refusals at the field', () => {
  const issuesOf = (body: { error: { issues?: ApiIssue[] } }) =>
    (body.error.issues ?? []).map((i) => [i.key, i.path]);

  it('refuses an area outside the page, an unknown font and an invalid colour', async () => {
    const file = outputFile();
    file.technicalAreas[0]!.area = { left: 190, top: 20, width: 30, height: 30 };
    Object.assign(file.technicalAreas[1]!, { fontName: 'Comic Sans', fontColor: 'red' });
    const res = await preview(admin, { outputFile: file });
    expect(res.json().error.code).toBe(-2);
    expect(issuesOf(res.json())).toEqual([
      ['channel.area.outsidePage', 'outputFile.technicalAreas[0].area'],
      ['channel.area.unknownFont', 'outputFile.technicalAreas[1].fontName'],
      ['channel.area.colorInvalid', 'outputFile.technicalAreas[1].fontColor'],
    ]);
  });

  it('refuses a sample that is not a PDF, or not the caller’s', async () => {
    const text = await upload(admin, 'notes.txt', Buffer.from('hello'));
    const notPdf = (await preview(admin, { outputFile: outputFile(), sampleFileId: text })).json().error;
    expect(notPdf).toMatchObject({
      code: -2,
      field: 'body.sampleFileId',
      labelId: 'system.areas.error.notPdf',
    });

    const pdf = await fs.readFile(path.join(SAMPLES, 'letter-batch.pdf'));
    const senders = await upload(await sessionToken(t.deps, 'sender'), 'letters.pdf', pdf);
    const notYours = (await preview(admin, { outputFile: outputFile(), sampleFileId: senders })).json().error;
    expect(notYours).toMatchObject({ field: 'body.sampleFileId', labelId: 'system.areas.error.notYours' });
  });
});

describe('the preview composes with production', () => {
  it("runs production's compose task of the work pool (the same name and thus the same code)", async () => {
    const { COMPOSE_BATCH_WORK } = await import('../sending/providers/compose-work');
    const { PREVIEW_COMPOSE_WORK } = await import('./preview-output-file');
    expect(PREVIEW_COMPOSE_WORK.name).toBe(COMPOSE_BATCH_WORK.name);
  });
});
