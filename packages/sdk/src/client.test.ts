import { describe, expect, it, vi } from 'vitest';
import { ConflictError, createClient, JobFailedError, PostbridgeError, TimeoutError } from './index';
import { backoffMs } from './transport';

/** What the fake server received: one entry per request that reached it. */
type Sent = { method: string; path: string; headers: Headers; body: string };

/** An answer of the fake server: JSON with a status, or a network failure. */
type Answer = { status: number; body: unknown } | 'network error';

/**
 * A fetch that answers from a script: `answers` in order (the last one repeats), or by a function of the request.
 */
function fakeFetch(answers: Answer[] | ((request: Sent) => Answer)) {
  const sent: Sent[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const entry = {
      method: request.method,
      path: url.pathname + url.search,
      headers: request.headers,
      body: await request.text(),
    };
    sent.push(entry);
    const answer = Array.isArray(answers)
      ? answers[Math.min(sent.length - 1, answers.length - 1)]!
      : answers(entry);
    if (answer === 'network error') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, sent };
}

const ok = (result: unknown): Answer => ({ status: 200, body: { result } });
const refused = (status: number, code: number, extra: object = {}): Answer => ({
  status,
  body: { error: { code, message: `refused ${code}`, ...extra } },
});

const job = (state: string, extra: object = {}) => ({
  id: 'job-1',
  state,
  errorKey: null,
  errorMessage: null,
  ...extra,
});

function client(answers: Parameters<typeof fakeFetch>[0], options: object = {}) {
  const server = fakeFetch(answers);
  const pb = createClient({
    baseUrl: 'https://postbridge.test/',
    apiKey: 'pbk_secret',
    fetch: server.fetch,
    retryDelayMs: 1,
    maxDelayMs: 5,
    ...options,
  });
  return { pb, sent: server.sent };
}

const getJob = (pb: ReturnType<typeof client>['pb']) =>
  pb.result(pb.api.GET('/api/jobs/{jobId}', { params: { path: { jobId: 'job-1' } } }));

describe('the envelope', () => {
  it('answers the result of { result }, sending the API key as a bearer token', async () => {
    const { pb, sent } = client([ok(job('CREATED'))]);
    expect(await getJob(pb)).toEqual(job('CREATED'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/api/jobs/job-1');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer pbk_secret');
    expect(sent[0]!.headers.get('x-auth-token')).toBeNull();
  });

  it('sends a session token as X-Auth-Token', async () => {
    const { pb, sent } = client([ok(job('CREATED'))], { apiKey: undefined, token: 'session-token' });
    await getJob(pb);
    expect(sent[0]!.headers.get('x-auth-token')).toBe('session-token');
    expect(sent[0]!.headers.get('authorization')).toBeNull();
  });

  it('throws { error } as a PostbridgeError with its code, status, label, field and issues', async () => {
    const issues = [{ key: 'job.invalidFileType', path: 'boxes[0]', severity: 'error' }];
    const { pb } = client([
      refused(400, -2, { labelId: 'error.validationFailed', field: 'files', issues, params: { count: 1 } }),
    ]);
    const error = await getJob(pb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostbridgeError);
    expect(error).toMatchObject({
      code: -2,
      httpStatus: 400,
      message: 'refused -2',
      labelId: 'error.validationFailed',
      field: 'files',
      params: { count: 1 },
      issues,
    });
  });

  it('throws -13 as a ConflictError, at once: the caller reads the record again', async () => {
    const { pb, sent } = client([refused(409, -13), ok({})]);
    const error = await pb
      .result(
        pb.api.POST('/api/deliveries/commands/{deliveryCommandId}/validate', {
          params: { path: { deliveryCommandId: 'c1' } },
          body: { version: 1 },
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: -13, httpStatus: 409 });
    expect(sent).toHaveLength(1);
  });

  it('throws -12 without retrying it', async () => {
    const { pb, sent } = client([refused(403, -12), ok(job('CREATED'))]);
    await expect(getJob(pb)).rejects.toMatchObject({ code: -12, httpStatus: 403 });
    expect(sent).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries a GET on 5xx, 429 and network errors, then answers', async () => {
    const { pb, sent } = client([
      { status: 503, body: {} },
      'network error',
      refused(429, -4, { params: { seconds: 1 } }),
      ok(job('CREATED')),
    ]);
    expect(await getJob(pb)).toEqual(job('CREATED'));
    expect(sent).toHaveLength(4);
  });

  it('gives up after `retries` more tries and throws the last refusal', async () => {
    const { pb, sent } = client([refused(500, -1)], { retries: 2 });
    await expect(getJob(pb)).rejects.toMatchObject({ code: -1, httpStatus: 500 });
    expect(sent).toHaveLength(3);
  });

  it('gives a POST an Idempotency-Key and keeps it, with the body, across its retries', async () => {
    const { pb, sent } = client([{ status: 502, body: {} }, 'network error', ok({ id: 'c1' })]);
    const body = { packGroupIds: ['p1', 'p2'], serviceChannelOptions: {} };
    await pb.result(pb.api.POST('/api/deliveries/commands', { body }));
    expect(sent).toHaveLength(3);
    const keys = sent.map((s) => s.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    for (const s of sent) expect(JSON.parse(s.body)).toEqual(body);
  });

  it('draws a new key for each call, and keeps a key the caller gives', async () => {
    const { pb, sent } = client([ok({ id: 'c1' })]);
    const body = { packGroupIds: ['p1'] };
    await pb.result(pb.api.POST('/api/deliveries/commands', { body }));
    await pb.result(pb.api.POST('/api/deliveries/commands', { body }));
    await pb.result(
      pb.api.POST('/api/deliveries/commands', { body, headers: { 'idempotency-key': 'order-42' } }),
    );
    const keys = sent.map((s) => s.headers.get('idempotency-key'));
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('order-42');
  });

  it('never retries a POST sent without a key (idempotencyKeys: false), but retries one sent with a key', async () => {
    const { pb, sent } = client([{ status: 503, body: {} }], { idempotencyKeys: false });
    const body = { packGroupIds: ['p1'] };
    await expect(pb.result(pb.api.POST('/api/deliveries/commands', { body }))).rejects.toMatchObject({
      httpStatus: 503,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('idempotency-key')).toBeNull();
    await expect(
      pb.result(pb.api.POST('/api/deliveries/commands', { body, headers: { 'idempotency-key': 'k1' } })),
    ).rejects.toMatchObject({ httpStatus: 503 });
    expect(sent).toHaveLength(1 + 4);
  });

  it('retries -15 (the first request with the key still runs) but not -13', async () => {
    const { pb, sent } = client([refused(409, -15), ok({ id: 'c1' })]);
    await pb.result(pb.api.POST('/api/deliveries/commands', { body: { packGroupIds: ['p1'] } }));
    expect(sent).toHaveLength(2);
  });

  it('waits with exponential back-off and jitter, within the cap', () => {
    expect(backoffMs(0, 500, 30_000, () => 0)).toBe(250);
    expect(backoffMs(0, 500, 30_000, () => 1)).toBe(500);
    expect(backoffMs(3, 500, 30_000, () => 0.5)).toBe(3000);
    expect(backoffMs(20, 500, 30_000, () => 1)).toBe(30_000);
  });
});

describe('a session that timed out (-11)', () => {
  it('signs in again once through reauthenticate and sends the call again with the new token', async () => {
    const reauthenticate = vi.fn(async () => 'new-token');
    const { pb, sent } = client([refused(401, -11), ok(job('CREATED'))], {
      apiKey: undefined,
      token: 'old-token',
      reauthenticate,
    });
    expect(await getJob(pb)).toEqual(job('CREATED'));
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.headers.get('x-auth-token'))).toEqual(['old-token', 'new-token']);
  });

  it('throws when the new session times out too, or when there is no way to sign in again', async () => {
    const reauthenticate = vi.fn(async () => 'new-token');
    const again = client([refused(401, -11)], { apiKey: undefined, token: 't', reauthenticate });
    await expect(getJob(again.pb)).rejects.toMatchObject({ code: -11, httpStatus: 401 });
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(again.sent).toHaveLength(2);
    const without = client([refused(401, -11)], { apiKey: undefined, token: 't' });
    await expect(getJob(without.pb)).rejects.toMatchObject({ code: -11 });
    expect(without.sent).toHaveLength(1);
  });
});

describe('the flows', () => {
  it('deposits files as a multipart form with the parameters and numbered file fields', async () => {
    const { pb, sent } = client([ok(job('CREATED'))]);
    const created = await pb.depositFiles({
      serviceId: 'svc-1',
      jobName: 'November',
      files: [
        { box: 'letters', name: 'a.pdf', content: new TextEncoder().encode('%PDF-a') },
        { box: 'letters', name: 'b.pdf', content: new Blob(['%PDF-b']) },
        { box: 'letters', name: 'logo.pdf', content: new Blob(['%PDF-c']), apposition: true },
      ],
      idempotencyKey: 'deposit-1',
    });
    expect(created).toEqual(job('CREATED'));
    const post = sent[0]!;
    expect(post.path).toBe('/api/jobs');
    expect(post.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(post.headers.get('idempotency-key')).toBe('deposit-1');
    const form = await new Response(post.body, {
      headers: { 'content-type': post.headers.get('content-type')! },
    }).formData();
    expect(JSON.parse(form.get('parameters') as string)).toEqual({ serviceId: 'svc-1', jobName: 'November' });
    const fields: string[] = [];
    form.forEach((_, key) => fields.push(key));
    expect(fields).toEqual(['parameters', 'file.letters.0', 'file.letters.1', 'apposition.letters.0']);
    const second = form.get('file.letters.1') as File;
    expect([second.name, await second.text()]).toEqual(['b.pdf', '%PDF-b']);
  });

  it('waits for the pack groups while the job is CREATED or PROCESSING', async () => {
    const states = ['CREATED', 'PROCESSING', 'PACK_GROUPS_CREATED'];
    let reads = 0;
    const { pb } = client((request) =>
      request.path.endsWith('/packGroups') ? ok([{ id: 'p1', state: 'CREATED' }]) : ok(job(states[reads++]!)),
    );
    expect(await pb.waitForPackGroups('job-1', { intervalMs: 1 })).toEqual([{ id: 'p1', state: 'CREATED' }]);
    expect(reads).toBe(3);
  });

  it('throws the job’s error when processing refused it, and a TimeoutError when it takes too long', async () => {
    const failed = client([
      ok(job('PROCESSING_ERROR', { errorKey: 'job.noPages', errorMessage: 'The PDF has no page' })),
    ]);
    const error = await failed.pb.waitForPackGroups('job-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailedError);
    expect((error as JobFailedError).message).toContain('The PDF has no page');
    expect((error as JobFailedError).job.errorKey).toBe('job.noPages');
    const slow = client([ok(job('PROCESSING'))]);
    await expect(slow.pb.waitForPackGroups('job-1', { timeoutMs: 20, intervalMs: 5 })).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });

  it('orders the letters not ordered yet, with the service’s defaults', async () => {
    const { pb, sent } = client((request) =>
      request.method === 'GET'
        ? ok([
            { id: 'p1', state: 'CREATED' },
            { id: 'p2', state: 'SHIPMENT_IN_CREATION' },
            { id: 'p3', state: 'CREATED' },
          ])
        : ok({ id: 'c1', state: 'AWAIT_VALIDATION' }),
    );
    const command = await pb.order('job-1', { comment: 'November run' });
    expect(command).toEqual({ id: 'c1', state: 'AWAIT_VALIDATION' });
    expect(sent[1]!.path).toBe('/api/deliveries/commands');
    expect(JSON.parse(sent[1]!.body)).toEqual({
      serviceChannelOptions: {},
      comment: 'November run',
      packGroupIds: ['p1', 'p3'],
    });
  });

  it('follows the shipments until each has a final status, yielding each change', async () => {
    const command = (state: string) => ({ id: 'c1', state, deliveries: [{ id: 'd1', recipients: 2 }] });
    const rounds = [
      [command('VALIDATED'), []],
      [
        command('OUTPUTTED'),
        [
          { id: 's1', statusCode: 300, final: false },
          { id: 's2', statusCode: 300, final: false },
        ],
      ],
      [
        command('OUTPUTTED'),
        [
          { id: 's1', statusCode: 300, final: false },
          { id: 's2', statusCode: 300, final: false },
        ],
      ],
      [
        command('OUTPUTTED'),
        [
          { id: 's1', statusCode: 610, final: true },
          { id: 's2', statusCode: -614, final: true },
        ],
      ],
    ] as const;
    let round = -1;
    const { pb } = client((request) => {
      if (request.path.startsWith('/api/deliveries/commands/')) round++;
      const [c, shipments] = rounds[Math.min(round, rounds.length - 1)]!;
      return request.path.startsWith('/api/shipments?deliveryId=d1') ? ok(shipments) : ok(c);
    });
    const seen = [];
    for await (const progress of pb.followShipments('c1', { until: 'final', intervalMs: 1 }))
      seen.push([progress.final, progress.total, progress.done]);
    // The unchanged third look yields nothing.
    expect(seen).toEqual([
      [0, 2, false],
      [0, 2, false],
      [2, 2, true],
    ]);
  });

  it('stops following an order that was rejected', async () => {
    const { pb } = client([ok({ id: 'c1', state: 'REJECTED', deliveries: [] })]);
    const follow = pb.followShipments('c1', { intervalMs: 1 });
    await expect(follow.next()).rejects.toThrow('REJECTED');
  });
});
