import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken, userIdOf } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import { lettersContext, postDeposit, type LettersContext } from '../../test/deposits';
import type { TestContext } from '../../test/test-deps';
import { THUMBNAIL_WIDTH_PX, thumbnailKey } from './input-files';

let c: LettersContext;
let t: TestContext;
let token: string;
let serviceId: string;

beforeEach(async () => {
  c = await lettersContext();
  ({ t, token, serviceId } = c);
});
afterEach(async () => {
  await t.close();
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const get = (url: string, as = token) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': as } });

/** Deposits one PDF in the Letters service (multipart built by hand) and lets the worker process it. */
async function processedDeposit(pdf: Buffer) {
  const res = await postDeposit(c, { serviceId }, [
    { field: 'file.letters.0', name: 'letters.pdf', content: pdf },
  ]);
  expect(res.statusCode).toBe(200);
  await t.deps.queue.drain();
  return res.json().result as { id: string; inputFiles: { id: string; fileId: string }[] };
}

async function readStored(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await t.deps.files.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('job thumbnails', () => {
  it('answers a PNG of the first page, kept in the file store, and null for an unknown job', async () => {
    const job = await processedDeposit(
      await letterBatch([['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']]),
    );
    const ids = encodeURIComponent(JSON.stringify([job.id, 'no-such-job']));
    const res = await get(`/api/jobs/thumbnails?jobIds=${ids}`);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result['no-such-job']).toBeNull();
    expect(result[job.id]).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(result[job.id].slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.readUInt32BE(16)).toBe(THUMBNAIL_WIDTH_PX);

    // Kept under thumbnails/<inputFileId>-<width>.png; the second call answers the stored image, not a new one.
    const key = thumbnailKey(job.inputFiles[0]!.id, THUMBNAIL_WIDTH_PX);
    expect(await readStored(key)).toEqual(png);
    const marker = Buffer.concat([PNG_SIGNATURE, Buffer.from('cached')]);
    const temp = path.join(t.deps.config.dataDir, 'marker.png');
    await fs.writeFile(temp, marker);
    await t.deps.files.putFile(key, temp, marker.length, 'image/png');
    const again = (await get(`/api/jobs/thumbnails?jobIds=${ids}`)).json().result;
    expect(again[job.id]).toBe(`data:image/png;base64,${marker.toString('base64')}`);
  });

  it('answers null for a job the caller may not see', async () => {
    const job = await processedDeposit(
      await letterBatch([['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']]),
    );
    const admin = await sessionToken(t.deps, 'admin');
    const ids = encodeURIComponent(JSON.stringify([job.id]));
    expect((await get(`/api/jobs/thumbnails?jobIds=${ids}`, admin)).json().result[job.id]).toMatch(/^data:/);
    await hideFromSender(job.id);
    expect((await get(`/api/jobs/thumbnails?jobIds=${ids}`)).json().result).toEqual({ [job.id]: null });
  });

  it('refuses a malformed or too long list, naming querystring.jobIds', async () => {
    for (const jobIds of [
      'not json',
      '{"a":1}',
      '[1,2]',
      JSON.stringify(Array.from({ length: 101 }, (_, i) => `j${i}`)),
    ]) {
      const res = await get(`/api/jobs/thumbnails?jobIds=${encodeURIComponent(jobIds)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toMatch(/^querystring\.jobIds/);
    }
    expect((await get('/api/jobs/thumbnails')).json().error.field).toMatch(/^querystring/);
  });
});

/** Gives the job to the validator: the sender sees only its own orders, so it no longer sees this one. */
async function hideFromSender(jobId: string) {
  const validator = await userIdOf(t.deps.db, 'validator');
  await t.deps.db.updateTable('job').set({ owner_id: validator.id }).where('id', '=', jobId).execute();
}

describe('input file download', () => {
  it('answers the deposited bytes, and 404 to a user who may not see the job', async () => {
    const pdf = await letterBatch([['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']]);
    const job = await processedDeposit(pdf);
    const inputFileId = job.inputFiles[0]!.id;
    const res = await get(`/api/jobs/inputFile/${inputFileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''letters.pdf");
    expect(res.rawPayload).toEqual(pdf);

    await hideFromSender(job.id);
    const denied = await get(`/api/jobs/inputFile/${inputFileId}`);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.code).toBe(-3);
    expect((await get('/api/jobs/inputFile/no-such-file')).statusCode).toBe(404);
  });
});

describe('a refused deposit', () => {
  it('leaves none of the files it brought listed, and keeps a file uploaded before and sent by id', async () => {
    const pdf = await letterBatch([['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']]);
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'x-auth-token': token, 'content-type': 'multipart/form-data; boundary=b' },
      payload: Buffer.concat([
        Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="kept.pdf"\r\n\r\n'),
        pdf,
        Buffer.from('\r\n--b--\r\n'),
      ]),
    });
    expect(before.statusCode, before.body).toBe(200);
    // The service has no box "annexes": the deposit is refused after its files arrived.
    const refused = await postDeposit(c, { serviceId }, [
      { field: 'file.letters.0', name: 'refused-letters.pdf', content: pdf },
      { field: 'file.annexes.0', name: 'refused-annex.pdf', content: pdf },
    ]);
    expect(refused.statusCode).toBe(400);
    const listed = (await get('/api/files')).json().result.map((f: { name: string }) => f.name);
    expect(listed).toEqual(['kept.pdf']);
    const stored = await t.deps.db.selectFrom('stored_file').select('name').execute();
    expect(stored.map((s) => s.name)).toEqual(['kept.pdf']);
  });
});
