import { afterEach, beforeEach, expect, it } from 'vitest';
import { multipartBody, type FilePart } from '../../test/deposits';
import { sessionToken } from '../../test/factories';
import { isStored } from '../../test/files';
import { letterBatch } from '../../test/letters';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { registerTasks } from '../../worker';

// The library: reusable PDFs of a user, or shared with the user's OU and those below it.
// Demo data: admin (adminOu) in Demo Company; sender and validator in Sales, below it.

let t: TestContext;
let tokens: Record<'admin' | 'sender' | 'validator', string>;
let pdf: Buffer;
beforeEach(async () => {
  t = await createTestContext();
  const [admin, sender, validator] = await Promise.all(
    ['admin', 'sender', 'validator'].map((login) => sessionToken(t.deps, login)),
  );
  tokens = { admin: admin!, sender: sender!, validator: validator! };
  pdf = await letterBatch([['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']]);
});
afterEach(async () => {
  await t.close();
});

const upload = (token: string, fields: Record<string, string>, files: FilePart[]) => {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/library',
    payload: body.payload,
    headers: { ...body.headers, 'x-auth-token': token },
  });
};
const call = (method: 'GET' | 'DELETE', url: string, token: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: { 'x-auth-token': token } });
const names = async (token: string) =>
  (await call('GET', '/library', token)).json().result.map((f: { name: string }) => f.name);
const file = (content: Buffer, name = 'letterhead.pdf'): FilePart => ({ field: 'file', name, content });

/** A one-page PDF whose trailer names a Standard security handler: every reader sees it encrypted. */
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

it('keeps private files private and shows shared ones to the OU and the OUs below it', async () => {
  const shared = await upload(tokens.sender, { kind: 'letterhead', shared: 'true' }, [file(pdf)]);
  expect(shared.statusCode).toBe(200);
  expect(shared.json().result).toMatchObject({
    name: 'letterhead.pdf',
    kind: 'letterhead',
    shared: true,
    size: pdf.length,
    ownerLogin: 'sender',
    deletable: true,
  });
  const own = await upload(tokens.sender, { kind: 'attachment' }, [file(pdf, 'terms.pdf')]);
  expect(own.json().result).toMatchObject({ shared: false });
  const company = await upload(tokens.admin, { kind: 'apposition', shared: 'true' }, [file(pdf, 'slip.pdf')]);

  // Listed by kind, then name.
  expect(await names(tokens.sender)).toEqual(['slip.pdf', 'terms.pdf', 'letterhead.pdf']);
  // The validator of Sales sees the shared files of Sales and of the company above it, not the sender's own.
  expect(await names(tokens.validator)).toEqual(['slip.pdf', 'letterhead.pdf']);
  // A file shared in Sales does not reach the company above it.
  expect(await names(tokens.admin)).toEqual(['slip.pdf']);

  const download = await call('GET', `/library/${shared.json().result.id}`, tokens.validator);
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.rawPayload.equals(pdf)).toBe(true);
  expect((await call('GET', `/library/${own.json().result.id}`, tokens.validator)).statusCode).toBe(404);
  expect((await call('GET', `/library/${company.json().result.id}`, tokens.sender)).statusCode).toBe(200);
});

it('lets the owner or an administrator of the OU delete a file, then gives up its bytes', async () => {
  registerTasks(t.deps);
  const id = (await upload(tokens.sender, { kind: 'letterhead', shared: 'true' }, [file(pdf)])).json().result
    .id;
  const row = await t.deps.db
    .selectFrom('library_file')
    .select('storage_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(await isStored(t.deps.files, row.storage_key)).toBe(true);

  // The validator sees it but may not delete it; the list says so.
  const seen = (await call('GET', '/library', tokens.validator)).json().result;
  expect(seen).toMatchObject([{ id, deletable: false }]);
  const refused = await call('DELETE', `/library/${id}`, tokens.validator);
  expect(refused.json().error.code).toBe(-12);

  // The company's administrator may, and the deletion is written with their login.
  expect((await call('DELETE', `/library/${id}`, tokens.admin)).json()).toEqual({ result: true });
  expect(await names(tokens.sender)).toEqual([]);
  const history = await t.deps.db
    .selectFrom('history')
    .select(['action', 'login'])
    .where('entity_type', '=', 'libraryFile')
    .execute();
  expect(history).toEqual([{ action: 'deleted', login: 'admin' }]);
  await t.deps.queue.drain();
  expect(await isStored(t.deps.files, row.storage_key)).toBe(false);
  expect((await call('DELETE', `/library/${id}`, tokens.sender)).statusCode).toBe(404);
});

it('takes only a readable PDF with a known kind, naming the field refused', async () => {
  const text = await upload(tokens.sender, { kind: 'letterhead' }, [file(Buffer.from('hello'), 'fake.pdf')]);
  expect(text.json().error).toMatchObject({
    code: -2,
    field: 'body.file',
    labelId: 'settings.library.notPdf',
  });
  const encrypted = await upload(tokens.sender, { kind: 'letterhead' }, [file(encryptedPdf())]);
  expect(encrypted.json().error).toMatchObject({ field: 'body.file', labelId: 'issue.pdf.encrypted' });
  const noKind = await upload(tokens.sender, {}, [file(pdf)]);
  expect(noKind.json().error).toMatchObject({ code: -2, field: 'body.kind' });
  const badKind = await upload(tokens.sender, { kind: 'logo' }, [file(pdf)]);
  expect(badKind.json().error).toMatchObject({ code: -2, field: 'body.kind' });
  const noFile = await upload(tokens.sender, { kind: 'letterhead' }, []);
  expect(noFile.json().error).toMatchObject({ code: -2, field: 'body.file' });
  expect(await names(tokens.sender)).toEqual([]);
});
