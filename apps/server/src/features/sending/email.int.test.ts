import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDeliveryContext } from './delivery-context';
import { processCommand } from './process-command';
import { messageIdOf } from './providers/smtp';
import { commandById } from './queries';
import { sendCommand } from './send-command';
import { sendLedgerOf } from './send-ledger';
import { SEND_COMMAND_TASK } from './tasks';
import {
  advance,
  commandOf,
  deliveriesOf,
  depositSample,
  eventsOf,
  orderJob,
  poppler,
  sendingContext,
  shipmentsOf,
  startMailServer,
  type SendingContext,
} from './testing';

// E-mails of the "Invoices with customer data" demo service (samples/invoices.zip): three of the five customers
// have an e-mail address and get their invoice by e-mail; the two others go by simple mail (simulator).

let c: SendingContext;
let mail: Awaited<ReturnType<typeof startMailServer>>;
afterEach(async () => {
  await c?.t.close();
  await mail?.stop();
});

const emailShipments = async (commandId: string) => {
  const email = (await deliveriesOf(c, commandId)).find((d) => d.channel_id === 'email')!;
  return (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === email.id);
};

describe('e-mail over SMTP', () => {
  it('sends each invoice once, with its subject, Message-ID and the PDF under its attachment name', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url, MAIL_FROM: 'Demo Company <invoices@demo.example>' });
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    await c.t.deps.queue.drain();

    expect(mail.inbox).toHaveLength(3);
    expect(mail.inbox.map((m) => m.to[0]).sort()).toEqual([
      'chloe.lambert@example.org',
      'lea.fournier@example.org',
      'theo.girard@example.org',
    ]);
    const shipments = await emailShipments(commandId);
    for (const message of mail.inbox) {
      const invoice = /INV-\d{4}-\d{4}/.exec(message.subject)?.[0];
      expect(message.subject).toBe(`Your invoice ${invoice}`);
      expect(message.attachments).toHaveLength(1);
      const [attachment] = message.attachments;
      expect(attachment).toMatchObject({ filename: `${invoice}.pdf`, mimeType: 'application/pdf' });
      const pdf = poppler(attachment!.content);
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.text()).toContain(invoice);
      const shipment = shipments.find((s) => messageIdOf(s.id, 'x@demo.example') === message.messageId);
      expect(shipment, `a shipment for ${message.messageId}`).toBeDefined();
      expect(shipment).toMatchObject({ status_code: 700, external_id: message.messageId, attempts: 1 });
    }
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
    expect((await deliveriesOf(c, commandId)).map((d) => [d.service_channel_label, d.state]).sort()).toEqual([
      ['E-mail', 'OUTPUTTED'],
      ['Simple mail', 'OUTPUTTED'],
    ]);
    const groups = await c.t.deps.db
      .selectFrom('pack_group')
      .select('state')
      .where('command_id', '=', commandId)
      .execute();
    expect(groups.map((g) => g.state)).toEqual(Array(5).fill('SHIPMENT_ASSOCIATED'));
    const events = await eventsOf(c, shipments[0]!.id);
    expect(events.map((e) => [e.status_code, e.source])).toEqual([
      [250, 'worker'],
      [300, 'worker'],
      [700, 'smtp'],
    ]);

    // The event log (what webhooks deliver) has the command's steps and each e-mail leaving.
    const hooks = (
      await c.t.deps.db.selectFrom('event').select(['type', 'data']).orderBy('seq').execute()
    ).map((e) => ({
      type: e.type,
      data: JSON.parse(e.data) as { state?: string; previousState?: string; statusCode?: number },
    }));
    const steps = hooks
      .filter((h) => h.type === 'command.state')
      .map((h) => [h.data.previousState, h.data.state]);
    expect(steps).toHaveLength(3);
    expect(steps).toEqual(
      expect.arrayContaining([
        ['VALIDATED', 'PROCESSING'],
        ['PROCESSING', 'READY'],
        ['READY', 'OUTPUTTED'],
      ]),
    );
    expect(hooks.filter((h) => h.type === 'shipment.status' && h.data.statusCode === 700)).toHaveLength(3);

    // The task run again, and the processing too: nothing more is sent.
    await c.t.deps.queue.enqueue(SEND_COMMAND_TASK, { commandId });
    await processCommand(c.t.deps, commandId);
    await advance(c, 10);
    expect(mail.inbox).toHaveLength(3);
  });

  it('retries while the SMTP server is down, shows the retry, then delivers each e-mail exactly once', async () => {
    mail = await startMailServer();
    await mail.stop();
    c = await sendingContext({ SMTP_URL: mail.url, SEND_RETRY_BASE_SECONDS: '60' });
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    await c.t.deps.queue.drain();

    const start = c.t.clock.now().getTime();
    let shipments = await emailShipments(commandId);
    for (const s of shipments) {
      expect(s).toMatchObject({ status_code: 300, external_id: null, attempts: 1 });
      expect(s.last_error).toMatch(/SMTP server unreachable/);
      expect(Date.parse(s.next_attempt_at!)).toBe(start + 60_000);
    }
    expect((await commandOf(c, commandId)).state).toBe('OUTPUT_ERROR');
    expect((await deliveriesOf(c, commandId)).find((d) => d.channel_id === 'email')!.state).toBe(
      'OUTPUT_ERROR',
    );
    // The sender sees the retry in the shipments list.
    const listed = await c.t.app.inject({
      method: 'GET',
      url: `/api/shipments/${shipments[0]!.id}/revisions`,
      headers: { 'x-auth-token': c.token },
    });
    expect(listed.statusCode).toBe(200);
    const shown = (
      await c.t.app.inject({
        method: 'GET',
        url: '/api/shipments/list?fromDate=2026-11-01&toDate=2026-11-30',
        headers: { 'x-auth-token': c.token },
      })
    ).json().result.shipments as {
      id: string;
      attempts: number;
      nextAttemptAt: string | null;
      lastError: string;
    }[];
    expect(shown.find((s) => s.id === shipments[0]!.id)).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date(start + 60_000).toISOString(),
      lastError: expect.stringMatching(/SMTP server unreachable/),
    });

    await advance(c, 1);
    shipments = await emailShipments(commandId);
    // Exponential backoff: the second failure waits twice as long.
    for (const s of shipments) {
      expect(s.attempts).toBe(2);
      expect(Date.parse(s.next_attempt_at!)).toBe(start + 60_000 + 120_000);
    }
    expect(mail.inbox).toHaveLength(0);

    await mail.start();
    await advance(c, 2);
    expect(mail.inbox).toHaveLength(3);
    shipments = await emailShipments(commandId);
    for (const s of shipments) {
      expect(s).toMatchObject({ status_code: 700, attempts: 3, next_attempt_at: null, last_error: null });
    }
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
    const history = await c.t.deps.db
      .selectFrom('history')
      .select(['action', 'state'])
      .where('entity_id', '=', commandId)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.action)).toEqual(['process', 'complete', 'failOutput', 'output']);

    await advance(c, 60);
    expect(mail.inbox).toHaveLength(3);
  });

  it('never sends twice when the worker dies between the server accepting a message and recording it', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url });
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    // The worker "dies" right after the server accepted the first e-mail, before anything is committed.
    dieOnce(c, 'afterAccept');
    await c.t.deps.queue.drain();
    expect(mail.inbox).toHaveLength(1);
    const first = mail.inbox[0]!.messageId;

    // The task is retried: the shipment in doubt is left alone while its hand-over lease runs; the others go.
    await advance(c, 1);
    expect(mail.inbox).toHaveLength(3);
    let inDoubt = (await emailShipments(commandId)).find((s) => s.external_id === first)!;
    expect(inDoubt).toMatchObject({ status_code: 300 });
    expect((await commandOf(c, commandId)).state).toBe('READY');

    // Once the lease is over it is resolved without sending it again: sent, unconfirmed.
    await advance(c, 6);
    inDoubt = (await emailShipments(commandId)).find((s) => s.external_id === first)!;
    expect(inDoubt).toMatchObject({ status_code: 700, next_attempt_at: null });
    const sent = (await eventsOf(c, inDoubt.id)).find((e) => e.status_code === 700)!;
    expect(JSON.parse(sent.details)).toMatchObject({ unconfirmed: true, messageId: first });
    expect(mail.inbox).toHaveLength(3);
    expect(new Set(mail.inbox.map((m) => m.messageId)).size).toBe(3);
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
  });

  it('sends again, once, an e-mail whose worker died before the end of its data', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url });
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    // The worker "dies" once the first e-mail's data is written, before the final dot: the server drops it.
    dieOnce(c, 'beforeDataEnd');
    await c.t.deps.queue.drain();
    expect(mail.inbox).toHaveLength(2);
    const claimed = (await emailShipments(commandId)).find(
      (s) => s.status_code === 300 && s.external_id !== null,
    )!;
    expect(claimed.hand_over_complete_at).toBeNull();

    // Once the lease is over the claim is known never to have reached the server: it is sent, once.
    await advance(c, 6);
    const shipments = await emailShipments(commandId);
    expect(shipments.map((s) => s.status_code)).toEqual([700, 700, 700]);
    expect(mail.inbox).toHaveLength(3);
    expect(new Set(mail.inbox.map((m) => m.to.join())).size).toBe(3);
    const again = shipments.find((s) => s.id === claimed.id)!;
    const sent = (await eventsOf(c, again.id)).find((e) => e.status_code === 700)!;
    expect(JSON.parse(sent.details)).not.toHaveProperty('unconfirmed');
    expect(mail.inbox.map((m) => m.messageId)).toContain(again.external_id);
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
  });

  it('releases a claim in doubt only as it was read: two passes never both send it', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url });
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    dieOnce(c, 'beforeDataEnd');
    await c.t.deps.queue.drain();
    const seen = (await emailShipments(commandId)).find(
      (s) => s.status_code === 300 && s.external_id !== null,
    )!;
    const command = (await commandById(c.t.deps.db, commandId))!;
    const delivery = (await deliveriesOf(c, commandId)).find((d) => d.id === seen.delivery_id)!;
    const ledger = sendLedgerOf(await loadDeliveryContext(c.t.deps, command, delivery));

    // Two passes read the same claim in doubt. The first releases it and claims it again for its resend…
    expect(await ledger.releaseInDoubt(seen, 'The worker stopped before the message was complete.')).toBe(
      true,
    );
    expect(await ledger.claim(seen, seen.external_id!, new Date(Date.now() + 60_000))).toBe(true);
    const claimed = (await emailShipments(commandId)).find((s) => s.id === seen.id)!;
    // …the second, late, finds that claim no longer the one it read, and leaves it to its owner.
    expect(await ledger.releaseInDoubt(seen, 'The worker stopped before the message was complete.')).toBe(
      false,
    );
    expect((await emailShipments(commandId)).find((s) => s.id === seen.id)).toEqual(claimed);
    // Nor is a claim noted complete meanwhile released: its message may be with the server.
    expect(await ledger.complete(claimed, claimed.external_id!)).toBe(true);
    const complete = (await emailShipments(commandId)).find((s) => s.id === seen.id)!;
    expect(await ledger.releaseInDoubt(complete, 'late')).toBe(false);
    expect((await emailShipments(commandId)).find((s) => s.id === seen.id)).toMatchObject({
      external_id: seen.external_id,
      hand_over_complete_at: complete.hand_over_complete_at,
    });
  });

  it('writes .eml files to DATA_DIR/outbox when SMTP_URL is unset', async () => {
    c = await sendingContext();
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    await c.t.deps.queue.drain();
    const outbox = path.join(c.t.deps.config.dataDir, 'outbox');
    const shipments = await emailShipments(commandId);
    expect(fs.readdirSync(outbox).sort()).toEqual(shipments.map((s) => `${s.id}.eml`).sort());
    for (const s of shipments) {
      const eml = fs.readFileSync(path.join(outbox, `${s.id}.eml`), 'utf8');
      expect(eml).toContain(`Message-ID: ${s.external_id}`);
      expect(eml).toMatch(/filename=INV-\d{4}-\d{4}\.pdf/);
      expect(s.status_code).toBe(700);
    }
  });

  it('sends nothing for a command cancelled before its e-mails went out', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url });
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));
    await processCommand(c.t.deps, commandId);
    expect((await commandOf(c, commandId)).state).toBe('READY');
    await c.t.deps.db
      .updateTable('delivery_command')
      .set({ state: 'CANCELLED' })
      .where('id', '=', commandId)
      .execute();
    await c.t.deps.queue.drain();
    expect(mail.inbox).toHaveLength(0);
    expect(
      (await emailShipments(commandId)).every((s) => s.status_code === 300 && s.external_id === null),
    ).toBe(true);
  });
});

/** The send task's worker "dies" (throws) the first time it reaches `where`, then runs normally. */
function dieOnce(c: SendingContext, where: 'afterAccept' | 'beforeDataEnd'): void {
  let died = false;
  c.t.deps.queue.handle(SEND_COMMAND_TASK, (payload) =>
    sendCommand(c.t.deps, (payload as { commandId: string }).commandId, {
      [where]: () => {
        if (died) return;
        died = true;
        throw new Error('worker killed');
      },
    }),
  );
}
