import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registerTasks } from '../../worker';
import { lettersContext, multipartBody, postDeposit, type LettersContext } from '../../test/deposits';
import { letterBatch } from '../../test/letters';
import { sessionToken } from '../../test/factories';
import { createTestContext } from '../../test/test-deps';

// POST /jobs/stream (docs/product.md §7 "A streamed variant accepts JSON and newline-delimited JSON chunks").

let c: LettersContext;
afterEach(async () => {
  await c.t.close();
});

const FIELD = 'file.letters.0';

function postStream(body: string | object[], token = c.token, contentType = 'application/x-ndjson') {
  const payload =
    typeof body === 'string' ? body : body.map((line) => JSON.stringify(line)).join('\n') + '\n';
  return c.t.app.inject({
    method: 'POST',
    url: '/api/jobs/stream',
    payload,
    headers: { 'content-type': contentType, 'x-auth-token': token },
  });
}

const get = (url: string, token = c.token) =>
  c.t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

/** Base64 of `bytes` cut in `parts` pieces at lengths that are not multiples of 4 (a client cuts anywhere). */
function base64Chunks(bytes: Buffer, parts: number): string[] {
  const text = bytes.toString('base64');
  const size = Math.ceil(text.length / parts) + 1;
  return Array.from({ length: parts }, (_, i) => text.slice(i * size, (i + 1) * size)).filter(Boolean);
}

async function tempFiles(): Promise<string[]> {
  return fs.readdir(path.join(c.t.deps.config.dataDir, 'tmp')).catch(() => []);
}

async function uploadFile(bytes: Buffer, token = c.token): Promise<string> {
  const { payload, headers } = multipartBody({}, [{ field: 'file', name: 'letters.pdf', content: bytes }]);
  const res = await c.t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { ...headers, 'x-auth-token': token },
  });
  return res.json().result[0].fileId as string;
}

const ADDRESSES = [
  ['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS'],
  ['M. Bruno Petit', '3 avenue Jean Jaurès', '69007 LYON'],
];

describe('a streamed deposit', () => {
  it('of a PDF in 3 base64 chunks gives the same job as the multipart deposit', async () => {
    c = await lettersContext();
    const pdf = await letterBatch(ADDRESSES);
    const chunks = base64Chunks(pdf, 3);
    expect(chunks).toHaveLength(3);
    const parameters = { serviceId: c.serviceId, jobName: 'November' };
    const streamed = await postStream([
      { parameters },
      { field: FIELD, name: 'letters.pdf', base64: chunks[0] },
      { field: FIELD, base64: chunks[1] },
      { field: FIELD, name: 'letters.pdf', base64: chunks[2] },
    ]);
    expect(streamed.statusCode).toBe(200);
    const multipart = await postDeposit(c, parameters, [{ field: FIELD, name: 'letters.pdf', content: pdf }]);
    const [a, b] = [streamed.json().result, multipart.json().result];
    const comparable = (job: Record<string, unknown>) => ({
      ...job,
      id: '',
      inputFiles: (job.inputFiles as { name: string; boxName: string; apposition: boolean }[]).map((f) => [
        f.name,
        f.boxName,
        f.apposition,
      ]),
    });
    expect(comparable(a)).toEqual(comparable(b));
    const files = (await get('/api/files')).json().result as {
      fileId: string;
      sha256: string;
      size: number;
    }[];
    const byId = (id: string) => files.find((f) => f.fileId === id);
    expect(byId(a.inputFiles[0].fileId)).toMatchObject({
      sha256: byId(b.inputFiles[0].fileId)!.sha256,
      size: pdf.length,
    });

    await c.t.deps.queue.drain();
    const groups = async (jobId: string) =>
      (await get(`/api/jobs/${jobId}/packGroups`))
        .json()
        .result.map((g: { firstPage: number; requirements: unknown; addressQuality: string }) => [
          g.firstPage,
          g.requirements,
          g.addressQuality,
        ]);
    expect((await get(`/api/jobs/${a.id}`)).json().result.state).toBe('PACK_GROUPS_CREATED');
    expect(await groups(a.id)).toHaveLength(2);
    expect(await groups(a.id)).toEqual(await groups(b.id));
    expect(await tempFiles()).toEqual([]);
  });

  it('takes chunks of bytes each encoded on its own (padded), as `split | base64` makes them', async () => {
    c = await lettersContext();
    const pdf = await letterBatch(ADDRESSES);
    const cuts = [0, 1000, 2001, pdf.length];
    const lines = cuts.slice(1).map((end, i) => ({
      field: FIELD,
      name: 'letters.pdf',
      base64: pdf.subarray(cuts[i], end).toString('base64'),
    }));
    expect(lines[0]!.base64.endsWith('=')).toBe(true);
    const res = await postStream([{ parameters: { serviceId: c.serviceId } }, ...lines]);
    expect(res.statusCode).toBe(200);
    const stored = (await get('/api/files')).json().result[0];
    expect(stored).toMatchObject({ fileId: res.json().result.inputFiles[0].fileId, size: pdf.length });
    const download = await get(`/api/files/${stored.fileId}`);
    expect(Buffer.from(download.rawPayload).equals(pdf)).toBe(true);
  });

  it('takes files uploaded before by id, as NDJSON or as one JSON object', async () => {
    c = await lettersContext();
    const fileId = await uploadFile(await letterBatch(ADDRESSES));
    const ndjson = await postStream([{ parameters: { serviceId: c.serviceId } }, { field: FIELD, fileId }]);
    expect(ndjson.statusCode).toBe(200);
    expect(ndjson.json().result.inputFiles).toEqual([
      expect.objectContaining({ fileId, name: 'letters.pdf', boxName: 'letters' }),
    ]);
    const json = await c.t.app.inject({
      method: 'POST',
      url: '/api/jobs/stream',
      payload: {
        parameters: { serviceId: c.serviceId, jobName: 'Again' },
        files: [{ field: FIELD, fileId }],
      },
      headers: { 'x-auth-token': c.token },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().result).toMatchObject({
      name: 'Again',
      inputFiles: [expect.objectContaining({ fileId })],
    });

    // A file the caller may not see: the administrator's, for a sender who sees only its own.
    const admin = await sessionToken(c.t.deps, 'admin');
    const hidden = await uploadFile(await letterBatch(ADDRESSES), admin);
    for (const id of [hidden, 'no-such-file']) {
      const res = await postStream([
        { parameters: { serviceId: c.serviceId } },
        { field: FIELD, fileId: id },
      ]);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(-3);
    }
  });

  it('refuses a malformed line naming its number, and keeps nothing', async () => {
    c = await lettersContext();
    const pdf = await letterBatch(ADDRESSES);
    const [first] = base64Chunks(pdf, 2);
    const head = JSON.stringify({ parameters: { serviceId: c.serviceId } });
    const line2 = JSON.stringify({ field: FIELD, name: 'letters.pdf', base64: first });
    const whole = JSON.stringify({ field: 'file.letters.2', name: 'c.pdf', base64: pdf.toString('base64') });
    const cases: [string, number][] = [
      [`${head}\n${line2}\n{"field": oops}\n`, 3],
      [`${head}\n\n${JSON.stringify({ field: FIELD, name: 'a.pdf', fileId: 'x', base64: 'AAAA' })}\n`, 3],
      [`${head}\n${JSON.stringify({ field: FIELD, name: 'a.pdf', base64: 'not base64!' })}\n`, 2],
      [
        `${head}\n${whole}\n${JSON.stringify({ field: 'file.letters.1', name: 'b.pdf', base64: 'AAAA' })}\n${whole}\n`,
        4,
      ],
      // The file ends (another field starts) in the middle of a base64 group.
      [`${head}\n${JSON.stringify({ field: FIELD, name: 'a.pdf', base64: 'AAAAA' })}\n${whole}\n`, 2],
      [`{"files": []}\n${line2}\n`, 1],
    ];
    for (const [body, line] of cases) {
      const res = await postStream(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: -2, labelId: 'error.depositLine', params: { line } });
      expect(res.json().error.message).toMatch(new RegExp(`^line ${line}: `));
    }
    expect(await tempFiles()).toEqual([]);
    expect((await get('/api/jobs/list')).json().result.jobs).toEqual([]);
  });

  it('checks the parameters on the first line, before reading the files', async () => {
    c = await lettersContext();
    const res = await postStream(
      `${JSON.stringify({ parameters: { serviceId: 'no-such-service' } })}\nnot json\n`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(-3);
    const rules = await postStream([{ parameters: { serviceId: c.serviceId } }]);
    expect(rules.json().error.issues.map((i: { key: string }) => i.key)).toContain('job.notEnoughFiles');
  });

  it('refuses a file over the upload limit as soon as it is (-5), and keeps nothing', async () => {
    const t = await createTestContext({ env: { MAX_UPLOAD_MB: '1' } });
    registerTasks(t.deps);
    const token = await sessionToken(t.deps, 'sender');
    const services = (
      await t.app.inject({ method: 'GET', url: '/api/services', headers: { 'x-auth-token': token } })
    ).json();
    const letters = services.result.find((s: { name: string }) => s.name === 'Letters');
    c = { t, token, serviceId: letters.id };
    // 360 000 bytes a line (a multiple of 3: no base64 padding before the end): the third passes 1 MiB.
    const chunk = Buffer.alloc(360_000, 7).toString('base64');
    const lines = [
      JSON.stringify({ parameters: { serviceId: c.serviceId } }),
      JSON.stringify({ field: FIELD, name: 'big.pdf', base64: chunk }),
      JSON.stringify({ field: FIELD, base64: chunk }),
      JSON.stringify({ field: FIELD, base64: chunk }),
      // Never read: the refusal comes at the third chunk.
      'not json',
    ];
    const res = await postStream(lines.join('\n'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: -5, labelId: 'error.fileTooLarge', params: { limit: 1 } });
    expect(await tempFiles()).toEqual([]);
    expect((await get('/api/jobs/list')).json().result.jobs).toEqual([]);
  });
});
