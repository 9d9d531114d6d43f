import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import v8 from 'node:v8';
import vm from 'node:vm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderJob, sendingContext, shipmentsOf, type SendingContext } from '../features/sending/testing';
import {
  ADDRESSES,
  content,
  page,
  rawPdf,
  stored,
  withEmbeddedFile,
  withJavaScript,
  withLaunch,
  zipBomb,
  zipOf,
} from './attack-files';
import { multipartBody, type FilePart } from './deposits';
import { letterBatch } from './letters';

// Issue 21 "Upload attack corpus": what an attacker would upload — bombs, slips, polyglots, PDFs with active
// content, broken page trees, extreme sizes and names — each made here, sent through the real HTTP app as the
// deposit screen sends it, and the worker let run. Each answers a typed refusal (an error envelope, or a job in
// PROCESSING_ERROR with its key), never a 500; nothing lands outside its place; what a PDF could run never
// leaves the platform; and the server's memory comes back after.

/**
 * How much the process may grow over the corpus, measured after a plain deposit has loaded the libraries and
 * after forced collections. The resident size also holds mupdf's WebAssembly memory (the API's and the work
 * thread's), which grows to its high-water mark and never shrinks: about 50 MB over this corpus. 150 MB leaves
 * room for that and for allocator noise, and still catches what issue 21 is about: a bomb inflated in memory
 * (1 GB here), a preview of the 14,400 pt page drawn at full size (about 620 MB held). Objects and buffers the
 * JavaScript side keeps (heap and external memory, about 4 MB here) get a tighter bound.
 */
const RSS_BOUND = 150 * 1024 * 1024;
const HEAP_BOUND = 32 * 1024 * 1024;
const ACTIVE = /\/(JavaScript|JS|Launch|OpenAction|AA|EmbeddedFiles?|RichMedia\w*)\b/g;

let c: SendingContext;
let services: Record<string, string>;
let work: string;

beforeAll(async () => {
  c = await sendingContext({ SIMULATOR_ERROR_RATE: '0' });
  const list = (
    await c.t.app.inject({ method: 'GET', url: '/api/services', headers: { 'x-auth-token': c.token } })
  ).json() as { result: { id: string; name: string }[] };
  services = Object.fromEntries(list.result.map((s) => [s.name, s.id]));
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-corpus-'));
});
afterAll(async () => {
  await c?.t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

// ---- sending -----------------------------------------------------------------------------------------------

const get = (url: string) => c.t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': c.token } });

type Outcome =
  | { refused: { status: number; code: number; field?: string; labelId?: string } }
  | {
      job: {
        id: string;
        name: string;
        state: string;
        errorKey?: string | null;
        inputFiles: { name: string }[];
      };
    };

async function deposit(service: string, file: FilePart): Promise<Outcome> {
  const { payload, headers } = multipartBody(
    { parameters: JSON.stringify({ serviceId: services[service] }) },
    [file],
  );
  const res = await c.t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    payload,
    headers: { ...headers, 'x-auth-token': c.token },
  });
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode !== 200) return { refused: { status: res.statusCode, ...res.json().error } };
  const id = res.json().result.id as string;
  await c.t.deps.queue.drain();
  return { job: { id, ...(await get(`/api/jobs/${id}`)).json().result } };
}

const letters = (name: string, content: Buffer) =>
  deposit('Letters', { field: 'file.letters.0', name, content });
const archive = (name: string, content: Buffer) =>
  deposit('Invoices with customer data', { field: 'file.archive.0', name, content });

async function upload(name: string, content: Buffer) {
  const { payload, headers } = multipartBody({}, [{ field: 'file', name, content }]);
  const res = await c.t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { ...headers, 'x-auth-token': c.token },
  });
  expect(res.statusCode, res.body).toBeLessThan(500);
  return res;
}

const jobOf = (outcome: Outcome) => {
  if (!('job' in outcome)) throw new Error(`The deposit was refused: ${JSON.stringify(outcome)}`);
  return outcome.job;
};

/** The pack groups' own PDFs (GET /packGroups/{id}/rawFile), as the validation screen downloads them. */
async function rawFiles(jobId: string): Promise<Buffer[]> {
  const groups = (await get(`/api/jobs/${jobId}/packGroups`)).json().result as { id: string }[];
  const files: Buffer[] = [];
  for (const g of groups) {
    const res = await get(`/api/packGroups/${g.id}/rawFile`);
    expect(res.statusCode, res.body).toBe(200);
    files.push(Buffer.from(res.rawPayload));
  }
  return files;
}

/** The print files of an ordered job, as stored for the provider. */
async function printFiles(commandId: string): Promise<Buffer[]> {
  const shipments = await shipmentsOf(c, commandId);
  expect(shipments.length).toBeGreaterThan(0);
  const files: Buffer[] = [];
  for (const id of new Set(shipments.map((s) => s.output_file_id!))) {
    const row = await c.t.deps.db
      .selectFrom('stored_file')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    files.push(await buffer(await c.t.deps.files.get(row.storage_key)));
  }
  return files;
}

let qdfCount = 0;
/**
 * The active-content names a PDF holds, read from qpdf's QDF form: every object uncompressed (object streams
 * too) and names written plainly, so that a name hidden in a compressed stream or as `/J#53` is seen.
 */
function activeNames(pdf: Buffer): string[] {
  const file = path.join(work, `${++qdfCount}.pdf`);
  fs.writeFileSync(file, pdf);
  const qdf = spawnSync('qpdf', ['--qdf', '--object-streams=disable', file, '-'], { maxBuffer: 1 << 28 });
  // qpdf exits 3 on warnings (a file it repaired): what it wrote is still the whole file.
  expect([0, 3], qdf.stderr.toString()).toContain(qdf.status);
  return [...new Set(qdf.stdout.toString('latin1').match(ACTIVE) ?? [])].sort();
}

/** How many pages a PDF has, as poppler reads it. */
function pagesOf(pdf: Buffer): number {
  const file = path.join(work, `${++qdfCount}.pdf`);
  fs.writeFileSync(file, pdf);
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info.status, info.stderr).toBe(0);
  return Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1]);
}

/** Every file under a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());

/**
 * The collector, though vitest starts without --expose-gc: the flag set at run time gives it to a new context.
 * Null if this Node refuses, and the memory is then read after idle ticks only.
 */
function forcedGc(): (() => void) | null {
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = vm.runInNewContext('typeof gc === "function" ? gc : null');
  return typeof gc === 'function' ? (gc as () => void) : null;
}
const gc = forcedGc();

/** The process's memory once garbage is collected, pass after pass (what one pass frees may release more). */
async function settledMemory(): Promise<NodeJS.MemoryUsage> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    gc?.();
  }
  return process.memoryUsage();
}

let letter: Buffer;
let baseline: NodeJS.MemoryUsage;

describe('the upload attack corpus', () => {
  beforeAll(async () => {
    letter = await letterBatch(ADDRESSES);
    // A plain letter first: the positive control, and the work thread's libraries loaded (mupdf, fonts), which
    // stay for the life of the process and are not what the corpus must give back.
    expect(jobOf(await letters('plain.pdf', letter))).toMatchObject({ state: 'PACK_GROUPS_CREATED' });
    baseline = await settledMemory();
  });

  it('refuses a zip bomb (1 GB of zeros declared), flat or inside another archive, before inflating it', async () => {
    const bomb = zipBomb('invoices.pdf');
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    for (const zip of [bomb, zipOf(stored({ 'inner.zip': bomb }))]) {
      const job = jobOf(await archive('bomb.zip', zip));
      expect(job).toMatchObject({ state: 'PROCESSING_ERROR', errorKey: 'archive.compressionRatio' });
      // Nothing was extracted: the job holds its archive only.
      expect(job.inputFiles.map((f) => f.name)).toEqual(['bomb.zip']);
    }
  });

  it('refuses a zip slip by an absolute name or backslashes, and writes nothing anywhere', async () => {
    const marker = `corpus-slip-${process.pid}.pdf`;
    const dataDir = c.t.deps.config.dataDir;
    for (const [name, key] of [
      [`/tmp/${marker}`, 'archive.absolutePath'],
      [`..\\..\\${marker}`, 'archive.backslash'],
      [`docs\\..\\..\\..\\${marker}`, 'archive.backslash'],
    ]) {
      const job = jobOf(await archive('slip.zip', zipOf(stored({ [name!]: letter }))));
      expect(job).toMatchObject({ state: 'PROCESSING_ERROR', errorKey: key });
      expect(job.inputFiles.map((f) => f.name)).toEqual(['slip.zip']);
    }
    for (const place of [
      path.join('/tmp', marker),
      path.resolve(dataDir, '..', marker),
      path.resolve(dataDir, '..', '..', marker),
    ])
      expect(fs.existsSync(place), place).toBe(false);
    expect(filesUnder(dataDir).filter((f) => f.includes('corpus-slip'))).toEqual([]);
  });

  it('takes a PDF/ZIP polyglot for the PDF it starts as, and only the PDF leaves', async () => {
    const polyglot = zipOf(
      stored({ 'invoices.pdf': letter, 'customers.csv': Buffer.from('invoice;email\n') }),
      letter,
    );
    expect(await archive('polyglot.zip', polyglot)).toMatchObject({
      refused: { status: 400, code: -2, field: 'files', issues: [{ key: 'job.invalidFileType' }] },
    });
    const job = jobOf(await letters('polyglot.pdf', polyglot));
    expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 1 });
    const [raw, ...others] = await rawFiles(job.id);
    expect(others).toEqual([]);
    expect(raw!.includes('PK\u0003\u0004')).toBe(false);
    expect(pagesOf(raw!)).toBe(1);
  });

  it('reads a file by its bytes when its extension lies', async () => {
    // A PDF named .csv is a PDF: the letter is made.
    expect(jobOf(await letters('letters.csv', letter))).toMatchObject({
      state: 'PACK_GROUPS_CREATED',
      packGroupCount: 1,
    });
    // A ZIP named .pdf is no PDF: refused at deposit, naming the file.
    expect(await letters('letters.pdf', Buffer.from(zipSync({ 'a.pdf': letter })))).toMatchObject({
      refused: {
        status: 400,
        code: -2,
        field: 'files',
        issues: [{ key: 'job.invalidFileType', params: { file: 'letters.pdf' } }],
      },
    });
  });

  it('accepts a letter with JavaScript, a launch action or an embedded file, and none of it leaves', async () => {
    const armed = {
      javascript: await withJavaScript(),
      launch: await withLaunch(),
      embedded: await withEmbeddedFile(),
    };
    // The deposited files do carry what must not leave (else this test proves nothing).
    expect(activeNames(armed.javascript)).toEqual(['/AA', '/JS', '/JavaScript', '/OpenAction']);
    expect(activeNames(armed.launch)).toEqual(['/Launch', '/OpenAction']);
    expect(activeNames(armed.embedded)).toEqual([
      '/EmbeddedFile',
      '/EmbeddedFiles',
      '/RichMedia',
      '/RichMediaContent',
    ]);
    const commands: string[] = [];
    for (const [name, pdf] of Object.entries(armed)) {
      const job = jobOf(await letters(`${name}.pdf`, pdf));
      expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED', packGroupCount: 1 });
      for (const raw of await rawFiles(job.id))
        expect({ name, found: activeNames(raw) }).toEqual({ name, found: [] });
      commands.push(await orderJob(c, job.id));
    }
    await c.t.deps.queue.drain();
    for (const commandId of commands) {
      for (const print of await printFiles(commandId)) {
        expect(pagesOf(print)).toBeGreaterThan(0);
        expect(activeNames(print)).toEqual([]);
      }
    }
  });

  it('refuses a page tree that loops and one whose page count lies', async () => {
    const loop = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      // The second kid is a node whose only kid is its own parent.
      '<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>',
      page(2, 4),
      content,
      '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
    ]);
    // mupdf stops at the cycle and would read the first page only: letters that could not be written were
    // made of the others (their PDF answered 500) until the split looked every page up.
    expect(jobOf(await letters('loop.pdf', loop))).toMatchObject({
      state: 'PROCESSING_ERROR',
      errorKey: 'pdf.invalid',
    });

    const lying = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 100000000 >>',
      page(2, 4),
      content,
    ]);
    expect(jobOf(await letters('count.pdf', lying))).toMatchObject({
      state: 'PROCESSING_ERROR',
      errorKey: 'pdf.invalid',
    });
  });

  it('handles extreme sizes: a 14,400 pt page, no page, one byte, nothing', async () => {
    const huge = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page(2, 4, '[0 0 14400 14400]'),
      content,
    ]);
    expect(jobOf(await letters('huge.pdf', huge))).toMatchObject({ state: 'PACK_GROUPS_CREATED' });
    // Its preview is drawn within the pixel limits (issue 21: 620 MB were held by one such image).
    const [stored] = (await upload('huge.pdf', huge)).json().result;
    const image = await get(`/api/pdf/${stored.fileId}/pages/1?widthPx=2000`);
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json().result.widthPx).toBeLessThanOrEqual(2000);

    const empty = rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);
    expect(jobOf(await letters('no-page.pdf', empty))).toMatchObject({
      state: 'PROCESSING_ERROR',
      errorKey: 'pdf.invalid',
    });

    for (const [name, bytes, fileType] of [
      ['one-byte.pdf', Buffer.from('%'), 'text'],
      ['empty.pdf', Buffer.alloc(0), 'unknown'],
    ] as const) {
      // Kept as what it is when uploaded alone, refused as a letter.
      expect((await upload(name, bytes)).json().result[0]).toMatchObject({
        name,
        size: bytes.length,
        fileType,
        nameMismatch: true,
      });
      expect(await letters(name, bytes)).toMatchObject({
        refused: { status: 400, code: -2, field: 'files', issues: [{ key: 'job.invalidFileType' }] },
      });
    }
  });

  it('cuts a 100,000-character name to 255 and strips NUL and bidirectional overrides, keeping Hebrew', async () => {
    const long = `${'a'.repeat(100_000)}.pdf`;
    const [file] = (await upload(long, letter)).json().result;
    expect(file.name).toBe('a'.repeat(255));
    const job = jobOf(await letters(long, letter));
    expect(job).toMatchObject({ state: 'PACK_GROUPS_CREATED' });
    expect(job.name).toBe('a'.repeat(255));
    expect(job.inputFiles.map((f) => f.name)).toEqual(['a'.repeat(255)]);

    // 'invoice‮fdp.exe' would read as 'invoiceexe.pdf'.
    expect((await upload('invoice\u0000\u202efdp.exe', letter)).json().result[0].name).toBe('invoicefdp.exe');
    expect((await upload('מכתב\u202e\u0000.pdf', letter)).json().result[0].name).toBe('מכתב.pdf');
    const rlo = jobOf(await letters('invoice\u0000\u202efdp.pdf', letter));
    expect(rlo).toMatchObject({ state: 'PACK_GROUPS_CREATED', name: 'invoicefdp' });
    expect(rlo.inputFiles.map((f) => f.name)).toEqual(['invoicefdp.pdf']);
  });

  it('gives the memory back after the corpus', async () => {
    const after = await settledMemory();
    expect(after.rss - baseline.rss).toBeLessThan(RSS_BOUND);
    expect(after.heapUsed + after.external - baseline.heapUsed - baseline.external).toBeLessThan(HEAP_BOUND);
  });
});
