import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { signatureOf } from '../../platform/signature';
import { deliverWebhook } from './deliver-webhook';
import { DELIVER_WEBHOOK_TASK, emitWebhook } from './emit-webhook';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A receiver on 127.0.0.1 answering the given statuses in turn (the last one from then on). */
async function startReceiver(statuses: number[]) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/postbridge`, port, received, close: () => server.close() };
}

let t: TestContext;
let closeReceiver = () => {};
afterEach(async () => {
  closeReceiver();
  await t.close();
});

async function setUp(env: Record<string, string> = {}) {
  t = await createTestContext({ env });
  t.deps.queue.handle(DELIVER_WEBHOOK_TASK, (payload) =>
    deliverWebhook(t.deps, (payload as { webhookEventId: string }).webhookEventId),
  );
  const sender = await userIdOf(t.deps.db, 'sender');
  const admin = await sessionToken(t.deps, 'admin');
  const saveWebhook = (url: string | null, regenerateSecret = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ou/${sender.ouId}/webhook`,
      headers: { 'x-auth-token': admin },
      payload: { webHookURL: url, regenerateSecret },
    });
  const readWebhook = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/ou/${sender.ouId}/webhook`,
        headers: { 'x-auth-token': admin },
      })
    ).json().result;
  const emit = () =>
    t.deps.db.transaction().execute((tx) =>
      emitWebhook(t.deps, tx, sender.ouId, 'command.state', {
        commandId: 'c-1',
        jobId: 'j-1',
        ownerId: sender.id,
        state: 'VALIDATED',
        previousState: 'AWAIT_VALIDATION',
      }),
    );
  return { sender, saveWebhook, readWebhook, emit };
}

const eventRow = (id: string) =>
  t.deps.db.selectFrom('webhook_event').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const attemptRows = (id: string) =>
  t.deps.db
    .selectFrom('webhook_attempt')
    .selectAll()
    .where('webhook_event_id', '=', id)
    .orderBy('attempt')
    .execute();

describe('OU webhooks', () => {
  it('still signs with a secret an earlier version stored in clear, and seals it at its first use', async () => {
    const { saveWebhook, emit } = await setUp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
    const receiver = await startReceiver([200]);
    closeReceiver = receiver.close;
    expect((await saveWebhook(receiver.url)).statusCode).toBe(200);
    const legacy = 'a'.repeat(64);
    await t.deps.db
      .updateTable('ou')
      .set({ webhook_secret: legacy })
      .where('webhook_secret', 'is not', null)
      .execute();
    await emit();
    await t.deps.queue.drain();
    const [call] = receiver.received;
    const timestamp = call!.headers['x-postbridge-timestamp'] as string;
    expect(call!.headers['x-postbridge-signature']).toBe(signatureOf(legacy, timestamp, call!.body));
    const rows = await t.deps.db.selectFrom('ou').select('webhook_secret').execute();
    expect(rows.some((r) => r.webhook_secret === legacy)).toBe(false);
  });

  it('POSTs a signed event to the OU address', async () => {
    const { saveWebhook, emit } = await setUp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
    const receiver = await startReceiver([200]);
    closeReceiver = receiver.close;
    const saved = await saveWebhook(receiver.url);
    expect(saved.statusCode).toBe(200);
    const secret = saved.json().result.secret as string;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    // Kept sealed: the database holds no clear secret (platform/secret-box.ts).
    const rows = await t.deps.db.selectFrom('ou').select('webhook_secret').execute();
    expect(rows.some((r) => r.webhook_secret === secret)).toBe(false);
    expect(rows.some((r) => r.webhook_secret?.startsWith('v1:'))).toBe(true);

    const id = (await emit())!;
    await t.deps.queue.drain();

    expect(receiver.received).toHaveLength(1);
    const [call] = receiver.received;
    const timestamp = call!.headers['x-postbridge-timestamp'] as string;
    expect(Number(timestamp)).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect(call!.headers['x-postbridge-signature']).toBe(signatureOf(secret, timestamp, call!.body));
    expect(call!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call!.body)).toEqual({
      id,
      type: 'command.state',
      occurredAt: t.clock.now().toISOString(),
      data: {
        commandId: 'c-1',
        jobId: 'j-1',
        ownerId: expect.any(String),
        state: 'VALIDATED',
        previousState: 'AWAIT_VALIDATION',
      },
    });
    expect(await eventRow(id)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(await attemptRows(id)).toEqual([
      expect.objectContaining({
        attempt: 1,
        outcome: 'delivered',
        http_status: 200,
        error: null,
        url: receiver.url,
      }),
    ]);
  });

  it('retries a failed delivery with a growing delay, and gives up after the last attempt', async () => {
    const { saveWebhook, emit } = await setUp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_MAX_ATTEMPTS: '3' });
    const receiver = await startReceiver([500, 503, 204]);
    closeReceiver = receiver.close;
    await saveWebhook(receiver.url);

    const retried = (await emit())!;
    await t.deps.queue.drain();
    expect(receiver.received).toHaveLength(1);
    const afterFirst = await eventRow(retried);
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1 });
    expect(Date.parse(afterFirst.next_attempt_at!) - t.clock.now().getTime()).toBe(30_000);

    // Not before its time.
    await t.deps.queue.drain();
    expect(receiver.received).toHaveLength(1);

    t.clock.advanceMinutes(1);
    await t.deps.queue.drain();
    expect(receiver.received).toHaveLength(2);
    const afterSecond = await eventRow(retried);
    expect(Date.parse(afterSecond.next_attempt_at!) - t.clock.now().getTime()).toBe(120_000);

    t.clock.advanceMinutes(2);
    await t.deps.queue.drain();
    expect(receiver.received).toHaveLength(3);
    // The same payload, id included, each time.
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(await eventRow(retried)).toMatchObject({ state: 'delivered', attempts: 3, next_attempt_at: null });
    expect((await attemptRows(retried)).map((a) => [a.outcome, a.http_status])).toEqual([
      ['failed', 500],
      ['failed', 503],
      ['delivered', 204],
    ]);

    // A receiver that keeps failing: three attempts, then failed for good.
    const failing = await startReceiver([500]);
    const closeFirst = closeReceiver;
    closeReceiver = () => {
      closeFirst();
      failing.close();
    };
    await saveWebhook(failing.url);
    const givenUp = (await emit())!;
    for (const minutes of [0, 1, 3, 10]) {
      t.clock.advanceMinutes(minutes);
      await t.deps.queue.drain();
    }
    expect(failing.received).toHaveLength(3);
    expect(await eventRow(givenUp)).toMatchObject({ state: 'failed', attempts: 3, next_attempt_at: null });
  });

  it('refuses private, loopback and link-local addresses unless allowed, and records why', async () => {
    const { saveWebhook, emit, readWebhook } = await setUp();
    const receiver = await startReceiver([200]);
    closeReceiver = receiver.close;
    for (const url of [
      'http://10.0.0.1/hook',
      receiver.url,
      `http://localhost:${receiver.port}/hook`,
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
    ]) {
      await saveWebhook(url);
      const id = (await emit())!;
      await t.deps.queue.drain();
      expect(await eventRow(id)).toMatchObject({ state: 'refused', attempts: 1 });
      const [attempt] = await attemptRows(id);
      expect(attempt).toMatchObject({ outcome: 'refused', url, http_status: null });
      expect(attempt!.error).toContain('not public');
    }
    expect(receiver.received).toHaveLength(0);
    // Not retried: no task is left.
    expect(await t.deps.db.selectFrom('task').select('id').where('state', '=', 'queued').execute()).toEqual(
      [],
    );
    const shown = await readWebhook();
    expect(shown.recentEvents).toHaveLength(5);
    expect(shown.recentEvents[0].attempts[0]).toMatchObject({ outcome: 'refused' });
  });

  it('is administered by adminOu only; the secret is shown once; without an address nothing is sent', async () => {
    const { sender, saveWebhook, readWebhook, emit } = await setUp();
    expect(await emit()).toBeNull();
    expect(await t.deps.db.selectFrom('webhook_event').select('id').execute()).toEqual([]);

    const invalid = await saveWebhook('ftp://example.com/hook');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.issues).toEqual([expect.objectContaining({ key: 'ou.webhookInvalid' })]);

    const first = (await saveWebhook('https://hooks.example.com/a')).json().result;
    expect(first).toMatchObject({ webHookURL: 'https://hooks.example.com/a', secretSet: true });
    const again = (await saveWebhook('https://hooks.example.com/b')).json().result;
    expect(again.secret).toBeNull();
    const read = await readWebhook();
    expect(read).toMatchObject({ webHookURL: 'https://hooks.example.com/b', secretSet: true, secret: null });
    const rotated = (await saveWebhook('https://hooks.example.com/b', true)).json().result;
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.secret).not.toBe(first.secret);

    const senderToken = await sessionToken(t.deps, 'sender');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/ou/${sender.ouId}/webhook`,
      headers: { 'x-auth-token': senderToken },
      payload: { webHookURL: 'https://evil.example.com' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(-12);

    // An address removed after the event was emitted: the event is dropped, nothing is sent.
    const id = (await emit())!;
    await saveWebhook(null);
    await t.deps.queue.drain();
    expect(await eventRow(id)).toMatchObject({ state: 'dropped', attempts: 0 });
  });
});
