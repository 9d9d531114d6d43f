import { serviceSchema } from '@postbridge/domain';
import smpp, { type Server } from 'smpp';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sessionToken } from '../../test/factories';
import { closeSmppLinks } from './providers/smpp/links';
import { deliver, receiptText, startTestSmsc, type Submitted } from './providers/smpp/test-smsc';
import { SEND_COMMAND_TASK, SMPP_WATCH_TASK } from './tasks';
import {
  advance,
  commandOf,
  depositSample,
  eventsOf,
  orderJob,
  sendingContext,
  shipmentsOf,
  useProvider,
  type SendingContext,
} from './testing';

// SMS over SMPP 3.4 (issue 18): the "Invoices with customer data" service texts the customers who have a phone
// number through the seeded SMS channel, carried by the `smpp` provider, to a real SMPP server started here with
// the smpp package (providers/smpp/test-smsc.ts).

const TAIL =
  ', your invoice is available in your customer area. It can be paid by card or by transfer within 30 days; ' +
  'for any question, answer this message or call us on weekdays from 9 to 18.';

let c: SendingContext;
let server: Server | null = null;
afterEach(async () => {
  if (c) await closeSmppLinks(c.t.deps);
  await c?.t.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
});

/** A test SMS centre, closed after the test. */
async function startSmsc(...args: Parameters<typeof startTestSmsc>) {
  const smsc = await startTestSmsc(...args);
  server = smsc.server;
  return smsc;
}

/** An SMS centre on 127.0.0.1: binds `pb`/`secret1`, answers each submit_sm with `answer` (default: accepted). */
type ServiceInput = z.input<typeof serviceSchema>;

/** The invoices service texts those with a phone (message "Bonjour <customer><TAIL>"), and posts the others. */
async function smsService(): Promise<void> {
  const row = await c.t.deps.db
    .selectFrom('service')
    .select(['id', 'configuration'])
    .where('name', '=', 'Invoices with customer data')
    .executeTakeFirstOrThrow();
  const service = JSON.parse(row.configuration) as ServiceInput;
  const phone = { kind: 'dataFileValue', column: 'phone', boxName: 'customers' } as const;
  service.channels!.push({
    id: 'sms',
    label: 'SMS',
    shipmentRequirements: [
      { kind: 'recipient', name: 'recipientPhone', type: 'phone', validation: 'phoneNumber', content: phone },
      {
        kind: 'sender',
        name: 'message',
        type: 'text',
        content: {
          kind: 'concat',
          operands: [
            { kind: 'constant', value: 'Bonjour ' },
            { kind: 'dataFileValue', column: 'customer', boxName: 'customers' },
            { kind: 'constant', value: TAIL },
          ],
        },
      },
    ],
  });
  service.sendingStrategy = {
    groups: [
      {
        name: 'By SMS',
        serviceChannels: ['SMS'],
        additionalCondition: { kind: 'not', condition: { kind: 'empty', operand: phone } },
      },
      { name: 'By post', serviceChannels: ['Simple mail'] },
    ],
  };
  await c.t.deps.db
    .updateTable('service')
    .set({ configuration: JSON.stringify(serviceSchema.parse(service)) })
    .where('id', '=', row.id)
    .execute();
}

async function order(env: Record<string, string>) {
  c = await sendingContext(env);
  await useProvider(c, 'sms', 'smpp');
  await smsService();
  const commandId = await orderJob(c, await depositSample(c, 'invoices'));
  await c.t.deps.queue.drain();
  return commandId;
}

const smsShipments = async (commandId: string) =>
  (await shipmentsOf(c, commandId)).filter((s) => s.channel_id === 'sms');
const partsOf = (shipmentId: string) =>
  c.t.deps.db
    .selectFrom('smpp_part')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('part_number')
    .execute();

describe('SMS over SMPP', { timeout: 120_000 }, () => {
  it('submits each SMS as concatenated parts over a bound session; receipts move them to 710 / -710, once', async () => {
    const smsc = await startSmsc();
    const id = await order({ SMPP_PROVIDERS: `sms=${smsc.url}` });
    expect(smsc.binds).toEqual([{ system_id: 'pb', password: 'secret1' }]);

    // Chloé, Léa and Hugo have a phone: each text (Bonjour <name>… , GSM 03.38, over 160) goes as 2 parts.
    const shipments = await smsShipments(id);
    expect(shipments).toHaveLength(3);
    expect(smsc.submitted).toHaveLength(6);
    const byDest = new Map<string, Submitted[]>();
    for (const s of smsc.submitted) byDest.set(s.dest, [...(byDest.get(s.dest) ?? []), s]);
    expect([...byDest.keys()].sort()).toEqual(['33561000000', '33612345678', '33698765432']);
    const names: Record<string, string> = {
      '33612345678': 'Chloé Lambert',
      '33698765432': 'Léa Fournier',
      '33561000000': 'Hugo Bonnet',
    };
    for (const [dest, parts] of byDest) {
      expect(parts.map((p) => [p.count, p.seq])).toEqual([
        [2, 1],
        [2, 2],
      ]);
      expect(new Set(parts.map((p) => p.ref)).size).toBe(1);
      for (const p of parts) {
        expect(p.pdu).toMatchObject({
          registered_delivery: 1,
          data_coding: 0,
          dest_addr_ton: 1,
          dest_addr_npi: 1,
        });
        expect(Number(p.pdu.esm_class) & 0x40).toBe(0x40);
      }
      expect(parts[0]!.text).toHaveLength(153);
      expect(parts.map((p) => p.text).join('')).toBe(`Bonjour ${names[dest]}${TAIL}`);
    }

    // Sent (700) under the first part's message id; the parts keep their ids.
    for (const s of shipments) {
      const parts = await partsOf(s.id);
      expect(parts.map((p) => p.state)).toEqual(['accepted', 'accepted']);
      expect(s).toMatchObject({ status_code: 700, external_id: parts[0]!.message_id, next_attempt_at: null });
    }
    expect((await commandOf(c, id)).state).toBe('OUTPUTTED');

    const shipmentTo = async (dest: string) => {
      const ids = byDest.get(dest)!.map((p) => p.id);
      const part = await c.t.deps.db
        .selectFrom('smpp_part')
        .select('shipment_id')
        .where('message_id', '=', ids[0]!)
        .executeTakeFirstOrThrow();
      return { shipmentId: part.shipment_id, ids };
    };
    // The work process stops: its session is unbound. Started again, the watch binds one at once, since receipts
    // are owed; and when the centre drops the connection, the session is bound again.
    await closeSmppLinks(c.t.deps);
    expect(smsc.unbinds).toHaveLength(1);
    await c.t.deps.queue.enqueue(SMPP_WATCH_TASK, {});
    await c.t.deps.queue.drain();
    expect(smsc.binds).toHaveLength(2);
    smsc.sessions.at(-1)!.socket.destroy();
    for (let i = 0; i < 100 && smsc.binds.length < 3; i++) await new Promise((r) => setTimeout(r, 100));
    expect(smsc.binds).toHaveLength(3);

    const chloe = await shipmentTo('33612345678');
    const lea = await shipmentTo('33698765432');
    const hugo = await shipmentTo('33561000000');
    const statusOf = async (shipmentId: string) =>
      (
        await c.t.deps.db
          .selectFrom('shipment')
          .select('status_code')
          .where('id', '=', shipmentId)
          .executeTakeFirstOrThrow()
      ).status_code;

    // Chloé: an intermediate receipt changes nothing; both parts delivered (text, then TLVs) → 710.
    expect(await smsc.receipt({ short_message: receiptText(chloe.ids[0]!, 'ENROUTE') })).toBe(0);
    expect(await statusOf(chloe.shipmentId)).toBe(700);
    expect(await smsc.receipt({ short_message: receiptText(chloe.ids[0]!, 'DELIVRD') })).toBe(0);
    expect(await statusOf(chloe.shipmentId)).toBe(700);
    expect(
      await smsc.receipt({ receipted_message_id: chloe.ids[1]!, message_state: 2, short_message: '' }),
    ).toBe(0);
    expect(await statusOf(chloe.shipmentId)).toBe(710);

    // Léa: one part undelivered → -710. Hugo: rejected by the network → -712 blocked.
    expect(await smsc.receipt({ short_message: receiptText(lea.ids[0]!, 'DELIVRD') })).toBe(0);
    expect(await smsc.receipt({ short_message: receiptText(lea.ids[1]!, 'UNDELIV', '001') })).toBe(0);
    expect(await statusOf(lea.shipmentId)).toBe(-710);
    expect(await smsc.receipt({ short_message: receiptText(hugo.ids[0]!, 'REJECTD', '011') })).toBe(0);
    expect(await statusOf(hugo.shipmentId)).toBe(-712);

    // Replayed receipts (the centre did not hear the answer): one status change each.
    expect(
      await smsc.receipt({ receipted_message_id: chloe.ids[1]!, message_state: 2, short_message: '' }),
    ).toBe(0);
    expect(await smsc.receipt({ short_message: receiptText(lea.ids[1]!, 'UNDELIV', '001') })).toBe(0);
    expect(await smsc.receipt({ short_message: receiptText(lea.ids[1]!, 'DELIVRD') })).toBe(0);
    const changes = async (shipmentId: string, code: number) =>
      (await eventsOf(c, shipmentId)).filter((e) => e.status_code === code && e.source === 'smpp');
    expect(await changes(chloe.shipmentId, 710)).toHaveLength(1);
    expect(await changes(lea.shipmentId, -710)).toHaveLength(1);
    expect(await statusOf(lea.shipmentId)).toBe(-710);
    expect(await partsOf(lea.shipmentId)).toMatchObject([
      { receipt_state: 'DELIVRD' },
      { receipt_state: 'UNDELIV', receipt_error: '001' },
    ]);
    // A receipt of an unknown message, and a message from a handset, are answered and change nothing.
    expect(await smsc.receipt({ short_message: receiptText('nope', 'DELIVRD') })).toBe(0);
    expect(await smsc.receipt({ esm_class: 0, short_message: 'STOP' })).toBe(0);

    // Another pass sends nothing more.
    await c.t.deps.queue.enqueue(SEND_COMMAND_TASK, { commandId: id });
    await advance(c, 60);
    expect(smsc.submitted).toHaveLength(6);
  });

  it('answers the receipts a centre sends in the same turn as its answer to the bind', async () => {
    const answered: Promise<number>[] = [];
    const smsc = await startSmsc(undefined, (session) => {
      answered.push(deliver(session, { short_message: receiptText('kept-1', 'DELIVRD') }));
      answered.push(deliver(session, { short_message: receiptText('kept-2', 'UNDELIV', '001') }));
    });
    await order({ SMPP_PROVIDERS: `sms=${smsc.url}` });
    expect(smsc.binds).toHaveLength(1);
    expect(smsc.submitted).toHaveLength(6);
    // Receipts of messages it does not know (sent before a reinstall, say): answered, nothing changed.
    expect(await Promise.all(answered)).toEqual([0, 0]);
  });

  it('retries a throttled part on the session, and refuses a number the centre refuses (-613)', async () => {
    let throttled = 0;
    const smsc = await startSmsc((s) => {
      if (s.dest === '33612345678' && s.seq === 2 && throttled < 2) {
        throttled++;
        return smpp.errors.ESME_RTHROTTLED!;
      }
      return s.dest === '33561000000' ? smpp.errors.ESME_RINVDSTADR! : 0;
    });
    const id = await order({ SMPP_PROVIDERS: `sms=${smsc.url}` });
    expect(throttled).toBe(2);
    // Every part of Chloé and Léa accepted once.
    expect(smsc.submitted.map((s) => `${s.dest}/${s.seq}`).sort()).toEqual([
      '33612345678/1',
      '33612345678/2',
      '33698765432/1',
      '33698765432/2',
    ]);
    const shipments = await smsShipments(id);
    const refused = shipments.filter((s) => s.status_code === -613);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.last_error).toBe('The SMS centre refused part 1 of 2: ESME_RINVDSTADR (0x0000000b).');
    expect(shipments.filter((s) => s.status_code === 700)).toHaveLength(2);
  });

  it('takes the SMS centre set in System: smpp://system_id@host:port, the secret as the SMPP password', async () => {
    const smsc = await startSmsc();
    c = await sendingContext();
    await useProvider(c, 'sms', 'smpp');
    await smsService();
    const admin = await sessionToken(c.t.deps, 'admin');
    const save = (body: object) =>
      c.t.app.inject({
        method: 'POST',
        url: '/api/channels/sms/provider',
        headers: { 'x-auth-token': admin },
        payload: { version: 0, ...body },
      });
    // Refused at their fields: a password in the address, an https address, a password SMPP cannot carry, a
    // generated one.
    for (const [body, field, labelId] of [
      [
        { endpoint: `smpp://pb:secret1@127.0.0.1:${smsc.port}` },
        'body.endpoint',
        'system.provider.error.smppEndpoint',
      ],
      [{ endpoint: 'https://smsc.example.net' }, 'body.endpoint', 'system.provider.error.smppEndpoint'],
      [{ secret: 'much-too-long' }, 'body.secret', 'system.provider.error.smppPassword'],
      [{ generateSecret: true }, 'body.secret', 'system.provider.error.smppGenerate'],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ field, labelId });
    }
    const saved = await save({ endpoint: `smpp://pb@127.0.0.1:${smsc.port}?source=ACME`, secret: 'secret1' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ providerName: 'smpp', secretSet: true });

    const id = await orderJob(c, await depositSample(c, 'invoices'));
    await c.t.deps.queue.drain();
    expect(smsc.binds).toEqual([{ system_id: 'pb', password: 'secret1' }]);
    expect(smsc.submitted).toHaveLength(6);
    expect(smsc.submitted[0]!.pdu).toMatchObject({ source_addr: 'ACME', source_addr_ton: 5 });
    expect((await smsShipments(id)).map((s) => s.status_code)).toEqual([700, 700, 700]);
  });

  it('never submits a part again after a worker stopped without its answer: sent, unconfirmed', async () => {
    const smsc = await startSmsc();
    c = await sendingContext({ SMPP_PROVIDERS: `sms=${smsc.url}` });
    await useProvider(c, 'sms', 'smpp');
    await smsService();
    const { sendCommand } = await import('./send-command');
    let died = false;
    c.t.deps.queue.handle(SEND_COMMAND_TASK, (payload) =>
      sendCommand(c.t.deps, payload.commandId, {
        afterAccept: () => {
          if (died) return;
          died = true;
          throw new Error('worker killed');
        },
      }),
    );
    const id = await orderJob(c, await depositSample(c, 'invoices'));
    await c.t.deps.queue.drain();
    expect(smsc.submitted).toHaveLength(2);
    // A part left without its answer being recorded (the worker stopped while the centre had it).
    const first = (await smsShipments(id)).find((s) => s.external_id !== null && s.status_code === 300)!;
    await c.t.deps.db
      .updateTable('smpp_part')
      .set({ state: 'submitting', message_id: null })
      .where('shipment_id', '=', first.id)
      .where('part_number', '=', 2)
      .execute();
    await advance(c, 1);
    expect(smsc.submitted).toHaveLength(6);
    // Lease over: resolved without sending again.
    await advance(c, 6);
    expect(smsc.submitted).toHaveLength(6);
    const resolved = (await smsShipments(id)).find((s) => s.id === first.id)!;
    expect(resolved.status_code).toBe(700);
    const sent = (await eventsOf(c, first.id)).filter((e) => e.status_code === 700);
    expect(sent.map((e) => JSON.parse(e.details))).toMatchObject([
      { unconfirmed: true, unansweredParts: [2] },
    ]);
  });
});
