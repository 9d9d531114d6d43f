import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ipp from 'ipp-encoder';
import { afterEach, describe, expect, it } from 'vitest';
import { lettersContext, type LettersContext } from '../../test/deposits';
import { sessionToken } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import type { MemoryMailer } from '../../test/test-deps';

// The virtual printer through the real product listening on a port: ipptool (CUPS' IPP client) reads the printer
// and prints a PDF; raw IPP requests show each refusal and that it leaves nothing behind.

const run = promisify(execFile);
let c: LettersContext | undefined;
let dir: string | undefined;
afterEach(async () => {
  await c?.t.close();
  c = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const ADDRESSES = [
  ['Mme Alice Martin', '12 rue de la Paix', '75002 Paris'],
  ['M. Bruno Petit', '4 avenue Foch', '69006 Lyon'],
];

async function start(env: Record<string, string> = {}) {
  c = await lettersContext('sender', env);
  await c.t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (c.t.app.server.address() as AddressInfo).port;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printer-test-'));
  const pdf = path.join(dir, 'letters.pdf');
  fs.writeFileSync(pdf, await letterBatch(ADDRESSES));
  return { c, port, pdf, dir };
}

/** ipptool's print-job.test with the job name a printing program gives. */
function printJobTest(folder: string): string {
  const file = path.join(folder, 'print-job.test');
  fs.writeFileSync(
    file,
    `{
  NAME "Print-Job"
  OPERATION Print-Job
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR language attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR name requesting-user-name $user
  ATTR name job-name "Invoices November"
  ATTR mimeMediaType document-format $filetype
  GROUP job-attributes-tag
  ATTR integer copies 1
  FILE $filename
  STATUS successful-ok
  EXPECT job-id OF-TYPE integer
  EXPECT job-uri OF-TYPE uri
  EXPECT job-state OF-TYPE enum
}
`,
  );
  return file;
}

/** Calls the JSON API as the sender (or `token`); the answer's JSON as the API sends it. */
const caller =
  (ctx: LettersContext) =>
  async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = ctx.token) => {
    const res = await ctx.t.app.inject({
      method,
      url,
      headers: { 'x-auth-token': token },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };

async function newPrinterToken(ctx: LettersContext): Promise<string> {
  const made = await caller(ctx)('POST', '/api/printer/token');
  expect(made.status).toBe(200);
  return made.body.result.token as string;
}

async function ipptool(uri: string, args: string[]) {
  try {
    const { stdout } = await run('/usr/bin/ipptool', [
      '-T',
      '20',
      '-tv',
      ...args.slice(0, -1),
      uri,
      args.at(-1)!,
    ]);
    return { ok: true, stdout };
  } catch (err) {
    return { ok: false, stdout: String((err as { stdout?: string }).stdout ?? err) };
  }
}

/** A raw IPP request: operation, operation attributes after charset and language, then `data`. */
function ippRequest(
  operationId: number,
  uri: string,
  extra: { tag: number; name: string; value: unknown[] }[] = [],
  data?: Buffer,
) {
  const header = ipp.request.encode({
    version: { major: 2, minor: 0 },
    operationId,
    requestId: 7,
    groups: [
      {
        tag: 0x01,
        attributes: [
          { tag: 0x47, name: 'attributes-charset', value: ['utf-8'] },
          { tag: 0x48, name: 'attributes-natural-language', value: ['en'] },
          { tag: 0x45, name: 'printer-uri', value: [uri] },
          ...(extra as never[]),
        ],
      },
    ],
  });
  return data ? Buffer.concat([header, data]) : header;
}

async function postIpp(
  port: number,
  urlPath: string,
  body: Buffer | (() => AsyncGenerator<Buffer>),
  length?: number,
  headers: Record<string, string> = {},
) {
  return new Promise<{ http: number; status: number; message: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/ipp',
          ...(Buffer.isBuffer(body)
            ? { 'content-length': body.length }
            : length
              ? { 'content-length': length }
              : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const decoded = ipp.response.decode(Buffer.concat(chunks));
          const message = decoded.groups[0]?.attributes.find((a) => a.name === 'status-message');
          resolve({
            http: res.statusCode ?? 0,
            status: decoded.statusCode!,
            message: String((message?.value as unknown[])?.[0]),
          });
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      // The printer may close the connection while a refused document is still being sent.
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    if (Buffer.isBuffer(body)) req.end(body);
    else
      void (async () => {
        for await (const chunk of body())
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        req.end();
      })().catch(() => {});
  });
}

async function counts(ctx: LettersContext) {
  const db = ctx.t.deps.db;
  const printed = await db
    .selectFrom('printed_file')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const stored = await db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { printed: Number(printed.n), stored: Number(stored.n) };
}

describe('the virtual printer (IPP)', () => {
  it('is read by ipptool as an IPP Everywhere printer of PDF', async () => {
    const { c, port, dir } = await start();
    const token = await newPrinterToken(c);
    const test = path.join(dir, 'attributes.test');
    fs.writeFileSync(
      test,
      `{
  NAME "Get-Printer-Attributes"
  OPERATION Get-Printer-Attributes
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR language attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR keyword requested-attributes all
  STATUS successful-ok
  EXPECT printer-uri-supported OF-TYPE uri
  EXPECT printer-name OF-TYPE name
  EXPECT printer-state OF-TYPE enum WITH-VALUE 3
  EXPECT document-format-supported OF-TYPE mimeMediaType WITH-VALUE application/pdf
  EXPECT ipp-versions-supported WITH-VALUE 2.0
  EXPECT ipp-versions-supported WITH-VALUE 1.1
  EXPECT operations-supported WITH-VALUE 0x0002
  EXPECT operations-supported WITH-VALUE 0x000b
  EXPECT media-supported WITH-VALUE iso_a4_210x297mm
  EXPECT media-supported WITH-VALUE na_letter_8.5x11in
  EXPECT sides-supported WITH-VALUE one-sided
  EXPECT color-supported OF-TYPE boolean
  EXPECT pdl-override-supported OF-TYPE keyword
  EXPECT uri-security-supported WITH-VALUE none
  EXPECT uri-authentication-supported WITH-VALUE none
  EXPECT copies-supported OF-TYPE rangeOfInteger
  EXPECT printer-resolution-supported OF-TYPE resolution
  EXPECT charset-configured WITH-VALUE utf-8
}
`,
    );
    const result = await ipptool(`ipp://127.0.0.1:${port}/ipp/print/${token}`, [test]);
    expect(result.stdout).toContain('[PASS]');
    expect(result.ok).toBe(true);
  });

  it('passes ipptool’s IPP/1.1 and IPP/2.0 conformance tests (RFC 8011, PWG 5100.12) printing a PDF', async () => {
    const { c, port, pdf } = await start();
    const token = await newPrinterToken(c);
    for (const suite of ['ipp-1.1.test', 'ipp-2.0.test']) {
      const result = await ipptool(`ipp://127.0.0.1:${port}/ipp/print/${token}`, ['-f', pdf, suite]);
      expect(result.stdout).not.toContain('[FAIL]');
      expect(result.ok).toBe(true);
    }
  });

  it('prints a PDF with ipptool: the file waits in the user’s printed files (manual) and is deposited, then ordered, once', async () => {
    const { c, port, pdf, dir } = await start();
    const call = caller(c);
    const token = await newPrinterToken(c);
    const printed = await ipptool(`ipp://127.0.0.1:${port}/ipp/print/${token}`, [
      '-f',
      pdf,
      printJobTest(dir),
    ]);
    expect(printed.stdout).toContain('[PASS]');

    const files = (await call('GET', '/api/printer/files')).body.result;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      name: 'Invoices November',
      pages: 2,
      mode: 'manual',
      status: 'waiting',
      jobId: null,
    });
    expect((await call('GET', '/api/printer/config')).body.result.token.lastUsedAt).not.toBeNull();

    // The deposit screens take it by its file id, as an upload.
    const deposit = () =>
      call('POST', '/api/jobs/stream', {
        parameters: { serviceId: c.serviceId },
        files: [{ field: 'file.letters.0', fileId: files[0].fileId }],
      });
    const job = await deposit();
    expect(job.status).toBe(200);
    const jobId = job.body.result.id as string;
    expect((await call('GET', `/api/printer/files/${files[0].id}`)).body.result).toMatchObject({
      status: 'deposited',
      jobId,
    });

    await c.t.deps.queue.drain();
    const groups = (await call('GET', `/api/jobs/${jobId}/packGroups`)).body.result as { id: string }[];
    expect(groups).toHaveLength(2);
    const order = await call('POST', '/api/deliveries/commands', { packGroupIds: groups.map((g) => g.id) });
    expect(order.status).toBe(200);
    const after = (await call('GET', `/api/printer/files/${files[0].id}`)).body.result;
    expect(after).toMatchObject({ status: 'ordered', jobId, commandId: order.body.result.id });

    const history = await c.t.deps.db
      .selectFrom('history')
      .select(['action', 'login'])
      .where('entity_type', '=', 'printedFile')
      .where('entity_id', '=', files[0].id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { action: 'printed', login: 'sender' },
      { action: 'deposited', login: 'sender' },
      { action: 'ordered', login: 'sender' },
    ]);

    const again = await deposit();
    expect(again.status).toBe(400);
    expect(again.body.error.labelId).toBe('printer.error.alreadyOrdered');
    // A deposited file may not be deleted either.
    const deleted = await call('DELETE', `/api/printer/files/${files[0].id}`);
    expect(deleted.body.error.labelId).toBe('printer.error.stillDeposited');
  });

  it('in automated mode, deposits into the service and orders with its defaults, with no screen', async () => {
    const { c, port, pdf, dir } = await start();
    const call = caller(c);
    const saved = await call('POST', '/api/printer/config', { mode: 'automated', serviceId: c.serviceId });
    expect(saved.body.result).toMatchObject({ mode: 'automated', serviceId: c.serviceId });
    const token = await newPrinterToken(c);
    const printed = await ipptool(`ipp://127.0.0.1:${port}/ipp/print/${token}`, [
      '-f',
      pdf,
      printJobTest(dir),
    ]);
    expect(printed.stdout).toContain('[PASS]');

    await c.t.deps.queue.drain();
    const [file] = (await call('GET', '/api/printer/files')).body.result;
    expect(file).toMatchObject({ mode: 'automated', status: 'ordered', error: null });
    const command = await call('GET', `/api/deliveries/commands/${file.commandId}`);
    expect(command.body.result).toMatchObject({ jobId: file.jobId, packGroupCount: 2 });
  });

  it('in automated mode with a service that takes no PDF, the printed file fails with the reason and the user is told', async () => {
    const { c, port, pdf, dir } = await start();
    const call = caller(c);
    const services = (await call('GET', '/api/services')).body.result as { id: string; name: string }[];
    const invoices = services.find((s) => s.name === 'Invoices with customer data');
    expect(invoices).toBeDefined();
    await call('POST', '/api/printer/config', { mode: 'automated', serviceId: invoices!.id });
    const token = await newPrinterToken(c);
    expect(
      (await ipptool(`ipp://127.0.0.1:${port}/ipp/print/${token}`, ['-f', pdf, printJobTest(dir)])).ok,
    ).toBe(true);
    await c.t.deps.queue.drain();
    const [file] = (await call('GET', '/api/printer/files')).body.result;
    expect(file).toMatchObject({ status: 'failed', error: 'printer.error.noCompatibleBox', jobId: null });
    const mails = (c.t.mailer as MemoryMailer).sent;
    expect(mails.at(-1)?.text).toContain('no file slot that accepts a PDF');
  });

  it('in async mode, stores the file and notifies the user by e-mail', async () => {
    const { c, port, pdf, dir } = await start();
    const call = caller(c);
    await call('POST', '/api/printer/config', { mode: 'async', serviceId: null });
    const token = await newPrinterToken(c);
    expect(
      (await ipptool(`ipp://127.0.0.1:${port}/ipp/print/${token}`, ['-f', pdf, printJobTest(dir)])).ok,
    ).toBe(true);
    await c.t.deps.queue.drain();
    const [file] = (await call('GET', '/api/printer/files')).body.result;
    expect(file).toMatchObject({ mode: 'async', status: 'waiting', pages: 2 });
    const mail = (c.t.mailer as MemoryMailer).sent.at(-1);
    expect(mail?.to).toBe('sender@demo.postbridge.local');
    expect(mail?.subject).toContain('Invoices November');
  });

  it('refuses a wrong or missing token, PostScript, an oversized job, a malformed request and other operations, keeping nothing', async () => {
    // The default limit of a print job: 100 MB (PRINT_JOB_MAX_MB).
    const { c, port } = await start();
    const token = await newPrinterToken(c);
    const uri = `ipp://127.0.0.1:${port}/ipp/print/${token}`;
    const before = await counts(c);
    const pdfBytes = await letterBatch(ADDRESSES);
    const format = (value: string) => ({ tag: 0x49, name: 'document-format', value: [value] });

    const wrong = await postIpp(
      port,
      '/ipp/print/not-a-token',
      ippRequest(0x02, uri, [format('application/pdf')], pdfBytes),
    );
    expect(wrong.status).toBe(0x0401); // client-error-forbidden
    const missing = await postIpp(
      port,
      '/ipp/print',
      ippRequest(0x02, uri, [format('application/pdf')], pdfBytes),
    );
    expect([missing.http, missing.status]).toEqual([401, 0x0402]); // client-error-not-authenticated

    const postscript = Buffer.from('%!PS-Adobe-3.0\n/Helvetica findfont 12 scalefont setfont\nshowpage\n');
    const ps = await postIpp(
      port,
      `/ipp/print/${token}`,
      ippRequest(0x02, uri, [format('application/postscript')], postscript),
    );
    expect(ps.status).toBe(0x040a); // client-error-document-format-not-supported
    expect(ps.message).toContain('application/postscript');
    const sniffed = await postIpp(
      port,
      `/ipp/print/${token}`,
      ippRequest(0x02, uri, [format('application/octet-stream')], postscript),
    );
    expect(sniffed.status).toBe(0x040a);
    const gzip = { tag: 0x44, name: 'compression', value: ['gzip'] };
    const compressed = await postIpp(port, `/ipp/print/${token}`, ippRequest(0x02, uri, [gzip], pdfBytes));
    expect(compressed.status).toBe(0x040f); // client-error-compression-not-supported

    // 200 MB sent in chunks (no length announced): refused once it passes the 100 MB limit.
    const header = ippRequest(0x02, uri, [format('application/pdf')]);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const huge = await postIpp(port, `/ipp/print/${token}`, async function* () {
      yield Buffer.concat([header, pdfBytes.subarray(0, 1024)]);
      for (let i = 0; i < 200; i++) yield chunk;
    });
    expect(huge.status).toBe(0x0408); // client-error-request-entity-too-large
    const announced = await postIpp(
      port,
      `/ipp/print/${token}`,
      async function* () {
        yield header;
      },
      200 * 1024 * 1024,
    );
    expect(announced.status).toBe(0x0408);

    const garbage = await postIpp(
      port,
      `/ipp/print/${token}`,
      Buffer.from('this is not an IPP request at all, just text'),
    );
    expect(garbage.status).toBe(0x0400); // client-error-bad-request
    const createJob = await postIpp(port, `/ipp/print/${token}`, ippRequest(0x05, uri));
    expect(createJob.status).toBe(0x0501); // server-error-operation-not-supported

    expect(await counts(c)).toEqual(before);
  });

  it('answers Validate-Job, Get-Jobs and Get-Job-Attributes, and takes the token in HTTP Basic', async () => {
    const { c, port, pdf, dir } = await start();
    const token = await newPrinterToken(c);
    const uri = `ipp://127.0.0.1:${port}/ipp/print/${token}`;
    expect((await ipptool(uri, ['-f', pdf, printJobTest(dir)])).ok).toBe(true);
    const jobs = path.join(dir, 'jobs.test');
    fs.writeFileSync(
      jobs,
      `{
  NAME "Validate-Job"
  OPERATION Validate-Job
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR language attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR mimeMediaType document-format application/pdf
  STATUS successful-ok
}
{
  NAME "Get-Jobs"
  OPERATION Get-Jobs
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR language attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR keyword which-jobs completed
  ATTR keyword requested-attributes job-id,job-name,job-state
  STATUS successful-ok
  EXPECT job-id OF-TYPE integer WITH-VALUE 1
  EXPECT job-name WITH-VALUE "Invoices November"
  EXPECT job-state WITH-VALUE 9
}
{
  NAME "Get-Job-Attributes"
  OPERATION Get-Job-Attributes
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR language attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR integer job-id 1
  STATUS successful-ok
  EXPECT job-impressions-completed WITH-VALUE 2
  EXPECT job-originating-user-name WITH-VALUE sender
}
`,
    );
    const listed = await ipptool(uri, [jobs]);
    expect(listed.stdout).not.toContain('[FAIL]');
    expect(listed.ok).toBe(true);

    const basic = (login: string) => ({
      authorization: `Basic ${Buffer.from(`${login}:${token}`).toString('base64')}`,
    });
    const bare = `ipp://127.0.0.1:${port}/ipp/print`;
    const pdfBytes = await letterBatch(ADDRESSES);
    const byBasic = await postIpp(
      port,
      '/ipp/print',
      ippRequest(0x02, bare, [], pdfBytes),
      undefined,
      basic('sender'),
    );
    expect(byBasic.status).toBe(0x0000);
    const otherLogin = await postIpp(
      port,
      '/ipp/print',
      ippRequest(0x02, bare, [], pdfBytes),
      undefined,
      basic('admin'),
    );
    expect(otherLogin.status).toBe(0x0401);
    expect((await caller(c)('GET', '/api/printer/files')).body.result).toHaveLength(2);
  });

  it('keeps a printed file to its user: another user can neither see nor delete it', async () => {
    const { c, port, pdf, dir } = await start();
    const call = caller(c);
    const token = await newPrinterToken(c);
    expect(
      (await ipptool(`ipp://127.0.0.1:${port}/ipp/print/${token}`, ['-f', pdf, printJobTest(dir)])).ok,
    ).toBe(true);
    const [file] = (await call('GET', '/api/printer/files')).body.result;
    const admin = await sessionToken(c.t.deps, 'admin');
    expect((await call('GET', '/api/printer/files', undefined, admin)).body.result).toEqual([]);
    expect((await call('GET', `/api/printer/files/${file.id}`, undefined, admin)).body.error.labelId).toBe(
      'printer.error.fileNotFound',
    );
    expect((await call('DELETE', `/api/printer/files/${file.id}`, undefined, admin)).status).toBe(404);
    // Their own token does not reach it either through IPP.
    const adminPrinter = await caller(c)('POST', '/api/printer/token', undefined, admin);
    const adminUri = `ipp://127.0.0.1:${port}/ipp/print/${adminPrinter.body.result.token}`;
    const asked = await postIpp(
      port,
      `/ipp/print/${adminPrinter.body.result.token}`,
      ippRequest(0x09, adminUri, [{ tag: 0x21, name: 'job-id', value: [1] }]),
    );
    expect(asked.status).toBe(0x0406); // client-error-not-found
    // Its owner deletes it; revoking the token stops the printer.
    expect((await call('DELETE', `/api/printer/files/${file.id}`)).body.result).toBe(true);
    expect((await call('GET', '/api/printer/files')).body.result).toEqual([]);
    await call('DELETE', '/api/printer/token');
    const revoked = await postIpp(
      port,
      `/ipp/print/${token}`,
      ippRequest(0x0b, `ipp://127.0.0.1:${port}/ipp/print/${token}`),
    );
    expect(revoked.status).toBe(0x0401);
  });
});
