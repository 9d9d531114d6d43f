import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import {
  insertDelivery,
  insertShipment,
  insertStoredFile,
  insertUser,
  type Owner,
} from './shipment-fixtures';

let t: TestContext;
let sender: Owner;
let finance: Owner;
beforeEach(async () => {
  t = await createTestContext();
  sender = await userIdOf(t.deps.db, 'sender');
  finance = await insertUser(t.deps.db, {
    login: 'finance-sender',
    ouName: 'Finance',
    profileName: 'Sender',
  });
});
afterEach(async () => {
  await t.close();
});

async function as(login: string) {
  const token = await sessionToken(t.deps, login);
  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-auth-token': token },
      payload,
    });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return { status: res.statusCode, body: json ? res.json() : undefined, raw: res };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: Record<string, unknown>) => call('POST', url, payload),
  };
}

const ids = (body: { result: { shipments: { id: string }[] } }) =>
  body.result.shipments.map((s) => s.id).sort();

describe('GET /shipments/list', () => {
  it('filters, and shows each caller only the shipments it may see', async () => {
    const mailed = await insertShipment(t.deps.db, sender, {
      statusCode: 600,
      externalId: 'EXT-1',
      trackingValue: 'TRK-1',
    });
    const bounced = await insertShipment(t.deps.db, sender, { statusCode: -711 });
    const seen = await insertShipment(t.deps.db, sender, {
      statusCode: -711,
      acknowledgedAt: '2026-11-19T10:00:00.000Z',
    });
    const old = await insertShipment(t.deps.db, sender, { statusCode: 610, at: '2026-09-01T09:00:00.000Z' });
    const theirs = await insertShipment(t.deps.db, finance, { statusCode: 600, externalId: 'EXT-1' });

    const s = await as('sender');
    const all = await s.get('/shipments/list');
    expect(all.status).toBe(200);
    // The last 31 days by default; the Finance user's shipment is not the sender's to see.
    expect(ids(all.body)).toEqual([mailed, bounced, seen].sort());
    expect(all.body.result.overflow).toBe(false);

    const two = await s.get('/shipments/list?maxResults=2');
    expect(two.body.result.shipments).toHaveLength(2);
    expect(two.body.result.overflow).toBe(true);

    expect(ids((await s.get('/shipments/list?externalIds=EXT-1')).body)).toEqual([mailed]);
    expect(ids((await s.get('/shipments/list?trackingValues=TRK-1,nothing')).body)).toEqual([mailed]);
    expect(ids((await s.get('/shipments/list?statusValues=-711')).body)).toEqual([bounced, seen].sort());
    expect(ids((await s.get('/shipments/list?statusValues=-711&statusValues=600')).body)).toEqual(
      [mailed, bounced, seen].sort(),
    );
    expect(ids((await s.get('/shipments/list?unacknowledged=true')).body)).toEqual([bounced]);
    expect(ids((await s.get('/shipments/list?unacknowledged=false')).body)).toEqual([mailed, seen].sort());
    expect(ids((await s.get('/shipments/list?fromDate=2026-08-01&toDate=2026-11-20')).body)).toEqual(
      [mailed, bounced, seen, old].sort(),
    );

    // The Finance user sees its own only; a filter never widens what a caller sees.
    const f = await as('finance-sender');
    expect(ids((await f.get('/shipments/list')).body)).toEqual([theirs]);
    expect(ids((await f.get(`/shipments/list?targetOwnerId=${sender.id}`)).body)).toEqual([]);

    // The super administrator sees both, and narrows by OU (its subtree) or owner.
    const a = await as('admin');
    expect(ids((await a.get('/shipments/list?externalIds=EXT-1')).body)).toEqual([mailed, theirs].sort());
    expect(ids((await a.get(`/shipments/list?targetOUId=${finance.ouId}`)).body)).toEqual([theirs]);
    const root = await t.deps.db
      .selectFrom('ou')
      .select('id')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(ids((await a.get(`/shipments/list?targetOUId=${root.id}`)).body)).toHaveLength(4);
    expect(ids((await a.get(`/shipments/list?targetOwnerId=${finance.id}`)).body)).toEqual([theirs]);
  });

  it('filters by output file, and refuses an unknown status code naming the field', async () => {
    const file = await insertStoredFile(t.deps, sender, 'print-001.pdf', Buffer.from('%PDF-1.7 test'));
    const printed = await insertShipment(t.deps.db, sender, { statusCode: 400, outputFileId: file });
    await insertShipment(t.deps.db, sender, { statusCode: 400 });
    const s = await as('sender');
    expect(ids((await s.get(`/shipments/list?outputFileNUIDs=["${file}"]`)).body)).toEqual([printed]);

    const bad = await s.get('/shipments/list?statusValues=601');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: -2 });
    expect(bad.body.error.field).toContain('statusValues');
  });
});

describe('shipment calls', () => {
  it('answers by external id or delivery, with the status meaning and the tracking link', async () => {
    const channel = await t.deps.db
      .selectFrom('channel')
      .select('configuration')
      .where('id', '=', 'registered-mail')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('channel')
      .set({
        configuration: JSON.stringify({
          ...JSON.parse(channel.configuration),
          trackingProperties: {
            url: 'https://track.example.com/?n={number}',
            type: 'link',
            placeholder: '{number}',
          },
        }),
      })
      .where('id', '=', 'registered-mail')
      .execute();
    const delivery = await insertDelivery(t.deps.db, sender, { channelId: 'registered-mail' });
    const first = await insertShipment(t.deps.db, sender, {
      statusCode: 600,
      delivery,
      channelId: 'registered-mail',
      trackingValue: '1A 234',
      externalId: 'EXT-9',
      metadata: { customer: 'C-1' },
      recipient: { name: 'Ada Martin' },
    });
    const second = await insertShipment(t.deps.db, sender, {
      statusCode: 300,
      delivery,
      channelId: 'registered-mail',
    });
    await insertShipment(t.deps.db, finance, { statusCode: 300, externalId: 'EXT-9' });

    const s = await as('sender');
    const byExternal = await s.get('/shipments?externalId=EXT-9');
    expect(byExternal.body.result).toHaveLength(1);
    expect(byExternal.body.result[0]).toMatchObject({
      id: first,
      statusCode: 600,
      statusMeaning: 'mailed',
      displayKind: 'left',
      final: false,
      error: false,
      deliveryId: delivery.deliveryId,
      commandId: delivery.commandId,
      channelId: 'registered-mail',
      trackingValue: '1A 234',
      trackingUrl: 'https://track.example.com/?n=1A%20234',
      metadata: { customer: 'C-1' },
      recipient: { name: 'Ada Martin' },
      pages: 2,
      sheets: 1,
      acknowledged: false,
    });
    const byDelivery = await s.get(`/shipments?deliveryId=${delivery.deliveryId}`);
    expect(byDelivery.body.result.map((x: { id: string }) => x.id).sort()).toEqual([first, second].sort());
    expect((await s.get('/shipments')).status).toBe(400);

    const statuses = await s.get(`/shipments/status?shipmentIds=${first},${second},unknown-id`);
    expect(statuses.body.result).toEqual({ [first]: 600, [second]: 300 });

    const table = await s.get('/shipments/allStatuses');
    expect(table.body.result).toContainEqual({
      code: -711,
      meaning: 'bounced',
      displayKind: 'error',
      final: true,
      error: true,
    });
    expect(table.body.result.map((x: { code: number }) => x.code)).toEqual(
      [...table.body.result.map((x: { code: number }) => x.code)].sort((a, b) => a - b),
    );
  });

  it('answers one visible shipment by its id, and hides the others', async () => {
    const id = await insertShipment(t.deps.db, sender, { statusCode: 300 });
    const s = await as('sender');
    const one = await s.get(`/shipments/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.result).toMatchObject({ id, statusCode: 300 });
    const listed = await s.get(`/shipments/list`);
    expect(listed.body.result.shipments.find((x: { id: string }) => x.id === id)).toEqual(one.body.result);
    const f = await as('finance-sender');
    expect((await f.get(`/shipments/${id}`)).status).toBe(404);
  });

  it('shows revisions of a visible shipment only', async () => {
    const id = await insertShipment(t.deps.db, sender, { statusCode: 300 });
    const s = await as('sender');
    const revisions = await s.get(`/shipments/${id}/revisions`);
    expect(revisions.body.result).toEqual({ events: [], history: [] });
    const f = await as('finance-sender');
    const hidden = await f.get(`/shipments/${id}/revisions`);
    expect(hidden.status).toBe(404);
  });

  it('acknowledges shipments in error, once, and only those the caller sees', async () => {
    const bounced = await insertShipment(t.deps.db, sender, { statusCode: -711 });
    const mailed = await insertShipment(t.deps.db, sender, { statusCode: 600 });
    const theirs = await insertShipment(t.deps.db, finance, { statusCode: -711 });
    const s = await as('sender');

    const first = await s.post('/shipments/acknowledge', {
      shipmentIds: [bounced, mailed, theirs],
      message: 'Address corrected, sent again by hand',
    });
    expect(first.status).toBe(200);
    expect(first.body.result.acknowledged).toBe(1);
    const shown = first.body.result.shipments as {
      id: string;
      acknowledged: boolean;
      acknowledgeMessage: string;
    }[];
    expect(shown.map((x) => x.id).sort()).toEqual([bounced, mailed].sort());
    expect(shown.find((x) => x.id === bounced)).toMatchObject({
      acknowledged: true,
      acknowledgeMessage: 'Address corrected, sent again by hand',
    });
    expect(shown.find((x) => x.id === mailed)?.acknowledged).toBe(false);

    // Again: nothing changes, the first message stays.
    const again = await s.post('/shipments/acknowledge', { shipmentIds: [bounced], message: 'again' });
    expect(again.body.result.acknowledged).toBe(0);
    expect(again.body.result.shipments[0].acknowledgeMessage).toBe('Address corrected, sent again by hand');

    // The other OU's shipment is untouched.
    const other = await t.deps.db
      .selectFrom('shipment')
      .select('acknowledged_at')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(other.acknowledged_at).toBeNull();

    const history = (await s.get(`/shipments/${bounced}/revisions`)).body.result.history;
    expect(history).toEqual([
      expect.objectContaining({
        action: 'acknowledge',
        loggedUserLogin: 'sender',
        details: { message: 'Address corrected, sent again by hand' },
      }),
    ]);
    expect(ids((await s.get('/shipments/list?unacknowledged=true')).body)).toEqual([]);
  });

  it('downloads an output file for whoever sees one of its shipments', async () => {
    const file = await insertStoredFile(t.deps, sender, 'print-001.pdf', Buffer.from('%PDF-1.7 letters'));
    await insertShipment(t.deps.db, sender, { statusCode: 300, outputFileId: file });
    const s = await as('sender');
    const download = await s.get(`/shipments/outputFile/${file}`);
    expect(download.status).toBe(200);
    expect(download.raw.body).toBe('%PDF-1.7 letters');
    expect(download.raw.headers['content-disposition']).toContain('print-001.pdf');
    const f = await as('finance-sender');
    expect((await f.get(`/shipments/outputFile/${file}`)).status).toBe(404);
    expect((await s.get('/shipments/outputFile/nothing')).status).toBe(404);
  });
});

describe('GET /deliveries/late', () => {
  it('lists deliveries posted by the date that still have a shipment below the status', async () => {
    // Posted 11-17, one letter still in production: late for "not mailed (600) by 11-18".
    const lateOne = await insertDelivery(t.deps.db, sender, { postDate: '2026-11-17' });
    await insertShipment(t.deps.db, sender, { statusCode: 400, delivery: lateOne });
    await insertShipment(t.deps.db, sender, { statusCode: 610, delivery: lateOne });
    // Posted 11-17, all mailed or beyond, or in error: not late.
    const onTime = await insertDelivery(t.deps.db, sender, { postDate: '2026-11-17' });
    await insertShipment(t.deps.db, sender, { statusCode: 600, delivery: onTime });
    await insertShipment(t.deps.db, sender, { statusCode: -711, delivery: onTime });
    // Posted after the date: not late yet.
    const future = await insertDelivery(t.deps.db, sender, { postDate: '2026-11-19' });
    await insertShipment(t.deps.db, sender, { statusCode: 300, delivery: future });
    // Another OU's late delivery: not the sender's to see.
    const theirs = await insertDelivery(t.deps.db, finance, { postDate: '2026-11-10' });
    await insertShipment(t.deps.db, finance, { statusCode: 300, delivery: theirs });

    const s = await as('sender');
    const late = await s.get('/deliveries/late?latePostDate=2026-11-18&lateStatus=600');
    expect(late.status).toBe(200);
    expect(late.body.result.overflow).toBe(false);
    expect(late.body.result.deliveries).toEqual([
      expect.objectContaining({
        id: lateOne.deliveryId,
        postDate: '2026-11-17',
        lateShipments: 1,
        recipients: 2,
      }),
    ]);
    const count = await s.get('/deliveries/late/count?latePostDate=2026-11-18&lateStatus=600');
    expect(count.body.result).toEqual({ deliveries: 1, shipments: 1 });

    // Delivered (610) as the bar: the mailed letter is late too.
    const count610 = await s.get('/deliveries/late/count?latePostDate=2026-11-18&lateStatus=610');
    expect(count610.body.result).toEqual({ deliveries: 2, shipments: 2 });

    const a = await as('admin');
    expect(
      (await a.get('/deliveries/late/count?latePostDate=2026-11-18&lateStatus=600')).body.result,
    ).toEqual({
      deliveries: 2,
      shipments: 2,
    });

    const bad = await s.get('/deliveries/late?latePostDate=2026-11-18&lateStatus=-711');
    expect(bad.status).toBe(400);
    expect((await s.get('/deliveries/late?lateStatus=600')).status).toBe(400);
  });
});
