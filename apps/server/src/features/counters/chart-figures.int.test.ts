import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISPLAY_STATUS_KINDS, type DisplayStatusKind } from '@postbridge/domain';
import { buildJob, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { insertDelivery, insertShipment, insertUser, type Owner } from '../shipments/shipment-fixtures';

// The test clock stands at 2026-11-20T10:00Z (test-database.ts TEST_START).

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

async function charts(login: string, query: string) {
  const token = await sessionToken(t.deps, login);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/counters/charts${query}`,
    headers: { 'x-auth-token': token },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A day's shipments by kind: the kinds named, every other kind 0. */
const kinds = (named: Partial<Record<DisplayStatusKind, number>>) =>
  Object.fromEntries(DISPLAY_STATUS_KINDS.map((kind) => [kind, named[kind] ?? 0]));

/** Letters (pack groups) of a new deposit of `owner` made at `at`, each ordered in the command given or free. */
async function deposit(owner: Owner, at: string, commands: (string | null)[]): Promise<string[]> {
  const jobId = await buildJob(t.deps.db, owner, 'PACK_GROUPS_CREATED', at);
  const storedId = randomUUID();
  await t.deps.db
    .insertInto('stored_file')
    .values({
      id: storedId,
      ou_id: owner.ouId,
      owner_id: owner.id,
      name: 'letters.pdf',
      size: 10,
      sha256: 'test',
      content_type: 'application/pdf',
      file_type: 'pdf',
      storage_key: `inputs/${storedId}`,
      created_at: at,
    })
    .execute();
  const inputId = randomUUID();
  await t.deps.db
    .insertInto('job_input_file')
    .values({ id: inputId, job_id: jobId, stored_file_id: storedId, box_name: 'letters', position: 0 })
    .execute();
  const ids: string[] = [];
  for (const [position, commandId] of commands.entries()) {
    const id = randomUUID();
    await t.deps.db
      .insertInto('pack_group')
      .values({
        id,
        job_id: jobId,
        ou_id: owner.ouId,
        owner_id: owner.id,
        position,
        input_file_id: inputId,
        first_page: position + 1,
        last_page: position + 1,
        state: commandId ? 'ORDERED' : 'CREATED',
        created_at: at,
        command_id: commandId,
      })
      .execute();
    ids.push(id);
  }
  return ids;
}

const ofLetter = (shipmentId: string, packGroupId: string) =>
  t.deps.db
    .updateTable('shipment')
    .set({ pack_group_id: packGroupId })
    .where('id', '=', shipmentId)
    .execute();

async function seed() {
  const d18 = '2026-11-18T08:00:00.000Z';
  const d19 = '2026-11-19T08:00:00.000Z';
  // Posted 11-18 by post: one letter delivered, one still in production (so the delivery is late).
  const mail = await insertDelivery(t.deps.db, sender, { postDate: '2026-11-18', at: d18 });
  const delivered = await insertShipment(t.deps.db, sender, { statusCode: 610, at: d18, delivery: mail });
  const inProduction = await insertShipment(t.deps.db, sender, { statusCode: 400, at: d18, delivery: mail });
  // Two e-mail deliveries posted 11-19: a bounce and an opened mail; a sent mail late in the UTC day, and a
  // cancellation the next day (-900: neither an error nor late).
  const email = await insertDelivery(t.deps.db, sender, {
    postDate: '2026-11-19',
    at: d19,
    channelId: 'email',
  });
  const bounced = await insertShipment(t.deps.db, sender, { statusCode: -711, at: d19, delivery: email });
  await insertShipment(t.deps.db, sender, { statusCode: 715, at: d19, delivery: email });
  const lateEvening = '2026-11-19T23:30:00.000Z';
  const email2 = await insertDelivery(t.deps.db, sender, {
    postDate: '2026-11-19',
    at: lateEvening,
    channelId: 'email',
  });
  const sent = await insertShipment(t.deps.db, sender, {
    statusCode: 700,
    at: lateEvening,
    delivery: email2,
  });
  await insertShipment(t.deps.db, sender, {
    statusCode: -900,
    at: '2026-11-20T07:00:00.000Z',
    delivery: email2,
  });
  // Before the period: neither its shipment nor its lateness count.
  const old = await insertDelivery(t.deps.db, sender, {
    postDate: '2026-11-10',
    at: '2026-11-10T08:00:00.000Z',
  });
  await insertShipment(t.deps.db, sender, { statusCode: 300, at: '2026-11-10T08:00:00.000Z', delivery: old });
  // An SMS to be posted after today: created today, not late yet.
  const sms = await insertDelivery(t.deps.db, sender, {
    postDate: '2026-11-22',
    at: '2026-11-20T09:00:00.000Z',
    channelId: 'sms',
  });
  await insertShipment(t.deps.db, sender, { statusCode: 250, at: '2026-11-20T09:00:00.000Z', delivery: sms });

  // Four letters deposited 11-18: delivered; ordered, in production; bounced then sent by mail; not ordered.
  const [p1, p2, p3] = await deposit(sender, d18, [mail.commandId, mail.commandId, email.commandId, null]);
  await ofLetter(delivered, p1!);
  await ofLetter(inProduction, p2!);
  await ofLetter(bounced, p3!);
  await ofLetter(sent, p3!);
  // A letter deposited before the period, ordered: not counted.
  await deposit(sender, '2026-11-10T08:00:00.000Z', [old.commandId]);

  // Another OU: a late delivery posted 11-18 and a letter deposited that day.
  const theirs = await insertDelivery(t.deps.db, finance, { postDate: '2026-11-18', at: d18 });
  const theirShipment = await insertShipment(t.deps.db, finance, {
    statusCode: 400,
    at: d18,
    delivery: theirs,
  });
  const [theirLetter] = await deposit(finance, d18, [theirs.commandId]);
  await ofLetter(theirShipment, theirLetter!);
}

describe('GET /counters/charts', () => {
  it('answers every day of the period with the figures the caller may see', async () => {
    await seed();
    const s = await charts('sender', '?fromDate=2026-11-17&toDate=2026-11-20');
    expect(s.status).toBe(200);
    expect(s.body.result).toEqual({
      fromDate: '2026-11-17',
      toDate: '2026-11-20',
      days: [
        { day: '2026-11-17', shipments: kinds({}), errors: 0, late: 0 },
        { day: '2026-11-18', shipments: kinds({ ok: 1, processing: 1 }), errors: 0, late: 1 },
        { day: '2026-11-19', shipments: kinds({ error: 1, opened: 1, left: 1 }), errors: 1, late: 0 },
        { day: '2026-11-20', shipments: kinds({ neutral: 1, processing: 1 }), errors: 0, late: 0 },
      ],
      channels: [
        { channel: 'EMAIL', deliveries: 2 },
        { channel: 'POSTAL_MAIL', deliveries: 1 },
        { channel: 'SMS', deliveries: 1 },
      ],
      funnel: { deposited: 4, ordered: 3, sent: 2, delivered: 1 },
    });

    // The super administrator sees the other OU's letter and late delivery too.
    const a = await charts('admin', '?fromDate=2026-11-17&toDate=2026-11-20');
    expect(a.body.result.days[1]).toEqual({
      day: '2026-11-18',
      shipments: kinds({ ok: 1, processing: 2 }),
      errors: 0,
      late: 2,
    });
    expect(a.body.result.channels).toContainEqual({ channel: 'POSTAL_MAIL', deliveries: 2 });
    expect(a.body.result.funnel).toEqual({ deposited: 5, ordered: 4, sent: 2, delivered: 1 });

    // targetOUId narrows to that OU.
    const financeOu = finance.ouId;
    const f = await charts('admin', `?fromDate=2026-11-17&toDate=2026-11-20&targetOUId=${financeOu}`);
    expect(f.body.result.days.map((d: { late: number }) => d.late)).toEqual([0, 1, 0, 0]);
    expect(f.body.result.channels).toEqual([{ channel: 'POSTAL_MAIL', deliveries: 1 }]);
    expect(f.body.result.funnel).toEqual({ deposited: 1, ordered: 1, sent: 0, delivered: 0 });
  });

  it("covers the caller's search range by default, ending today", async () => {
    const s = await charts('sender', '');
    expect(s.status).toBe(200);
    expect(s.body.result.days).toHaveLength(32);
    expect(s.body.result.days[0].day).toBe('2026-10-20');
    expect(s.body.result.days.at(-1)).toEqual({
      day: '2026-11-20',
      shipments: kinds({}),
      errors: 0,
      late: 0,
    });
    expect(s.body.result.funnel).toEqual({ deposited: 0, ordered: 0, sent: 0, delivered: 0 });
  });

  it('refuses a period longer than the search range allows', async () => {
    const longest = await charts('sender', '?fromDate=2026-10-01&toDate=2026-11-01');
    expect(longest.body.result.days).toHaveLength(32);
    const tooLong = await charts('sender', '?fromDate=2026-09-30&toDate=2026-11-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ code: -2, field: 'querystring.fromDate' });
  });
});

describe("GET /deliveries/list?channelType= (a channel's slice opens it)", () => {
  it("lists the period's deliveries through channels of that type only, within the caller's scope", async () => {
    const at = '2026-11-18T08:00:00.000Z';
    const email = await insertDelivery(t.deps.db, sender, { at, channelId: 'email' });
    await insertDelivery(t.deps.db, sender, { at, channelId: 'simple-mail' });
    await insertDelivery(t.deps.db, finance, { at, channelId: 'email' });
    const token = await sessionToken(t.deps, 'sender');
    const list = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/deliveries/list${query}`,
          headers: { 'x-auth-token': token },
        })
      ).json();
    const emails = await list('?fromDate=2026-11-17&toDate=2026-11-20&channelType=EMAIL');
    expect(emails.result.deliveries.map((d: { id: string }) => d.id)).toEqual([email.deliveryId]);
    expect((await list('?channelType=SMS')).result.deliveries).toEqual([]);
    expect((await list('?channelType=FAX')).error).toMatchObject({
      code: -2,
      field: 'querystring.channelType',
    });
  });
});
