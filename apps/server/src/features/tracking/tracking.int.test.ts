import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { insertShipment, postTracking, type Owner } from '../shipments/shipment-fixtures';
import { signedHeaders } from '../../platform/signature';

const SECRET = 'simulator-test-secret-0123456789';

let t: TestContext;
let sender: Owner;
beforeEach(async () => {
  t = await createTestContext({ env: { TRACKING_SECRETS: `simulator=${SECRET}` } });
  sender = await userIdOf(t.deps.db, 'sender');
});
afterEach(async () => {
  await t.close();
});

const signed = () => ({ secret: SECRET, now: t.clock.now() });

async function shipmentState(id: string) {
  const row = await t.deps.db
    .selectFrom('shipment')
    .select(['status_code', 'tracking_value'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const events = await t.deps.db
    .selectFrom('shipment_event')
    .select('event_id')
    .where('shipment_id', '=', id)
    .execute();
  return { status: row.status_code, trackingValue: row.tracking_value, events: events.length };
}

const event = (shipmentId: string, eventId: string, statusCode: number, at: string, extra = {}) => ({
  eventId,
  shipmentId,
  statusCode,
  at,
  ...extra,
});

describe('POST /tracking/{provider}', () => {
  it('refuses a missing, wrong or stale signature with 401, and changes nothing', async () => {
    const id = await insertShipment(t.deps.db, sender, { statusCode: 300 });
    const body = { events: [event(id, 'e1', 400, '2026-11-20T09:00:00Z')] };
    const before = await shipmentState(id);

    const missing = await postTracking(t.app, 'simulator', body, { headers: {} });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toMatchObject({ code: -10, labelId: 'error.invalidSignature' });

    const wrongSecret = await postTracking(t.app, 'simulator', body, {
      secret: 'another-secret-0123456789',
      now: t.clock.now(),
    });
    expect(wrongSecret.statusCode).toBe(401);

    const stale = await postTracking(t.app, 'simulator', body, {
      secret: SECRET,
      now: new Date(t.clock.now().getTime() - 6 * 60_000),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.message).toContain('expired');

    // Signed for one body, sent with another.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/simulator',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(SECRET, JSON.stringify(body), t.clock.now()),
      },
      payload: JSON.stringify({ events: [event(id, 'e1', -990, '2026-11-20T09:00:00Z')] }),
    });
    expect(tampered.statusCode).toBe(401);

    // A provider no channel names has no secret at all.
    const unknown = await postTracking(t.app, 'nobody', body, signed());
    expect(unknown.statusCode).toBe(401);

    expect(await shipmentState(id)).toEqual(before);
    expect(before).toEqual({ status: 300, trackingValue: null, events: 0 });
    // Signed right, the same call goes through.
    expect((await postTracking(t.app, 'simulator', body, signed())).statusCode).toBe(200);
    expect(await shipmentState(id)).toEqual({ status: 400, trackingValue: null, events: 1 });
  });

  it('applies events once, never moves a final status back, and answers each event', async () => {
    const id = await insertShipment(t.deps.db, sender, { statusCode: 300, externalId: 'PRV-77' });
    const first = await postTracking(
      t.app,
      'simulator',
      {
        events: [
          event(id, 'e1', 400, '2026-11-20T08:00:00Z'),
          {
            eventId: 'e2',
            externalId: 'PRV-77',
            statusCode: 600,
            at: '2026-11-20T10:00:00+01:00',
            trackingValue: 'LT123',
          },
        ],
      },
      signed(),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().result.events).toEqual([
      { eventId: 'e1', outcome: 'applied', shipmentId: id, statusCode: 400 },
      { eventId: 'e2', outcome: 'applied', shipmentId: id, statusCode: 600 },
    ]);
    expect(await shipmentState(id)).toEqual({ status: 600, trackingValue: 'LT123', events: 2 });

    // The same call again (a provider retrying): duplicates, nothing changes.
    t.clock.advanceMinutes(1);
    const replay = await postTracking(
      t.app,
      'simulator',
      { events: [event(id, 'e1', 400, '2026-11-20T08:00:00Z')] },
      signed(),
    );
    expect(replay.json().result.events).toEqual([
      { eventId: 'e1', outcome: 'duplicate', shipmentId: id, statusCode: 600 },
    ]);
    expect(await shipmentState(id)).toEqual({ status: 600, trackingValue: 'LT123', events: 2 });

    // Delivered (final), then a late "in production" reported afterwards: kept as an event only.
    const nuid = `S-${id}`;
    const late = await postTracking(
      t.app,
      'simulator',
      {
        events: [
          { eventId: 'e3', nuid, statusCode: 610, at: '2026-11-20T09:30:00Z' },
          event(id, 'e4', 400, '2026-11-20T09:45:00Z'),
        ],
      },
      signed(),
    );
    expect(late.json().result.events).toEqual([
      { eventId: 'e3', outcome: 'applied', shipmentId: id, statusCode: 610 },
      { eventId: 'e4', outcome: 'kept', shipmentId: id, statusCode: 610 },
    ]);
    expect(await shipmentState(id)).toEqual({ status: 610, trackingValue: 'LT123', events: 4 });

    // The revisions show every event received, in the order they happened, and the history of applied ones.
    const token = await sessionToken(t.deps, 'sender');
    const revisions = (
      await t.app.inject({
        method: 'GET',
        url: `/api/shipments/${id}/revisions`,
        headers: { 'x-auth-token': token },
      })
    ).json().result;
    expect(revisions.events.map((e: { eventId: string; at: string }) => [e.eventId, e.at])).toEqual([
      ['e1', '2026-11-20T08:00:00.000Z'],
      ['e2', '2026-11-20T09:00:00.000Z'],
      ['e3', '2026-11-20T09:30:00.000Z'],
      ['e4', '2026-11-20T09:45:00.000Z'],
    ]);
    expect(revisions.history.map((h: { action: string; state: string }) => [h.action, h.state])).toEqual([
      ['status', '400'],
      ['status', '600'],
      ['status', '610'],
    ]);
  });

  it('answers unknown for a shipment that is not the provider’s, and refuses a malformed batch whole', async () => {
    const mine = await insertShipment(t.deps.db, sender, { statusCode: 300 });
    const email = await insertShipment(t.deps.db, sender, { statusCode: 700, channelId: 'email' });
    const res = await postTracking(
      t.app,
      'simulator',
      {
        events: [
          event('no-such-shipment', 'u1', 400, '2026-11-20T08:00:00Z'),
          event(email, 'u2', -711, '2026-11-20T08:00:00Z'),
        ],
      },
      signed(),
    );
    expect(res.json().result.events.map((e: { outcome: string }) => e.outcome)).toEqual([
      'unknown',
      'unknown',
    ]);
    expect((await shipmentState(email)).status).toBe(700);

    const malformed = await postTracking(
      t.app,
      'simulator',
      {
        events: [
          event(mine, 'm1', 400, '2026-11-20T08:00:00Z'),
          event(mine, 'm2', 601, '2026-11-20T08:00:00Z'),
        ],
      },
      signed(),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('body.events.1.statusCode');
    expect(await shipmentState(mine)).toEqual({ status: 300, trackingValue: null, events: 0 });
  });

  it('keeps the documents a provider attaches, for download by who sees the shipment', async () => {
    const id = await insertShipment(t.deps.db, sender, { statusCode: 600 });
    const pdf = Buffer.from('%PDF-1.7 proof of delivery');
    const res = await postTracking(
      t.app,
      'simulator',
      {
        events: [
          event(id, 'd1', 610, '2026-11-20T08:00:00Z', {
            details: { signedBy: 'A. Martin' },
            documents: [
              { name: 'proof.pdf', contentType: 'application/pdf', base64: pdf.toString('base64') },
            ],
          }),
        ],
      },
      signed(),
    );
    expect(res.json().result.events[0].outcome).toBe('applied');
    const token = await sessionToken(t.deps, 'sender');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/shipments/list', headers: { 'x-auth-token': token } })
    ).json().result.shipments;
    expect(list[0].trackingFiles).toEqual([
      { name: 'proof.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/shipments/${id}/trackingFile/proof.pdf`,
      headers: { 'x-auth-token': token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(pdf.toString());
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/shipments/${id}/trackingFile/other.pdf`,
      headers: { 'x-auth-token': token },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('records applied events only in the event log (what webhooks deliver)', async () => {
    const id = await insertShipment(t.deps.db, sender, { statusCode: 300 });
    await postTracking(
      t.app,
      'simulator',
      {
        events: [event(id, 'w1', 610, '2026-11-20T08:00:00Z'), event(id, 'w2', 400, '2026-11-20T08:30:00Z')],
      },
      signed(),
    );
    const events = await t.deps.db
      .selectFrom('event')
      .selectAll()
      .where('type', '=', 'shipment.status')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ou_id: sender.ouId, subject_id: id });
    expect(JSON.parse(events[0]!.data)).toMatchObject({
      shipmentId: id,
      statusCode: 610,
      previousStatusCode: 300,
      source: 'simulator',
      statusMeaning: 'delivered',
    });
  });

  it('draws a secret in DATA_DIR for a provider TRACKING_SECRETS leaves out', async () => {
    const file = path.join(t.deps.config.dataDir, 'tracking-secrets', 'smtp.secret');
    const secret = fs.readFileSync(file, 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const id = await insertShipment(t.deps.db, sender, { statusCode: 700, channelId: 'email' });
    const res = await postTracking(
      t.app,
      'smtp',
      { events: [event(id, 'b1', -711, '2026-11-20T08:00:00Z')] },
      { secret, now: t.clock.now() },
    );
    expect(res.json().result.events[0]).toMatchObject({ outcome: 'applied', statusCode: -711 });
    // A bounce is one of the e-mail channel's fallbackOnStatuses: the next channel is queued with the status.
    const fallback = await t.deps.db
      .selectFrom('task')
      .select('payload')
      .where('name', '=', 'sending.fallback')
      .execute();
    expect(fallback.map((task) => JSON.parse(task.payload))).toEqual([{ shipmentId: id, statusCode: -711 }]);
  });
});
