import { afterEach, describe, expect, it } from 'vitest';
import { signedHeaders } from '../../platform/signature';
import { sessionToken, userIdOf } from '../../test/factories';
import { startSmtpServer, type ReceivedMail } from '../../test/smtp';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { insertShipment } from '../shipments/shipment-fixtures';
import { deliveriesOf, depositSample, orderJob, sendingContext, shipmentsOf } from '../sending/testing';
import { openPixelUrl } from './index';

// Issue 12's fault suite, callbacks' part: what comes back from outside (a provider's signed tracking report,
// the e-mail open image, the RFC 8058 one-click unsubscribe) replayed 100 times, 10 at a time, as a provider
// retrying after a timeout, a mail client loading images again, or a mail provider's several servers would.
// Every call is answered, and the shipment changes once: one event, one history line, one event of the log.

const SECRET = 'simulator-test-secret-0123456789';
const REPLAYS = 100;
const AT_ONCE = 10;

let t: TestContext | undefined;
let mx: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
afterEach(async () => {
  await t?.close();
  await mx?.stop();
  t = mx = undefined;
});

/** Runs `call` REPLAYS times, AT_ONCE at a time; answers the results in order. */
async function replay<T>(call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < REPLAYS; i += AT_ONCE) {
    results.push(...(await Promise.all(Array.from({ length: AT_ONCE }, (_, j) => call(i + j)))));
  }
  return results;
}

/** What a shipment went through: its events by status, its history lines, its events in the event log. */
async function traceOf(ctx: TestContext, shipmentId: string) {
  const { db } = ctx.deps;
  const [shipment, events, history, logged] = await Promise.all([
    db.selectFrom('shipment').select('status_code').where('id', '=', shipmentId).executeTakeFirstOrThrow(),
    db
      .selectFrom('shipment_event')
      .select('status_code')
      .where('shipment_id', '=', shipmentId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('history')
      .select('state')
      .where('entity_id', '=', shipmentId)
      .where('action', '=', 'status')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('event')
      .select('type')
      .where('subject_id', '=', shipmentId)
      .where('type', '=', 'shipment.status')
      .execute(),
  ]);
  return {
    status: shipment.status_code,
    events: events.map((e) => e.status_code),
    history: history.map((h) => h.state),
    logged: logged.length,
  };
}

describe('callbacks replayed 100 times, 10 at a time', () => {
  it("a provider's signed tracking report: every call answered, one status change", async () => {
    t = await createTestContext({ env: { TRACKING_SECRETS: `simulator=${SECRET}` } });
    const ctx = t;
    const id = await insertShipment(ctx.deps.db, await userIdOf(ctx.deps.db, 'sender'), { statusCode: 300 });
    const before = await traceOf(ctx, id);
    // The very same signed call each time, as a provider retrying it sends it.
    const body = JSON.stringify({
      events: [
        {
          eventId: 'prv-610-1',
          shipmentId: id,
          statusCode: 610,
          at: '2026-11-20T09:00:00Z',
          trackingValue: 'LT1',
        },
      ],
    });
    const headers = { 'content-type': 'application/json', ...signedHeaders(SECRET, body, ctx.clock.now()) };
    const answers = await replay(() =>
      ctx.app.inject({ method: 'POST', url: '/api/tracking/simulator', headers, payload: body }),
    );

    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const outcomes = answers.map((a) => (a.json().result.events as { outcome: string }[])[0]!.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(REPLAYS - 1);
    expect(before).toEqual({ status: 300, events: [], history: [], logged: 0 });
    expect(await traceOf(ctx, id)).toEqual({ status: 610, events: [610], history: ['610'], logged: 1 });
  });

  it('the e-mail open image and the one-click unsubscribe: every call answered, one change each', async () => {
    mx = await startSmtpServer();
    const c = await sendingContext({ SMTP_URL: mx.url, PUBLIC_URL: 'https://postbridge.example.test' });
    t = c.t;
    const ctx = c.t;
    // The demo organisation keeps a register of recipients: an unsubscribe changes it too.
    const admin = await sessionToken(ctx.deps, 'admin');
    const root = await ctx.deps.db
      .selectFrom('ou')
      .select('id')
      .where('name', '=', 'Demo Company')
      .executeTakeFirstOrThrow();
    const enabled = await ctx.app.inject({
      method: 'POST',
      url: '/api/ou/senderAccounts',
      headers: { 'x-auth-token': admin },
      payload: { id: root.id, enabled: true },
    });
    expect(enabled.statusCode).toBe(200);
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    await ctx.deps.queue.drain();
    const email = (await deliveriesOf(c, commandId)).find((d) => d.channel_id === 'email')!;
    const [opened, leaving] = (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === email.id);
    expect(mx.inbox).toHaveLength(3);

    /** What a shipment went through, plus one change to `status`. */
    const plusOne = (trace: Awaited<ReturnType<typeof traceOf>>, status: number) => ({
      status,
      events: [...trace.events, status],
      history: [...trace.history, String(status)],
      logged: trace.logged + 1,
    });

    // The open image, loaded again and again.
    const beforeOpen = await traceOf(ctx, opened!.id);
    expect(beforeOpen.status).toBe(700);
    const pixel = new URL(await openPixelUrl(ctx.deps, opened!.id)).pathname;
    const images = await replay(() => ctx.app.inject({ method: 'GET', url: pixel }));
    expect(images.map((r) => [r.statusCode, r.headers['content-type']])).toEqual(
      images.map(() => [200, 'image/gif']),
    );
    expect(await traceOf(ctx, opened!.id)).toEqual(plusOne(beforeOpen, 715));

    // The one-click POST of the List-Unsubscribe header, from the mail provider's many servers (the link is
    // limited per address: 30 in 15 minutes).
    const message = mx.inbox.find((m: ReceivedMail) => m.messageId === leaving!.external_id)!;
    const link = /<https:\/\/postbridge\.example\.test(\/api\/mail\/unsubscribe\/u[0-9a-f]{52})>/.exec(
      message.headers.get('list-unsubscribe')![0]!,
    )![1]!;
    const beforeUnsubscribe = await traceOf(ctx, leaving!.id);
    expect(beforeUnsubscribe.status).toBe(700);
    const unsubscribes = await replay((i) =>
      ctx.app.inject({
        method: 'POST',
        url: link,
        remoteAddress: `203.0.113.${i}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(unsubscribes.map((r) => r.statusCode)).toEqual(unsubscribes.map(() => 200));
    const results = unsubscribes.map((r) => r.json().result as { statusCode: number; changed: boolean });
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 730)).toBe(true);
    expect(await traceOf(ctx, leaving!.id)).toEqual(plusOne(beforeUnsubscribe, 730));
    const identifier = (
      await ctx.deps.db
        .selectFrom('pack_group')
        .select('identifier')
        .where('id', '=', leaving!.pack_group_id!)
        .executeTakeFirstOrThrow()
    ).identifier!;
    const revisions = await ctx.app.inject({
      method: 'GET',
      url: `/api/ou/${root.id}/recipients/revisions?recipientIdentifier=${encodeURIComponent(identifier)}`,
      headers: { 'x-auth-token': admin },
    });
    expect(revisions.json().result).toMatchObject([
      { action: 'unsubscribed', preference: 'LETTER', source: 'UNSUBSCRIBE' },
    ]);
    expect(revisions.json().result).toHaveLength(1);
  }, 90_000);
});
