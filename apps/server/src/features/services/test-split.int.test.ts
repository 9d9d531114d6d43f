import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, multipartBody, postDeposit, type LettersContext } from '../../test/deposits';
import { sessionToken } from '../../test/factories';
import { SAMPLE_AREAS } from '../seed/sample-layout';

// POST /services/testSplit: the split tab of the service editor previews a box's split on a sample PDF.

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../samples');

let c: LettersContext;
let admin: string;
beforeEach(async () => {
  c = await lettersContext();
  admin = await sessionToken(c.t.deps, 'admin');
});
afterEach(async () => {
  await c.t.close();
});

const headers = (token: string) => ({ 'x-auth-token': token });

async function upload(token: string, name: string, content: Buffer): Promise<string> {
  const { payload, headers: form } = multipartBody({}, [{ field: 'file', name, content }]);
  const stored = await c.t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { ...form, ...headers(token) },
  });
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json().result[0].fileId as string;
}

const testSplit = (token: string, body: object) =>
  c.t.app.inject({ method: 'POST', url: '/api/services/testSplit', payload: body, headers: headers(token) });

/** The footer split of the demo "Letter batch" service, as the service editor reads it. */
async function letterBatchSplit() {
  const services = (
    await c.t.app.inject({ method: 'GET', url: '/api/services', headers: headers(admin) })
  ).json().result as { id: string; name: string }[];
  const id = services.find((s) => s.name === 'Letter batch')!.id;
  const service = (
    await c.t.app.inject({ method: 'GET', url: `/api/services/${id}`, headers: headers(admin) })
  ).json().result;
  return { serviceId: id, splitConfig: service.boxes[0].splitConfig };
}

/** A one-page PDF whose trailer names a Standard security handler: read as encrypted (as pdf.int.test.ts). */
function encryptedPdf(): Buffer {
  const hex32 = 'ab'.repeat(32);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${hex32}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'cd'.repeat(16)}> <${'cd'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('POST /services/testSplit', () => {
  it('cuts letter-batch.pdf on its footer into the letters a deposit of it gives, with the footer text of each page', async () => {
    const content = await fs.readFile(path.join(SAMPLES, 'letter-batch.pdf'));
    const fileId = await upload(admin, 'letter-batch.pdf', content);
    const { serviceId, splitConfig } = await letterBatchSplit();
    expect(splitConfig).toMatchObject({ kind: 'bsc.PDF_AREA', area: SAMPLE_AREAS.pageMarker });

    const tried = await testSplit(admin, { fileId, splitConfig });
    expect(tried.statusCode, tried.body).toBe(200);
    const result = tried.json().result;
    expect(result).toMatchObject({ pageCount: 15, pagesRead: 15, truncated: false });
    expect(result.pages).toHaveLength(15);
    expect(result.pages[0]).toEqual({ page: 1, text: expect.stringMatching(/^Page 1\//) });

    // The same file deposited by a sender into the demo service: its letters are the parts previewed.
    const created = await postDeposit(c, { serviceId }, [
      { field: 'file.letters.0', name: 'letter-batch.pdf', content },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    await c.t.deps.queue.drain();
    const groups = (
      await c.t.app.inject({
        method: 'GET',
        url: `/api/jobs/${created.json().result.id}/packGroups`,
        headers: headers(c.token),
      })
    ).json().result as { firstPage: number; lastPage: number }[];
    expect(groups).toHaveLength(8);
    expect(result.parts).toEqual(groups.map(({ firstPage, lastPage }) => ({ firstPage, lastPage })));
    // Each letter starts on a page whose footer reads "Page 1/…".
    for (const part of result.parts as { firstPage: number }[]) {
      expect(result.pages[part.firstPage - 1].text).toMatch(/^Page 1\//);
    }
  });

  it('cuts every N pages without reading any text', async () => {
    const fileId = await upload(
      admin,
      'letter-batch.pdf',
      await fs.readFile(path.join(SAMPLES, 'letter-batch.pdf')),
    );
    const tried = await testSplit(admin, { fileId, splitConfig: { kind: 'bsc.PAGE', pagesPerPart: 4 } });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(tried.json().result).toMatchObject({
      pageCount: 15,
      pages: [],
      parts: [
        { firstPage: 1, lastPage: 4 },
        { firstPage: 5, lastPage: 8 },
        { firstPage: 9, lastPage: 12 },
        { firstPage: 13, lastPage: 15 },
      ],
    });
  });

  it('refuses an encrypted sample, an area beyond the page and a value that is not a regular expression, each at its field', async () => {
    const { splitConfig } = await letterBatchSplit();
    const secret = await upload(admin, 'secret.pdf', encryptedPdf());
    const encrypted = await testSplit(admin, { fileId: secret, splitConfig });
    expect(encrypted.statusCode).toBe(400);
    expect(encrypted.json().error).toMatchObject({
      code: -2,
      labelId: 'issue.pdf.encrypted',
      field: 'body.fileId',
    });

    const fileId = await upload(
      admin,
      'letter-batch.pdf',
      await fs.readFile(path.join(SAMPLES, 'letter-batch.pdf')),
    );
    const outside = await testSplit(admin, {
      fileId,
      splitConfig: { ...splitConfig, area: { left: 180, top: 281, width: 50, height: 9 } },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toMatchObject({
      code: -2,
      labelId: 'issue.pdf.areaOutsidePage',
      field: 'body.splitConfig.area',
      params: { page: 1, widthMm: 210, heightMm: 297 },
    });

    const badPattern = await testSplit(admin, { fileId, splitConfig: { ...splitConfig, value: '^Page (1' } });
    expect(badPattern.statusCode).toBe(400);
    expect(badPattern.json().error).toMatchObject({
      code: -2,
      labelId: 'issue.service.pattern.invalid',
      field: 'body.splitConfig.value',
    });
  });

  it('is for service administrators, on files they may see', async () => {
    const fileId = await upload(
      c.token,
      'letter-batch.pdf',
      await fs.readFile(path.join(SAMPLES, 'letter-batch.pdf')),
    );
    const bySender = await testSplit(c.token, { fileId, splitConfig: { kind: 'bsc.NONE' } });
    expect(bySender.statusCode).toBe(403);
    const unknown = await testSplit(admin, { fileId: 'no-such-file', splitConfig: { kind: 'bsc.NONE' } });
    expect(unknown.json().error.code).toBeLessThan(0);
    expect(unknown.statusCode).toBe(404);
  });
});
