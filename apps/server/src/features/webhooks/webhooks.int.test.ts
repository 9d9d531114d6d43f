import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventType } from '@postbridge/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { historyOf } from '../../platform/history/queries';
import { createOu, createUser, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { appendEvent } from '../../platform/events';
import {
  DELIVER_SUBSCRIPTION_TASK,
  deliverSubscription,
  dispatchWebhooks,
  WAKE_SUBSCRIPTION_TASK,
  wakeSubscription,
  wakeWebhooksOnAppend,
} from './deliver-subscription';

type Received = { headers: http.IncomingHttpHeaders; body: string; status: number };
type Answer = number | 'slow' | 'cut';

/** A receiver on 127.0.0.1; `answer` says what it does with the next call (a status, too slow, or cut). */
async function startReceiver(answer: () => Answer = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const a = answer();
      if (a === 'cut') {
        received.push({ headers: req.headers, body, status: 0 });
        req.socket.destroy();
        return;
      }
      const status = a === 'slow' ? 200 : a;
      received.push({ headers: req.headers, body, status: a === 'slow' ? -1 : status });
      const reply = () => {
        res.statusCode = status;
        if (status === 301) res.setHeader('location', `http://127.0.0.1:${port}/elsewhere`);
        res.end(status >= 200 && status < 300 ? 'thanks' : 'x'.repeat(5000));
      };
      if (a === 'slow') setTimeout(reply, 1500);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  closers.push(() => server.closeAllConnections());
  closers.push(() => server.close());
  return {
    url: `http://127.0.0.1:${port}/hooks/postbridge`,
    port,
    received,
    /** The event ids it answered 2xx to, in order. */
    delivered: () =>
      received.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.headers['webhook-id'] as string),
  };
}

let t: TestContext;
let closers: (() => void)[] = [];
afterEach(async () => {
  for (const close of closers) close();
  closers = [];
  await t.close();
});

async function setUp(env: Record<string, string> = { WEBHOOK_ALLOW_PRIVATE: 'true' }) {
  t = await createTestContext({ env });
  t.deps.queue.handle(DELIVER_SUBSCRIPTION_TASK, (payload) =>
    deliverSubscription(t.deps, payload.subscriptionId),
  );
  t.deps.queue.handle(WAKE_SUBSCRIPTION_TASK, (payload) => wakeSubscription(t.deps, payload.subscriptionId));
  const sender = await userIdOf(t.deps.db, 'sender');
  const ouId = sender.ouId;
  // A fresh session each time: the tests move the clock by hours, past a session's idle timeout.
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method,
      url: `/api${path}`,
      headers: { 'x-auth-token': token ?? (await sessionToken(t.deps, 'admin')) },
      ...(payload ? { payload } : {}),
    });
  const subscribe = async (body: Record<string, unknown>) => {
    const res = await call('POST', `/ou/${ouId}/webhook-subscriptions`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as { subscription: { id: string; version: number }; secret: string };
  };
  let n = 0;
  /** Appends an event of the sender's OU, as the features do when a state changes; answers its id. */
  const append = (type: EventType = 'command.state') =>
    t.deps.db.transaction().execute(async (tx) =>
      String(
        await appendEvent(t.deps, tx, {
          type,
          ouId,
          ownerId: sender.id,
          subject: { type: 'delivery_command', id: `c-${++n}` },
          data: {
            commandId: `c-${n}`,
            jobId: 'j-1',
            ownerId: sender.id,
            state: 'VALIDATED',
            previousState: 'AWAIT_VALIDATION',
          } as never,
        }),
      ),
    );
  /** What the worker does: the dispatch task, then every task due. */
  const run = async () => {
    await dispatchWebhooks(t.deps);
    await t.deps.queue.drain();
  };
  const deliveries = async (subscriptionId: string, token?: string) =>
    (
      await call(
        'GET',
        `/ou/${ouId}/webhook-subscriptions/${subscriptionId}/deliveries?limit=200`,
        undefined,
        token,
      )
    ).json().result as {
      deliveries: {
        id: string;
        eventId: string;
        state: string;
        replayOf: string | null;
        nextAttemptAt: string | null;
        attempts: {
          outcome: string;
          httpStatus: number | null;
          error: string | null;
          responseBody: string | null;
          requestHeaders: Record<string, string> | null;
          requestBody: string | null;
        }[];
      }[];
      total: number;
    };
  return { sender, ouId, call, subscribe, append, run, deliveries };
}

/** The Standard Webhooks signature, computed here with node:crypto alone. */
const expectedSignature = (secret: string, r: Received) =>
  `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.body}`)
    .digest('base64')}`;

describe('webhook subscriptions', () => {
  it('POSTs each event once, in order, signed in the Standard Webhooks format, and logs request and answer', async () => {
    const { subscribe, append, run, deliveries, ouId } = await setUp();
    const receiver = await startReceiver();
    const { subscription, secret } = await subscribe({ url: receiver.url, description: 'ERP' });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const rows = await t.deps.db.selectFrom('webhook_subscription').select('secret').execute();
    expect(rows.some((r) => r.secret?.includes(secret.slice(6)))).toBe(false);

    const ids = [await append(), await append('shipment.status'), await append()];
    await run();

    expect(receiver.delivered()).toEqual(ids);
    for (const r of receiver.received) {
      expect(r.headers['webhook-signature']).toBe(expectedSignature(secret, r));
      expect(Number(r.headers['webhook-timestamp'])).toBe(Math.floor(t.clock.now().getTime() / 1000));
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({
      id: ids[0],
      type: 'command.state',
      occurredAt: t.clock.now().toISOString(),
      ouId,
      data: expect.objectContaining({ commandId: 'c-1', state: 'VALIDATED' }),
    });
    const log = await deliveries(subscription.id);
    expect(log.total).toBe(3);
    expect(log.deliveries.map((d) => [d.eventId, d.state])).toEqual([
      [ids[2], 'delivered'],
      [ids[1], 'delivered'],
      [ids[0], 'delivered'],
    ]);
    const [attempt] = log.deliveries[2]!.attempts;
    expect(attempt).toMatchObject({
      outcome: 'delivered',
      httpStatus: 200,
      responseBody: 'thanks',
      error: null,
    });
    expect(attempt!.requestHeaders).toMatchObject({ 'webhook-id': ids[0] });
    expect(attempt!.requestBody).toBe(receiver.received[0]!.body);

    // Nothing more to send: nothing is sent twice.
    t.clock.advanceMinutes(60);
    await run();
    expect(receiver.received).toHaveLength(3);
  });

  it('hears only its event types and only events after its creation; a disabled one hears nothing', async () => {
    const { subscribe, append, run, call, ouId } = await setUp();
    const before = await append();
    const receiver = await startReceiver();
    const disabledReceiver = await startReceiver();
    await subscribe({ url: receiver.url, eventTypes: ['shipment.status'] });
    const disabled = await subscribe({ url: disabledReceiver.url, enabled: false });
    await append();
    const shipment = await append('shipment.status');
    await run();
    expect(receiver.delivered()).toEqual([shipment]);
    expect(receiver.delivered()).not.toContain(before);
    expect(disabledReceiver.received).toHaveLength(0);

    // Enabled again: it hears what happens from then on, not what it missed.
    const enabled = await call('POST', `/ou/${ouId}/webhook-subscriptions/${disabled.subscription.id}`, {
      url: disabledReceiver.url,
      description: '',
      eventTypes: [],
      enabled: true,
      version: disabled.subscription.version,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const later = await append();
    await run();
    expect(disabledReceiver.delivered()).toEqual([later]);
  });

  it('keeps the order through 10 minutes of a receiver down: every event once it is back, none twice', async () => {
    const { subscribe, append, run, deliveries } = await setUp();
    let down = true;
    let calls = 0;
    const receiver = await startReceiver(() => (down ? (++calls % 2 ? 500 : 'cut') : 204));
    const { subscription } = await subscribe({ url: receiver.url });
    const ids = [await append(), await append()];
    await run();
    for (let minute = 1; minute <= 10; minute++) {
      t.clock.advanceMinutes(1);
      if (minute === 3) ids.push(await append());
      await run();
    }
    // Tried at once, after 5 s and after 5 min: the first event each time, the ones after it wait.
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([ids[0], ids[0], ids[0]]);
    const waiting = (await deliveries(subscription.id)).deliveries;
    expect(waiting.map((d) => d.state)).toEqual(['pending', 'pending', 'pending']);
    expect(waiting[2]!.attempts.map((a) => a.httpStatus)).toEqual([500, null, 500]);
    expect(waiting[2]!.attempts[1]!.error).toBeTruthy();

    down = false;
    // The next attempt is 30 min after the third: everything goes then, in order.
    t.clock.advanceMinutes(20);
    await run();
    expect(receiver.delivered()).toEqual([]);
    t.clock.advanceMinutes(6);
    await run();
    expect(receiver.delivered()).toEqual(ids);
    const log = (await deliveries(subscription.id)).deliveries;
    expect(log.map((d) => d.state)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(log[2]!.attempts).toHaveLength(4);
  });

  it('retries on the Svix schedule, then fails the delivery, goes on with the next and marks the subscription failing', async () => {
    const { subscribe, append, run, call, ouId } = await setUp();
    let failing = true;
    const receiver = await startReceiver(() => (failing ? 503 : 200));
    const { subscription } = await subscribe({ url: receiver.url });
    const first = await append();
    const second = await append();
    await run();
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const row = await t.deps.db
        .selectFrom('webhook_event')
        .select('next_attempt_at')
        .where('event_seq', '=', Number(first))
        .executeTakeFirstOrThrow();
      delays.push(Date.parse(row.next_attempt_at!) - t.clock.now().getTime());
      t.clock.advanceMinutes(delays.at(-1)! / 60_000);
      if (i === 6) failing = false;
      await run();
    }
    expect(delays).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    // Delivered at its eighth attempt, the one after it at once.
    const head = await t.deps.db
      .selectFrom('webhook_event')
      .select(['state', 'attempts'])
      .where('event_seq', '=', Number(first))
      .executeTakeFirstOrThrow();
    expect(head).toEqual({ state: 'delivered', attempts: 8 });
    expect(receiver.delivered()).toEqual([first, second]);

    // Now one that never gets through: failed after its eighth attempt; the next one is tried then.
    failing = true;
    const third = await append();
    const fourth = await append();
    await run();
    for (const ms of [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]) {
      t.clock.advanceMinutes(ms / 60_000);
      await run();
    }
    const ended = await t.deps.db
      .selectFrom('webhook_event')
      .select(['state', 'attempts'])
      .where('event_seq', '=', Number(third))
      .executeTakeFirstOrThrow();
    expect(ended).toEqual({ state: 'failed', attempts: 8 });
    const failingList = (await call('GET', `/ou/${ouId}/webhook-subscriptions`)).json().result;
    expect(failingList[0].failingSince).toBe(t.clock.now().toISOString());
    failing = false;
    t.clock.advanceMinutes(1);
    await run();
    expect(receiver.delivered()).toEqual([first, second, fourth]);
    const list = (await call('GET', `/ou/${ouId}/webhook-subscriptions`)).json().result;
    const shown = list.find((s: { id: string }) => s.id === subscription.id);
    // The delivery after the failed one went through: the subscription is healthy again.
    expect(shown.failingSince).toBeNull();
    expect(shown.lastEventId).toBe(fourth);
  });

  it('marks the subscription failing when its last delivery failed for good', async () => {
    const { subscribe, append, run, call, ouId } = await setUp({
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_MAX_ATTEMPTS: '2',
    });
    const receiver = await startReceiver(() => 500);
    await subscribe({ url: receiver.url });
    await append();
    await run();
    t.clock.advanceMinutes(1);
    await run();
    expect(receiver.received).toHaveLength(2);
    const [shown] = (await call('GET', `/ou/${ouId}/webhook-subscriptions`)).json().result;
    expect(shown.failingSince).toBe(t.clock.now().toISOString());
  });

  it('counts a slow answer (timeout) and a redirect as failures, and tries again', async () => {
    const { subscribe, append, run, deliveries } = await setUp({
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_TIMEOUT_MS: '300',
    });
    const answers: Answer[] = ['slow', 301, 200];
    const receiver = await startReceiver(() => answers.shift() ?? 200);
    const { subscription } = await subscribe({ url: receiver.url });
    const id = await append();
    await run();
    t.clock.advanceMinutes(1);
    await run();
    expect(receiver.delivered()).toEqual([]);
    t.clock.advanceMinutes(5);
    await run();
    expect(receiver.delivered()).toEqual([id]);
    // The redirect was not followed.
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([id, id, id]);
    const [delivery] = (await deliveries(subscription.id)).deliveries;
    expect(delivery!.attempts.map((a) => [a.outcome, a.httpStatus])).toEqual([
      ['failed', null],
      ['failed', 301],
      ['delivered', 200],
    ]);
    expect(delivery!.attempts[0]!.error).toContain('no answer within 300 ms');
    // Only the first 2 KB of an answer are kept.
    expect(delivery!.attempts[1]!.responseBody).toHaveLength(2048);
  });

  it('refuses a private address at once, without retrying, and goes on', async () => {
    const { subscribe, append, run, deliveries, call, ouId } = await setUp({});
    const receiver = await startReceiver();
    const { subscription } = await subscribe({ url: `http://localhost:${receiver.port}/hook` });
    await append();
    await append();
    await run();
    t.clock.advanceMinutes(60);
    await run();
    expect(receiver.received).toHaveLength(0);
    const log = (await deliveries(subscription.id)).deliveries;
    expect(log.map((d) => d.state)).toEqual(['refused', 'refused']);
    expect(log[0]!.attempts).toHaveLength(1);
    expect(log[0]!.attempts[0]!.error).toContain('not public');
    const [shown] = (await call('GET', `/ou/${ouId}/webhook-subscriptions`)).json().result;
    expect(shown.failingSince).not.toBeNull();
  });

  it('replays one delivery with the same webhook-id, and every event since an id, in order, with history', async () => {
    const { subscribe, append, run, deliveries, call, ouId } = await setUp();
    const receiver = await startReceiver();
    const { subscription } = await subscribe({ url: receiver.url });
    const ids = [await append(), await append(), await append()];
    await run();
    const original = (await deliveries(subscription.id)).deliveries.find((d) => d.eventId === ids[0])!;

    const replay = await call(
      'POST',
      `/ou/${ouId}/webhook-subscriptions/${subscription.id}/deliveries/${original.id}/replay`,
    );
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().result).toMatchObject({ eventId: ids[0], replayOf: original.id, state: 'pending' });
    await run();
    expect(receiver.delivered()).toEqual([...ids, ids[0]]);
    expect(receiver.received[3]!.body).toBe(receiver.received[0]!.body);

    const since = await call('POST', `/ou/${ouId}/webhook-subscriptions/${subscription.id}/replay`, {
      sinceEventId: ids[1],
    });
    expect(since.json().result).toEqual({ queued: 2 });
    await run();
    expect(receiver.delivered()).toEqual([...ids, ids[0], ids[1], ids[2]]);

    const future = await call('POST', `/ou/${ouId}/webhook-subscriptions/${subscription.id}/replay`, {
      sinceEventId: String(Number(ids[2]) + 1),
    });
    expect(future.json().error.code).toBe(-2);

    const history = await historyOf(t.deps.db, 'ou', ouId);
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['webhookSubscriptionCreated', 'webhookReplayed', 'webhookReplayedSince']),
    );
    expect(history.find((h) => h.action === 'webhookReplayed')!.login).toBe('admin');
    expect(history.map((h) => h.details ?? '').join()).not.toContain('whsec_');
  });

  it('lets only the administrators of the account see, change or replay its subscriptions', async () => {
    const { subscribe, append, run, deliveries, call, ouId } = await setUp();
    const receiver = await startReceiver();
    const { subscription } = await subscribe({ url: receiver.url });
    await append();
    await run();
    const [delivery] = (await deliveries(subscription.id)).deliveries;

    const other = await createOu(t.deps.db, { parentId: null, name: 'Other company' });
    const otherAdmin = await sessionToken(
      t.deps,
      await createUser(t.deps.db, { ouId: other.id, permissions: ['adminOu'] }),
    );
    const sender = await sessionToken(t.deps, 'sender');
    const base = `/ou/${ouId}/webhook-subscriptions`;
    for (const [token, code] of [
      [otherAdmin, -3],
      [sender, -12],
    ] as const) {
      expect((await call('GET', base, undefined, token)).json().error.code).toBe(code);
      expect(
        (await call('GET', `${base}/${subscription.id}/deliveries`, undefined, token)).json().error.code,
      ).toBe(code);
      expect(
        (
          await call('POST', `${base}/${subscription.id}/deliveries/${delivery!.id}/replay`, undefined, token)
        ).json().error.code,
      ).toBe(code);
      expect(
        (await call('POST', `${base}/${subscription.id}/replay`, { sinceEventId: '1' }, token)).json().error
          .code,
      ).toBe(code);
      expect((await call('DELETE', `${base}/${subscription.id}`, undefined, token)).json().error.code).toBe(
        code,
      );
    }
    // Another account's subscription is not found through this account.
    const otherSub = await call('GET', `/ou/${other.id}/webhook-subscriptions/${subscription.id}/deliveries`);
    expect(otherSub.json().error.code).toBe(-3);
    expect(receiver.received).toHaveLength(1);

    // An API key with the admin scope administers them.
    const key = (await call('POST', `/ou/${ouId}/api-keys`, { name: 'Ops', scopes: ['admin'] })).json()
      .result;
    const byKey = await t.app.inject({
      method: 'GET',
      url: `/api${base}`,
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json().result).toHaveLength(1);
  });

  it('rotates a secret: shown once, both secrets sign for a day; deletes a subscription with its log', async () => {
    const { subscribe, append, run, call, ouId } = await setUp();
    const receiver = await startReceiver();
    const { subscription, secret: oldSecret } = await subscribe({ url: receiver.url });
    const rotated = (
      await call('POST', `/ou/${ouId}/webhook-subscriptions/${subscription.id}/rotate-secret`)
    ).json().result;
    expect(rotated.secret).not.toBe(oldSecret);
    await append();
    await run();
    const [during] = receiver.received;
    expect(during!.headers['webhook-signature']).toBe(
      `${expectedSignature(rotated.secret, during!)} ${expectedSignature(oldSecret, during!)}`,
    );
    t.clock.advanceMinutes(24 * 60 + 1);
    await append();
    await run();
    expect(receiver.received[1]!.headers['webhook-signature']).toBe(
      expectedSignature(rotated.secret, receiver.received[1]!),
    );
    const gone = await call('DELETE', `/ou/${ouId}/webhook-subscriptions/${subscription.id}`);
    expect(gone.statusCode).toBe(200);
    expect(await t.deps.db.selectFrom('webhook_event').select('id').execute()).toEqual([]);
    expect((await call('GET', `/ou/${ouId}/webhook-subscriptions`)).json().result).toEqual([]);
  });

  it('wakes the subscriptions shortly after an append of this process, and at each retry time', async () => {
    const { subscribe, append } = await setUp();
    let up = false;
    const receiver = await startReceiver(() => (up ? 200 : 500));
    await subscribe({ url: receiver.url });
    const stop = wakeWebhooksOnAppend(t.deps);
    closers.push(stop);
    const id = await append();
    await new Promise((resolve) => setTimeout(resolve, 400));
    // No dispatch task run: the append woke the subscription.
    await t.deps.queue.drain();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([id]);
    stop();
    up = true;
    // The retry 5 s later is queued as a wake-up at that time.
    await t.deps.queue.drain();
    expect(receiver.delivered()).toEqual([]);
    t.clock.advanceMinutes(0.1);
    await t.deps.queue.drain();
    expect(receiver.delivered()).toEqual([id]);
  });

  it('sends a delivery whose task was lost: the dispatch task finds it', async () => {
    const { subscribe, append, run } = await setUp();
    const receiver = await startReceiver();
    await subscribe({ url: receiver.url });
    const id = await append();
    // As if the worker had stopped with nothing queued.
    await t.deps.db.deleteFrom('task').execute();
    await run();
    expect(receiver.delivered()).toEqual([id]);
  });

  it('refuses an address that is not http(s), or with credentials', async () => {
    const { call, ouId } = await setUp();
    for (const [url, key] of [
      ['ftp://example.com/hook', 'ou.webhookInvalid'],
      ['', 'ou.webhookInvalid'],
      ['https://user:pw@example.com/hook', 'ou.webhookCredentials'],
    ]) {
      const res = await call('POST', `/ou/${ouId}/webhook-subscriptions`, { url });
      expect(res.json().error.issues).toEqual([expect.objectContaining({ key, path: 'url' })]);
    }
  });
});

describe("the OU's own webhook (its default subscription)", () => {
  it('is set, read and disabled through /ou/{ouId}/webhook; the secret is shown once', async () => {
    const { call, ouId, append, run } = await setUp();
    const receiver = await startReceiver();
    const save = (webHookURL: string | null, regenerateSecret = false) =>
      call('POST', `/ou/${ouId}/webhook`, { webHookURL, regenerateSecret });

    const invalid = await save('ftp://example.com/hook');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.issues).toEqual([expect.objectContaining({ key: 'ou.webhookInvalid' })]);

    const first = (await save(receiver.url)).json().result;
    expect(first).toMatchObject({ webHookURL: receiver.url, secretSet: true });
    expect(first.secret).toMatch(/^whsec_/);
    const [listed] = (await call('GET', `/ou/${ouId}/webhook-subscriptions`)).json().result;
    expect(listed).toMatchObject({
      id: first.subscriptionId,
      isDefault: true,
      eventTypes: [],
      enabled: true,
    });
    const ou = (await call('GET', `/ou/${ouId}`)).json().result;
    expect(ou).toMatchObject({ webHookURL: receiver.url, webhookSecretSet: true });

    const id = await append();
    await run();
    expect(receiver.received[0]!.headers['webhook-signature']).toBe(
      expectedSignature(first.secret, receiver.received[0]!),
    );
    const read = (await call('GET', `/ou/${ouId}/webhook`)).json().result;
    expect(read).toMatchObject({ webHookURL: receiver.url, secret: null, secretSet: true });
    expect(read.recentEvents).toEqual([expect.objectContaining({ eventId: id, state: 'delivered' })]);

    const again = (await save(receiver.url)).json().result;
    expect(again.secret).toBeNull();
    const rotated = (await save(receiver.url, true)).json().result;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(first.secret);

    const senderToken = await sessionToken(t.deps, 'sender');
    const refused = await call(
      'POST',
      `/ou/${ouId}/webhook`,
      { webHookURL: 'https://evil.example.com' },
      senderToken,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(-12);

    // null disables it: nothing more is sent, the log stays.
    expect((await save(null)).json().result).toMatchObject({
      webHookURL: null,
      subscriptionId: first.subscriptionId,
    });
    await append();
    await run();
    expect(receiver.received).toHaveLength(1);
    expect((await call('GET', `/ou/${ouId}`)).json().result.webHookURL).toBeNull();
  });

  it("follows the address saved with the account's settings", async () => {
    const { call, ouId, append, run } = await setUp();
    const receiver = await startReceiver();
    const ou = (await call('GET', `/ou/${ouId}`)).json().result;
    const saved = await call('POST', '/ou', { ...ou, webHookURL: receiver.url });
    expect(saved.statusCode, saved.body).toBe(200);
    const [sub] = (await call('GET', `/ou/${ouId}/webhook-subscriptions`)).json().result;
    expect(sub).toMatchObject({ url: receiver.url, isDefault: true });
    const id = await append();
    await run();
    expect(receiver.delivered()).toEqual([id]);
  });

  it('still signs with a secret of the single OU webhook (hex, even in clear), with the same key', async () => {
    const { call, ouId, append, run } = await setUp();
    const receiver = await startReceiver();
    const subscriptionId = (await call('POST', `/ou/${ouId}/webhook`, { webHookURL: receiver.url })).json()
      .result.subscriptionId as string;
    const legacy = 'a'.repeat(64);
    await t.deps.db
      .updateTable('webhook_subscription')
      .set({ secret: legacy })
      .where('id', '=', subscriptionId)
      .execute();
    await append();
    await run();
    const [r] = receiver.received;
    const direct = createHmac('sha256', legacy)
      .update(`${r!.headers['webhook-id']}.${r!.headers['webhook-timestamp']}.${r!.body}`)
      .digest('base64');
    expect(r!.headers['webhook-signature']).toBe(`v1,${direct}`);
    const row = await t.deps.db
      .selectFrom('webhook_subscription')
      .select('secret')
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^v1:/);
  });
});
