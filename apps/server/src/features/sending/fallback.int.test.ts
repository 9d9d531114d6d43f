import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { recordBounce } from './record-bounce';
import {
  advance,
  deliveriesOf,
  depositSample,
  eventsOf,
  orderJob,
  poppler,
  sendingContext,
  shipmentsOf,
  startMailServer,
  useProvider,
  type SendingContext,
} from './testing';

// The "Invoices with customer data" demo service sends by e-mail when the customer has an address, by simple
// mail otherwise; its e-mail channel falls back on -711 (bounced) and -710 (undelivered).

let c: SendingContext;
let mail: Awaited<ReturnType<typeof startMailServer>> | undefined;
afterEach(async () => {
  await c?.t.close();
  await mail?.stop();
  mail = undefined;
});

describe('fallback to the next channel of the sending strategy', () => {
  it('sends a bounced e-mail again as a letter, in a delivery that keeps its fallback origin', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url, SIMULATOR_ERROR_RATE: '0' });
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    await c.t.deps.queue.drain();
    const [emailDelivery, postDelivery] = ['email', 'simple-mail'].map(async (id) =>
      (await deliveriesOf(c, commandId)).find((d) => d.channel_id === id && !d.fallback_origin_id)!,
    );
    const email = (await emailDelivery)!;
    const emails = (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === email.id);
    const [first, second] = emails;

    expect(await recordBounce(c.t.deps, first!.external_id!)).toBe('applied');
    await c.t.deps.queue.drain();

    const fallbacks = (await deliveriesOf(c, commandId)).filter((d) => d.fallback_origin_id !== null);
    expect(fallbacks).toHaveLength(1);
    const fallback = fallbacks[0]!;
    expect(fallback).toMatchObject({
      fallback_origin_id: email.id,
      channel_id: 'simple-mail',
      service_channel_label: 'Simple mail',
      state: 'OUTPUTTED',
    });
    expect(fallback.id).not.toBe((await postDelivery)!.id);
    const letters = (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === fallback.id);
    expect(letters).toHaveLength(1);
    const letter = letters[0]!;
    expect(letter).toMatchObject({
      pack_group_id: first!.pack_group_id,
      status_code: 300,
      external_id: letter.nuid,
    });
    expect(JSON.parse(letter.recipient).mainPostalAddress).toMatch(/\n/);
    const created = (await eventsOf(c, letter.id)).find((e) => e.status_code === 250)!;
    expect(JSON.parse(created.details)).toEqual({ fallbackOf: first!.id, statusCode: -711 });
    expect((await shipmentsOf(c, commandId)).find((s) => s.id === first!.id)!.status_code).toBe(-711);
    // The letter is the invoice, composed for print.
    const stored = await c.t.deps.db
      .selectFrom('stored_file')
      .select('storage_key')
      .where('id', '=', letter.output_file_id!)
      .executeTakeFirstOrThrow();
    const invoice = JSON.parse(first!.metadata).invoiceNumber as string;
    expect(poppler(await buffer(await c.t.deps.files.get(stored.storage_key))).text()).toContain(invoice);

    // The same bounce again changes nothing; another e-mail's bounce joins the same fallback delivery.
    expect(await recordBounce(c.t.deps, first!.external_id!)).toBe('duplicate');
    expect(await recordBounce(c.t.deps, second!.external_id!)).toBe('applied');
    await c.t.deps.queue.drain();
    expect((await deliveriesOf(c, commandId)).filter((d) => d.fallback_origin_id !== null)).toHaveLength(1);
    expect((await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === fallback.id)).toHaveLength(2);
    expect(mail.inbox).toHaveLength(3);

    // The letters go their way with the simulator.
    await advance(c, 1);
    await advance(c, 1);
    await advance(c, 1);
    const ended = (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === fallback.id);
    expect(ended.map((s) => s.status_code)).toEqual([610, 610]);
    const history = await c.t.deps.db
      .selectFrom('history')
      .select(['action', 'details'])
      .where('entity_id', '=', commandId)
      .where('action', '=', 'fallback')
      .execute();
    expect(history.map((h) => JSON.parse(h.details!))).toEqual([
      expect.objectContaining({
        shipmentId: first!.id,
        from: 'E-mail',
        to: 'Simple mail',
        deliveryId: fallback.id,
      }),
      expect.objectContaining({
        shipmentId: second!.id,
        from: 'E-mail',
        to: 'Simple mail',
        deliveryId: fallback.id,
      }),
    ]);
  });

  it('e-mails the simulator bounces go on as letters, which reach their own final status', async () => {
    c = await sendingContext({ SIMULATOR_ERROR_RATE: '1' });
    await useProvider(c, 'email', 'simulator');
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    await c.t.deps.queue.drain();
    await advance(c, 1); // e-mails 700, letters 400
    await advance(c, 1); // e-mails -711 → fallback letters made and handed over
    const deliveries = await deliveriesOf(c, commandId);
    const email = deliveries.find((d) => d.channel_id === 'email')!;
    const fallback = deliveries.find((d) => d.fallback_origin_id === email.id)!;
    expect(fallback).toMatchObject({ channel_id: 'simple-mail' });
    for (let i = 0; i < 4; i++) await advance(c, 1);
    const shipments = await shipmentsOf(c, commandId);
    const byDelivery = (id: string) =>
      shipments.filter((s) => s.delivery_id === id).map((s) => s.status_code);
    expect(byDelivery(email.id)).toEqual([-711, -711, -711]);
    // The simple-mail channel has no fallback statuses: the letters end in error and stay there.
    expect(byDelivery(fallback.id)).toEqual([-614, -614, -614]);
    expect(deliveries.filter((d) => d.fallback_origin_id !== null)).toHaveLength(1);
  });
});
