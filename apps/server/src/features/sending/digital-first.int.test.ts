import { afterEach, describe, expect, it } from 'vitest';
import { serviceSchema } from '@postbridge/domain';
import { sessionToken } from '../../test/factories';
import { attachedEvidenceJson, verifyEvidence } from '../evidence';
import { multipartBody } from '../../test/deposits';
import {
  advance,
  deliveriesOf,
  depositSample,
  eventsOf,
  orderJob,
  sendingContext,
  shipmentsOf,
  startMailServer,
  useProvider,
  type SendingContext,
} from './testing';

// Digital first (issue 18, docs/domain-decisions.md "Digital-first escalation"): the demo invoices service,
// changed as an administrator would in the service editor, sends by e-mail and, for an e-mail not opened within
// 2 working days (Monday to Friday), by registered letter. The test clock starts on Friday 20 November 10:00 UTC.

let c: SendingContext;
let mail: Awaited<ReturnType<typeof startMailServer>> | undefined;
afterEach(async () => {
  await c?.t.close();
  await mail?.stop();
  mail = undefined;
});

/** The invoices service with its e-mail channel escalating after `days` working days to a registered letter. */
async function makeDigitalFirst(days: number): Promise<void> {
  const row = await c.t.deps.db
    .selectFrom('service')
    .select(['id', 'configuration', 'version'])
    .where('name', '=', 'Invoices with customer data')
    .executeTakeFirstOrThrow();
  const service = serviceSchema.parse({ ...JSON.parse(row.configuration), id: row.id });
  const post = service.channels.find((ch) => ch.label === 'Simple mail')!;
  const changed = {
    ...service,
    version: row.version,
    channels: [
      ...service.channels
        .filter((ch) => ch !== post)
        .map((ch) => (ch.label === 'E-mail' ? { ...ch, escalation: { unopenedWorkingDays: days } } : ch)),
      { ...post, id: 'registered-mail', label: 'Registered mail' },
    ],
    sendingStrategy: {
      groups: service.sendingStrategy.groups.map((g) =>
        g.serviceChannels.includes('Simple mail') ? { ...g, serviceChannels: ['Registered mail'] } : g,
      ),
    },
  };
  const admin = await sessionToken(c.t.deps, 'admin');
  const { payload, headers } = multipartBody({ parameters: JSON.stringify(changed) }, []);
  const saved = await c.t.app.inject({
    method: 'POST',
    url: '/api/services',
    payload,
    headers: { ...headers, 'x-auth-token': admin },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The document as the sender reads it (signed in again: days pass on the test clock). */
const shipmentAnswer = async (id: string) => {
  const res = await c.t.app.inject({
    method: 'GET',
    url: `/api/shipments/${id}`,
    headers: { 'x-auth-token': await sessionToken(c.t.deps, 'sender') },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { statusCode: number; escalation: { at: string; to: string } | null };
};

// Sends, composes and prints real letters over several simulated days: longer than the default limit.
describe('digital-first escalation', { timeout: 120_000 }, () => {
  it('sends a registered letter only to the recipient who did not open the e-mail within 2 working days', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url, SIMULATOR_ERROR_RATE: '0' });
    await useProvider(c, 'email', 'smtp', { workingDays: [1, 2, 3, 4, 5] });
    await makeDigitalFirst(2);
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    await c.t.deps.queue.drain();

    const emailDelivery = (await deliveriesOf(c, commandId)).find((d) => d.channel_id === 'email')!;
    const emails = (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === emailDelivery.id);
    expect(emails.length).toBeGreaterThanOrEqual(2);
    expect(emails.map((s) => s.status_code)).toEqual(emails.map(() => 700));
    // Sent on Friday 20 November: two working days later is Tuesday 24 November, same time of day.
    const sent = await shipmentAnswer(emails[0]!.id);
    expect(sent.escalation).toEqual({ at: expect.stringMatching(/^2026-11-24T10:/), to: 'Registered mail' });
    // The timer is a queued task, kept in the database: it outlives a restart of the worker.
    const timers = await c.t.deps.db
      .selectFrom('task')
      .select(['name', 'run_at'])
      .where('name', '=', 'sending.escalate')
      .execute();
    expect(timers).toHaveLength(emails.length);
    expect(timers.every((t) => t.run_at.startsWith('2026-11-24T10:'))).toBe(true);

    // The first recipient opens the e-mail: their mail client fetches its image.
    const [opener, ...silent] = emails;
    const openedMessage = mail.inbox.find((m) => m.html.includes(opener!.id))!;
    const pixel = /src="https?:\/\/[^/"]+(\/api\/tracking\/open\/[^"]+)"/.exec(openedMessage.html)![1]!;
    expect((await c.t.app.inject({ method: 'GET', url: pixel })).statusCode).toBe(200);
    expect(await shipmentAnswer(opener!.id)).toMatchObject({ statusCode: 715, escalation: null });

    // Monday evening: nothing yet.
    await advance(c, (3 * 24 + 8) * 60);
    expect((await deliveriesOf(c, commandId)).filter((d) => d.fallback_origin_id !== null)).toHaveLength(0);
    // Tuesday 10:00 has passed: the unopened ones are "not opened" (711) and go on as registered letters.
    await advance(c, 16 * 60);
    await advance(c, 1);

    const fallbacks = (await deliveriesOf(c, commandId)).filter((d) => d.fallback_origin_id !== null);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatchObject({
      fallback_origin_id: emailDelivery.id,
      channel_id: 'registered-mail',
      service_channel_label: 'Registered mail',
    });
    const all = await shipmentsOf(c, commandId);
    const letters = all.filter((s) => s.delivery_id === fallbacks[0]!.id);
    expect(letters.map((s) => s.pack_group_id).sort()).toEqual(silent.map((s) => s.pack_group_id).sort());
    expect(letters.some((s) => s.pack_group_id === opener!.pack_group_id)).toBe(false);
    for (const s of silent) {
      expect(await shipmentAnswer(s.id)).toMatchObject({ statusCode: 711, escalation: null });
      const escalation = (await eventsOf(c, s.id)).find((e) => e.source === 'escalation')!;
      expect(escalation.status_code).toBe(711);
      expect(JSON.parse(escalation.details)).toMatchObject({ to: 'Registered mail' });
    }
    expect((await shipmentAnswer(opener!.id)).statusCode).toBe(715);

    // Both documents' evidence files, downloaded as the sender would, verify against the instance's published key:
    // the opened e-mail's chain ends at 715, the silent one's at 711 "not opened" by the escalation.
    const key = (await c.t.app.inject({ method: 'GET', url: '/api/evidence/public-key' })).json().result
      .publicKey as string;
    for (const [shipment, last] of [
      [opener!, 715],
      [silent[0]!, 711],
    ] as const) {
      const headers = { 'x-auth-token': await sessionToken(c.t.deps, 'sender') };
      const json = await c.t.app.inject({
        method: 'GET',
        url: `/api/shipments/${shipment.id}/evidence/json`,
        headers,
      });
      expect(json.statusCode, json.body).toBe(200);
      const file = JSON.parse(json.body);
      expect(verifyEvidence(file, { pinnedKey: key })).toMatchObject({ ok: true });
      expect(file.events.at(-1)).toMatchObject({ statusCode: last });
      const pdf = await c.t.app.inject({
        method: 'GET',
        url: `/api/shipments/${shipment.id}/evidence/pdf`,
        headers,
      });
      expect(pdf.statusCode).toBe(200);
      const attached = await attachedEvidenceJson(pdf.rawPayload);
      expect(verifyEvidence(JSON.parse(attached!), { pinnedKey: key })).toMatchObject({ ok: true });
    }

    // A timer that has run does not run again: later days change nothing.
    await advance(c, 3 * 24 * 60);
    expect((await deliveriesOf(c, commandId)).filter((d) => d.fallback_origin_id !== null)).toHaveLength(1);
    expect((await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === fallbacks[0]!.id)).toHaveLength(
      silent.length,
    );
  });

  it('escalates a bounced e-mail at once, and refuses an escalation with nothing after it', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url, SIMULATOR_ERROR_RATE: '0' });
    await useProvider(c, 'email', 'smtp', { fallbackOnStatuses: [] });
    await makeDigitalFirst(3);
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    await c.t.deps.queue.drain();
    const emailDelivery = (await deliveriesOf(c, commandId)).find((d) => d.channel_id === 'email')!;
    const [first] = (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === emailDelivery.id);
    const { recordBounce } = await import('./record-bounce');
    // The channel itself no longer falls back on -711: the service channel's escalation does.
    expect(await recordBounce(c.t.deps, first!.external_id!)).toBe('applied');
    await c.t.deps.queue.drain();
    const fallbacks = (await deliveriesOf(c, commandId)).filter((d) => d.fallback_origin_id !== null);
    expect(fallbacks).toMatchObject([{ channel_id: 'registered-mail' }]);
    expect(await shipmentAnswer(first!.id)).toMatchObject({ statusCode: -711, escalation: null });

    // An escalating channel needs a channel after it in the strategy, and days in range.
    const row = await c.t.deps.db
      .selectFrom('service')
      .select(['id', 'configuration', 'version'])
      .where('name', '=', 'Invoices with customer data')
      .executeTakeFirstOrThrow();
    const service = serviceSchema.parse({ ...JSON.parse(row.configuration), id: row.id });
    const broken = {
      ...service,
      version: row.version,
      channels: service.channels.map((ch) =>
        ch.label === 'E-mail' ? { ...ch, escalation: { unopenedWorkingDays: 40 } } : ch,
      ),
      sendingStrategy: { groups: [{ name: 'Only e-mail', serviceChannels: ['E-mail'] }] },
    };
    const admin = await sessionToken(c.t.deps, 'admin');
    const { payload, headers } = multipartBody({ parameters: JSON.stringify(broken) }, []);
    const refused = await c.t.app.inject({
      method: 'POST',
      url: '/api/services',
      payload,
      headers: { ...headers, 'x-auth-token': admin },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('service.channel.escalationNoNext');
    expect(refused.body).toContain('service.channel.escalationDays');
  });
});
