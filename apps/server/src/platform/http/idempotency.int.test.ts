import { PassThrough } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PURGE_TASK } from '../../features/housekeeping';
import { sessionToken } from '../../test/factories';
import { lettersContext, multipartBody, type LettersContext } from '../../test/deposits';
import { letterBatch } from '../../test/letters';
import type { TestContext } from '../../test/test-deps';

let c: LettersContext;
let t: TestContext;
let pdf: Buffer;

beforeEach(async () => {
  c = await lettersContext();
  t = c.t;
  pdf ??= await letterBatch([['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']]);
});
afterEach(async () => {
  await t.close();
});

/** POST /api/jobs (multipart) as the deposit screen sends it, with an Idempotency-Key when given. */
function deposit(jobName: string, key?: string): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(
    { parameters: JSON.stringify({ serviceId: c.serviceId, jobName }) },
    [{ field: 'file.letters.0', name: 'letters.pdf', content: pdf }],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    payload,
    headers: { ...headers, 'x-auth-token': c.token, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 10));
}

const jobs = () => t.deps.db.selectFrom('job').select(['id', 'name']).execute();
const jobHistory = () =>
  t.deps.db.selectFrom('history').select('action').where('entity_type', '=', 'job').execute();

const durand = { name: 'Jeanne Durand', addressLines: ['12 rue de la Paix', '75002 PARIS'] };
const saveAddress = (token: string, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/addressBook',
    payload: { emailAddress: null, phoneNumber: null, ...body },
    headers: { 'x-auth-token': token, ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('an Idempotency-Key on a deposit (multipart)', () => {
  it('creates the job once: the retry answers the same job, with its history written once', async () => {
    const first = await deposit('November', 'deposit-2026-11-28-a');
    expect(first.statusCode, first.body).toBe(200);
    const historyAfterFirst = (await jobHistory()).length;
    const again = await deposit('November', 'deposit-2026-11-28-a');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().result.id).toBe(first.json().result.id);
    expect(again.body).toBe(first.body);
    expect(await jobs()).toHaveLength(1);
    expect(await jobHistory()).toHaveLength(historyAfterFirst);
  });

  it('refuses the same key with another body, and does nothing', async () => {
    expect((await deposit('November', 'key-1')).statusCode).toBe(200);
    const other = await deposit('December', 'key-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({
      code: -14,
      labelId: 'error.idempotencyKeyReused',
      message: 'This Idempotency-Key was used for another request.',
    });
    expect((await jobs()).map((j) => j.name)).toEqual(['November']);
  });

  it('does the work once for two concurrent requests with one key', async () => {
    const answers = await Promise.all([deposit('November', 'same'), deposit('November', 'same')]);
    expect(await jobs()).toHaveLength(1);
    const [job] = await jobs();
    for (const a of answers) {
      if (a.statusCode === 200) expect(a.json().result.id).toBe(job!.id);
      else
        expect([a.statusCode, a.json().error.code, a.json().error.labelId]).toEqual([
          409,
          -15,
          'error.idempotencyKeyInProgress',
        ]);
    }
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
  });

  it('refuses a second request while the first with its key still runs (409), then replays its answer', async () => {
    const { payload, headers } = multipartBody(
      { parameters: JSON.stringify({ serviceId: c.serviceId, jobName: 'Slow' }) },
      [{ field: 'file.letters.0', name: 'letters.pdf', content: pdf }],
    );
    // The first request's body arrives slowly: it holds the key while its handler waits for the rest.
    const body = new PassThrough();
    body.write(payload.subarray(0, 100));
    const slow = t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: body,
      headers: { ...headers, 'x-auth-token': c.token, 'idempotency-key': 'slow' },
    });
    await until(
      async () => (await t.deps.db.selectFrom('idempotency_key').select('key').execute()).length > 0,
    );
    const meanwhile = await deposit('Slow', 'slow');
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().error).toMatchObject({ code: -15, labelId: 'error.idempotencyKeyInProgress' });
    body.end(payload.subarray(100));
    const first = await slow;
    expect(first.statusCode, first.body).toBe(200);
    expect((await deposit('Slow', 'slow')).json().result.id).toBe(first.json().result.id);
    expect(await jobs()).toHaveLength(1);
  });

  it('changes nothing without the header: two requests, two jobs', async () => {
    expect((await deposit('November')).statusCode).toBe(200);
    expect((await deposit('November')).statusCode).toBe(200);
    expect(await jobs()).toHaveLength(2);
  });

  it('forgets a key after 24 hours', async () => {
    const first = await deposit('November', 'daily');
    t.clock.advanceMinutes(24 * 60 + 1);
    c.token = await sessionToken(t.deps, 'sender'); // the session of yesterday has ended
    const later = await deposit('November', 'daily');
    expect(later.statusCode).toBe(200);
    expect(later.json().result.id).not.toBe(first.json().result.id);
    expect(await jobs()).toHaveLength(2);
  });
});

describe('an Idempotency-Key on a streamed deposit (ndjson)', () => {
  const stream = (jobName: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/jobs/stream',
      payload:
        [
          { parameters: { serviceId: c.serviceId, jobName } },
          { field: 'file.letters.0', name: 'letters.pdf', base64: pdf.toString('base64') },
        ]
          .map((line) => JSON.stringify(line))
          .join('\n') + '\n',
      headers: {
        'content-type': 'application/x-ndjson',
        'x-auth-token': c.token,
        'idempotency-key': 'ndjson',
      },
    });

  it('creates the job once for the same lines, and refuses other lines', async () => {
    const first = await stream('Streamed');
    expect(first.statusCode, first.body).toBe(200);
    const again = await stream('Streamed');
    expect(again.statusCode).toBe(200);
    expect(again.json().result.id).toBe(first.json().result.id);
    expect((await stream('Other')).statusCode).toBe(422);
    expect(await jobs()).toHaveLength(1);
  });
});

describe('an Idempotency-Key on a JSON call', () => {
  it('answers the first result again for the same body, and keys are per caller', async () => {
    const admin = await sessionToken(t.deps, 'admin');
    const first = await saveAddress(c.token, durand, 'address-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await saveAddress(c.token, durand, 'address-1');
    expect(again.json().result.id).toBe(first.json().result.id);
    // Another caller's same key is another key: their entry is saved.
    const theirs = await saveAddress(admin, durand, 'address-1');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().result.id).not.toBe(first.json().result.id);
    expect(await t.deps.db.selectFrom('address_book_entry').select('id').execute()).toHaveLength(2);
    const changed = await saveAddress(c.token, { ...durand, name: 'Jean Durand' }, 'address-1');
    expect(changed.statusCode).toBe(422);
  });

  it('keeps no refusal: the corrected request may use the same key', async () => {
    const refused = await saveAddress(c.token, { ...durand, addressLines: [] }, 'fix-me');
    expect(refused.statusCode).toBe(400);
    const fixed = await saveAddress(c.token, durand, 'fix-me');
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('refuses a key that is not 1 to 255 printable ASCII characters, naming the header', async () => {
    const long = await saveAddress(c.token, durand, 'k'.repeat(256));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.field).toBe('headers.idempotency-key');
    const accented = await saveAddress(c.token, durand, 'clé');
    expect(accented.statusCode).toBe(400);
  });
});

describe('the keys kept', () => {
  it('are swept by the hourly housekeeping once their 24 hours are over', async () => {
    await saveAddress(c.token, durand, 'old');
    t.clock.advanceMinutes(12 * 60);
    await saveAddress(await sessionToken(t.deps, 'sender'), durand, 'recent');
    t.clock.advanceMinutes(12 * 60 + 1);
    await t.deps.queue.enqueue(PURGE_TASK, {});
    await t.deps.queue.drain();
    const kept = await t.deps.db.selectFrom('idempotency_key').select('key').execute();
    expect(kept.map((k) => k.key)).toEqual(['recent']);
  });
});

describe('the OpenAPI document', () => {
  it('offers the optional header on the calls that change something, not on reads nor public calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const headerOf = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).find(
        (p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key',
      );
    expect(headerOf('/api/jobs', 'post')).toMatchObject({ required: false });
    expect(headerOf('/api/addressBook', 'post')).toBeDefined();
    expect(headerOf('/api/addressBook', 'get')).toBeUndefined();
    expect(doc.paths['/api/authentication/authenticate'].post).toBeDefined();
    expect(headerOf('/api/authentication/authenticate', 'post')).toBeUndefined();
  });
});
