import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendCommand } from './send-command';
import { SEND_COMMAND_TASK } from './tasks';
import {
  commandOf,
  deliveriesOf,
  depositSample,
  orderJob,
  sendingContext,
  shipmentsOf,
  startMailServer,
  type SendingContext,
} from './testing';

// Issue 12's fault suite, e-mail's part: the SMTP server goes away for a minute in the middle of an order's
// e-mails. The product's real retry back-off (SEND_RETRY_BASE_SECONDS, 30 s by default, doubling) runs on the
// test clock, so the minute takes no minute. What arrives is counted at a real SMTP server; the outage is a
// relay in front of it that stops accepting and drops its open sessions, as a mail server that went down.

/** A TCP relay to `target` port that can be cut (connections refused, open ones dropped) and restored. */
async function cuttableRelay(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const up = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(targetPort, '127.0.0.1');
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  };
  const down = async () => {
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const s of sockets) s.destroy();
    server = null;
    await closed;
  };
  await up();
  return { url: `smtp://127.0.0.1:${port}`, up, down };
}

let c: SendingContext;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let relay: Awaited<ReturnType<typeof cuttableRelay>> | undefined;
afterEach(async () => {
  await relay?.down();
  await c?.t.close();
  await mail?.stop();
});

const SECOND = 1 / 60;

describe('SMTP server down for a minute while an order sends its e-mails', () => {
  it('retries with its back-off, then each e-mail arrives exactly once and every shipment ends sent', async () => {
    mail = await startMailServer();
    relay = await cuttableRelay(Number(new URL(mail.url).port));
    // The product's defaults: first retry 30 s after a failure, then 60 s, 120 s…
    c = await sendingContext({ SMTP_URL: relay.url });
    expect(c.t.deps.config.sending).toMatchObject({ retryBaseSeconds: 30 });
    const commandId = await orderJob(c, await depositSample(c, 'invoices'));

    // The server goes down right after it accepted the first e-mail of the order, its session dropped.
    let cut = false;
    c.t.deps.queue.handle(SEND_COMMAND_TASK, (payload) =>
      sendCommand(c.t.deps, (payload as { commandId: string }).commandId, {
        afterAccept: async () => {
          if (cut) return;
          cut = true;
          await relay!.down();
        },
      }),
    );
    await c.t.deps.queue.drain();
    const start = c.t.clock.now().getTime();
    expect(cut).toBe(true);
    expect(mail.inbox).toHaveLength(1);

    const email = (await deliveriesOf(c, commandId)).find((d) => d.channel_id === 'email')!;
    const emailShipments = async () =>
      (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === email.id);
    const waiting = () => emailShipments().then((list) => list.filter((s) => s.status_code === 300));
    expect(await waiting()).toHaveLength(2);
    for (const s of await waiting()) {
      expect(s).toMatchObject({ attempts: 1, external_id: null });
      expect(s.last_error).toMatch(/SMTP server unreachable/);
    }
    expect((await commandOf(c, commandId)).state).toBe('OUTPUT_ERROR');

    // The minute of outage, 15 s at a time: a second failed try at 30 s (next one 60 s later).
    const attemptsAt: Record<number, number[]> = {};
    for (let elapsed = 15; elapsed <= 60; elapsed += 15) {
      c.t.clock.advanceMinutes(15 * SECOND);
      await c.t.deps.queue.drain();
      attemptsAt[elapsed] = (await waiting()).map((s) => s.attempts);
    }
    expect(attemptsAt).toEqual({ 15: [1, 1], 30: [2, 2], 45: [2, 2], 60: [2, 2] });
    expect(mail.inbox).toHaveLength(1);
    for (const s of await waiting()) expect(Date.parse(s.next_attempt_at!)).toBe(start + 30_000 + 60_000);

    // Back after a minute: the next try (90 s after the first failure) hands both over.
    await relay.up();
    c.t.clock.advanceMinutes(15 * SECOND);
    await c.t.deps.queue.drain();
    expect(mail.inbox).toHaveLength(1);
    c.t.clock.advanceMinutes(15 * SECOND);
    await c.t.deps.queue.drain();
    expect(mail.inbox).toHaveLength(3);

    const shipments = await emailShipments();
    expect(shipments.map((s) => s.status_code)).toEqual([700, 700, 700]);
    expect(shipments.map((s) => s.attempts).sort()).toEqual([1, 3, 3]);
    expect(shipments.every((s) => s.next_attempt_at === null && s.last_error === null)).toBe(true);
    // Each e-mail arrived once, the one its shipment records.
    expect(new Set(mail.inbox.map((m) => m.messageId)).size).toBe(3);
    expect(mail.inbox.map((m) => m.messageId).sort()).toEqual(shipments.map((s) => s.external_id).sort());
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');

    // An hour later, nothing more was sent.
    c.t.clock.advanceMinutes(60);
    await c.t.deps.queue.drain();
    expect(mail.inbox).toHaveLength(3);
  }, 60_000);
});
