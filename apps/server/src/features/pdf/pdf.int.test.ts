import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOu, createUser, sessionToken, userIdOf } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
let token: string;

beforeEach(async () => {
  t = await createTestContext();
  token = await sessionToken(t.deps, 'sender');
});
afterEach(async () => {
  await t.close();
});

type Part = { field: string; value: string } | { field: string; fileName: string; content: Buffer };

/** multipart/form-data built by hand: text fields and files, in order. */
function post(url: string, parts: Part[], as = token) {
  const boundary = `----pbpdf${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        p.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': as },
  });
}

const ADDRESSES = [
  ['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS'],
  ['M. Bruno Petit', '3 avenue Jean Jaurès', '69007 LYON'],
];
const WINDOW = { left: 100, top: 45, width: 90, height: 40 };
const params = (value: object) => ({ field: 'parameters', value: JSON.stringify(value) });
const extract = (parts: Part[], as?: string) => post('/api/pdf/extractText', parts, as);

/**
 * A hand-written one-page PDF whose trailer names a Standard security handler: any reader sees it encrypted
 * (and, the empty user password not matching /U, asks for a password).
 */
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

describe('POST /pdf/extractText', () => {
  it('reads the address lines of page 2 in the window area, from a sent file or a stored one', async () => {
    const pdf = await letterBatch(ADDRESSES);
    const sent = await extract([
      { field: 'file', fileName: 'letters.pdf', content: pdf },
      params({
        page: 2,
        area: WINDOW,
        extractionParameters: { lineTolerance: 'default', wordSpace: 'standard' },
      }),
    ]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().result).toEqual({
      text: 'M. Bruno Petit\n3 avenue Jean Jaurès\n69007 LYON',
      lines: ['M. Bruno Petit', '3 avenue Jean Jaurès', '69007 LYON'],
    });

    const upload = await post('/api/files', [{ field: 'file', fileName: 'letters.pdf', content: pdf }]);
    const fileId = upload.json().result[0].fileId;
    // The parameters may come before the file id; without extractionParameters the defaults apply.
    const stored = await extract([params({ page: 1, area: WINDOW }), { field: 'fileId', value: fileId }]);
    expect(stored.json().result.lines).toEqual(ADDRESSES[0]);

    // A stored file the caller may not see (the sender sees only its own files) is "not found".
    const validator = await userIdOf(t.deps.db, 'validator');
    await t.deps.db
      .updateTable('stored_file')
      .set({ owner_id: validator.id })
      .where('id', '=', fileId)
      .execute();
    const denied = await extract([params({ page: 1, area: WINDOW }), { field: 'fileId', value: fileId }]);
    expect(denied.statusCode).toBe(404);
  });

  it('refuses a bad area, page or parameters, naming the field', async () => {
    const file = { field: 'file', fileName: 'letters.pdf', content: await letterBatch(ADDRESSES) };
    const refusal = async (parts: Part[]) => {
      const res = await extract(parts);
      expect(res.statusCode).toBe(400);
      return res.json().error;
    };
    expect((await refusal([file, params({ page: 1, area: { ...WINDOW, width: 0 } })])).field).toBe(
      'parameters.area.width',
    );
    expect((await refusal([file, params({ page: 1, area: { left: 100, top: 45 } })])).field).toMatch(
      /^parameters\.area\./,
    );
    expect((await refusal([file, params({ page: 0, area: WINDOW })])).field).toBe('parameters.page');
    const outOfRange = await refusal([file, params({ page: 3, area: WINDOW })]);
    expect(outOfRange).toMatchObject({
      code: -2,
      field: 'parameters.page',
      labelId: 'issue.pdf.pageOutOfRange',
      params: expect.objectContaining({ pageCount: 2 }),
    });
    expect(
      (await refusal([file, params({ page: 1, area: WINDOW, extractionParameters: { wordSpace: 'wide' } })]))
        .field,
    ).toBe('parameters.extractionParameters.wordSpace');
    expect((await refusal([file, { field: 'parameters', value: '{nope' }])).field).toBe('parameters');
    expect((await refusal([file])).field).toBe('parameters');
    expect((await refusal([params({ page: 1, area: WINDOW })])).field).toBe('body.file');
  });

  it('refuses a file that is not a PDF, and an encrypted PDF with the pdf.encrypted label', async () => {
    const notPdf = await extract([
      { field: 'file', fileName: 'letters.pdf', content: Buffer.from('name;city\nAda;Paris\n') },
      params({ page: 1, area: WINDOW }),
    ]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error).toMatchObject({ code: -2, labelId: 'issue.pdf.invalid', field: 'body.file' });

    const encrypted = await extract([
      { field: 'file', fileName: 'secret.pdf', content: encryptedPdf() },
      params({ page: 1, area: WINDOW }),
    ]);
    expect(encrypted.statusCode).toBe(400);
    expect(encrypted.json().error).toMatchObject({
      code: -2,
      labelId: 'issue.pdf.encrypted',
      field: 'body.file',
    });
  });
});

describe('GET /pdf/{fileId}/pages/{page}', () => {
  const get = (url: string, as = token) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': as } });
  const upload = async (content: Buffer, fileName = 'letters.pdf') =>
    (await post('/api/files', [{ field: 'file', fileName, content }])).json().result[0].fileId as string;
  /** Width and height of a PNG, read from its IHDR chunk. */
  const pngSize = (dataUrl: string) => {
    const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  };

  it('renders a page of a stored PDF at the asked width, with the page count and the A4 size in mm', async () => {
    const fileId = await upload(await letterBatch(ADDRESSES));
    const res = await get(`/api/pdf/${fileId}/pages/2?widthPx=420`);
    expect(res.statusCode).toBe(200);
    const page = res.json().result;
    expect(page).toMatchObject({ page: 2, pageCount: 2, widthPx: 420 });
    expect(page.widthMm).toBeCloseTo(210, 0);
    expect(page.heightMm).toBeCloseTo(297, 0);
    expect(page.image).toMatch(/^data:image\/png;base64,/);
    // A4 is 1:1.414: the image keeps the page's proportions.
    expect(pngSize(page.image)).toEqual({ width: 420, height: 594 });

    // Without widthPx the default width applies.
    const byDefault = await get(`/api/pdf/${fileId}/pages/1`);
    expect(pngSize(byDefault.json().result.image).width).toBe(1000);

    // The call is published with the others.
    const openApi = (await get('/api/openapi.json')).json();
    expect(openApi.paths['/api/pdf/{fileId}/pages/{page}'].get).toBeDefined();
  });

  it('draws a page of an odd shape smaller rather than failing (a strip 1 pt wide and 5 m tall)', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([1, 14_400]);
    const fileId = await upload(Buffer.from(await doc.save()), 'strip.pdf');
    const res = await get(`/api/pdf/${fileId}/pages/1?widthPx=2000`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    // The width drawn is said, so that a screen places areas on the image it got.
    expect(page.widthPx).toBe(1);
    expect(pngSize(page.image)).toEqual({ width: 1, height: 10_000 });
  });

  it('refuses a page outside the file, a bad width, a file that is not a PDF, and a file of another user', async () => {
    const fileId = await upload(await letterBatch(ADDRESSES));
    const outside = await get(`/api/pdf/${fileId}/pages/3`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toMatchObject({
      code: -2,
      labelId: 'issue.pdf.pageOutOfRange',
      field: 'parameters.page',
      params: expect.objectContaining({ pageCount: 2 }),
    });
    expect((await get(`/api/pdf/${fileId}/pages/0`)).statusCode).toBe(400);
    expect((await get(`/api/pdf/${fileId}/pages/1?widthPx=5000`)).statusCode).toBe(400);

    const text = await upload(Buffer.from('name;city\nAda;Paris\n'), 'people.csv');
    const notPdf = await get(`/api/pdf/${text}/pages/1`);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error).toMatchObject({ labelId: 'issue.pdf.invalid', field: 'body.file' });

    const validator = await userIdOf(t.deps.db, 'validator');
    await t.deps.db
      .updateTable('stored_file')
      .set({ owner_id: validator.id })
      .where('id', '=', fileId)
      .execute();
    expect((await get(`/api/pdf/${fileId}/pages/1`)).statusCode).toBe(404);
  });
});

describe('GET /pdf/{fileId}/thumbnails', () => {
  const get = (url: string, as = token) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': as } });
  const upload = async (content: Buffer, fileName = 'letters.pdf') =>
    (await post('/api/files', [{ field: 'file', fileName, content }])).json().result[0].fileId as string;
  const pngWidth = (dataUrl: string) =>
    Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64').readUInt32BE(16);

  it('draws the asked pages small, in one task, answers a page past the end as null, then answers from memory', async () => {
    const fileId = await upload(
      await letterBatch([...ADDRESSES, ['Claire Durand', '8 quai', '33000 BORDEAUX']]),
    );
    const run = vi.spyOn(t.deps.work, 'run');
    const res = await get(`/api/pdf/${fileId}/thumbnails?pages=3,1,9,1&widthPx=120`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ pageCount: 3, widthPx: 120 });
    expect(Object.keys(result.images).sort()).toEqual(['1', '3', '9']);
    expect(pngWidth(result.images['1'])).toBe(120);
    expect(pngWidth(result.images['3'])).toBe(120);
    expect(result.images['9']).toBeNull();
    expect(run).toHaveBeenCalledTimes(1);

    // Drawn once: the same pages again come from memory, a new one is drawn alone.
    const again = (await get(`/api/pdf/${fileId}/thumbnails?pages=1,3,9&widthPx=120`)).json().result;
    expect(again.images['1']).toBe(result.images['1']);
    expect(run).toHaveBeenCalledTimes(1);
    await get(`/api/pdf/${fileId}/thumbnails?pages=1,2&widthPx=120`);
    expect(run).toHaveBeenCalledTimes(2);
    expect(run.mock.calls[1]?.[1]).toMatchObject({ pages: [2], widthPx: 120 });

    // Without a width, the list's default; published with the other calls.
    const byDefault = (await get(`/api/pdf/${fileId}/thumbnails?pages=2`)).json().result;
    expect(pngWidth(byDefault.images['2'])).toBe(96);
    const openApi = (await get('/api/openapi.json')).json();
    expect(openApi.paths['/api/pdf/{fileId}/thumbnails'].get).toBeDefined();
  });

  it('refuses a width over 200 px, no page or page 0, and too many pages', async () => {
    const fileId = await upload(await letterBatch(ADDRESSES));
    for (const query of ['pages=1&widthPx=201', 'pages=0', 'widthPx=100', 'pages=1,,2', 'pages=a']) {
      const res = await get(`/api/pdf/${fileId}/thumbnails?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.field, query).toMatch(/^querystring/);
    }
    const many = Array.from({ length: 61 }, (_, i) => i + 1).join(',');
    expect((await get(`/api/pdf/${fileId}/thumbnails?pages=${many}`)).statusCode).toBe(400);
  });

  it('answers 404 to a user of another account, even for pages already in memory', async () => {
    const fileId = await upload(await letterBatch(ADDRESSES));
    expect((await get(`/api/pdf/${fileId}/thumbnails?pages=1`)).statusCode).toBe(200);
    const elsewhere = await createOu(t.deps.db, { parentId: null, name: 'Elsewhere' });
    const stranger = await createUser(t.deps.db, {
      ouId: elsewhere.id,
      permissions: ['createOrders', 'viewOrders', 'viewOrdersOthers'],
      permissionsOnOu: ['viewOrders', 'viewOrdersOthers'],
    });
    const res = await get(`/api/pdf/${fileId}/thumbnails?pages=1`, await sessionToken(t.deps, stranger));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('data:image');
  });
});
