import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, SIGNATURE_TIMESTAMP_HEADER } from '@postbridge/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSignature } from '../../platform/signature';
import { IDEMPOTENCY_KEY_HEADER } from './providers/http-provider';
import { sendCommand } from './send-command';
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
  useProvider,
  type SendingContext,
} from './testing';

// The "Invoices with customer data" demo service (samples/invoices.zip): its three e-mail recipients go through
// the e-mail channel, here carried by the JSON/HTTP provider as registered e-mail (or SMS), to a real HTTP server
// on 127.0.0.1 that checks each call's signature with the shared secret.

const SECRET = 'http-provider-test-secret-0123456789';

type Received = {
  path: string;
  key: string;
  signature: ReturnType<typeof checkSignature>;
  body: {
    shipmentId: string;
    channelType: string;
    callbackUrl: string;
    recipient: { email: string | null };
    message: { subject: string | null };
    documents: { name: string; contentType: string; base64: string }[];
  };
};
type Reply = { status: number; body: object };

let c: SendingContext;
let server: http.Server | null = null;
afterEach(async () => {
  await c?.t.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
});

/** A provider on 127.0.0.1 answering each call with `answer` (from the call); answers its URL and the calls. */
async function startProvider(answer: (call: Received, index: number) => Reply) {
  const calls: Received[] = [];
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const call: Received = {
        path: req.url ?? '',
        key: String(req.headers[IDEMPOTENCY_KEY_HEADER]),
        signature: checkSignature({
          secret: SECRET,
          timestamp: req.headers[SIGNATURE_TIMESTAMP_HEADER] as string | undefined,
          signature: req.headers[SIGNATURE_HEADER] as string | undefined,
          body: raw,
          // The platform signs with its (test) clock.
          now: c.t.clock.now(),
        }),
        body: JSON.parse(raw.toString('utf8')) as Received['body'],
      };
      calls.push(call);
      const reply = answer(call, calls.length - 1);
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { url, calls };
}

async function providerContext(url: string, channelType = 'REGISTERED_EMAIL') {
  c = await sendingContext({ HTTP_PROVIDERS: `email=${url}`, TRACKING_SECRETS: `http-provider=${SECRET}` });
  await useProvider(c, 'email', 'http-provider', { channelType });
  return orderJob(c, await depositSample(c, 'invoices'));
}

const providerShipments = async (commandId: string) => {
  const email = (await deliveriesOf(c, commandId)).find((d) => d.channel_id === 'email')!;
  return (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === email.id);
};

const taken = (call: Received): Reply => ({
  status: 200,
  body: { externalId: `acme-${call.body.shipmentId}` },
});

describe('JSON/HTTP provider', () => {
  it('posts each shipment once, signed, with its PDF; 200 hands it over at 700 under the reference', async () => {
    const provider = await startProvider(taken);
    const commandId = await providerContext(provider.url);
    await c.t.deps.queue.drain();

    const shipments = await providerShipments(commandId);
    expect(shipments).toHaveLength(3);
    expect(provider.calls).toHaveLength(3);
    for (const call of provider.calls) {
      expect(call).toMatchObject({ path: '/shipments', signature: 'valid', key: call.body.shipmentId });
      expect(call.body.channelType).toBe('REGISTERED_EMAIL');
      expect(call.body.callbackUrl).toMatch(/\/api\/tracking\/http-provider$/);
      expect(call.body.recipient.email).toMatch(/@example\.org$/);
      expect(call.body.message.subject).toMatch(/^Your invoice INV-/);
      const [document] = call.body.documents;
      expect(document).toMatchObject({ contentType: 'application/pdf' });
      const pdf = Buffer.from(document!.base64, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(poppler(pdf).pages).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(provider.calls.map((call) => call.body.shipmentId))).toEqual(
      new Set(shipments.map((s) => s.id)),
    );
    for (const s of shipments) {
      expect(s).toMatchObject({
        status_code: 700,
        external_id: `acme-${s.id}`,
        next_attempt_at: null,
        attempts: 1,
      });
      const sent = (await eventsOf(c, s.id)).filter((e) => e.status_code === 700);
      expect(sent.map((e) => e.source)).toEqual(['http-provider']);
    }
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');

    // Another pass sends nothing more.
    await c.t.deps.queue.enqueue(SEND_COMMAND_TASK, { commandId });
    await advance(c, 60);
    expect(provider.calls).toHaveLength(3);
  });

  it('retries a 503 with the backoff: one more call for that shipment, each delivered once', async () => {
    const provider = await startProvider((call, index) =>
      index === 0 ? { status: 503, body: { error: 'maintenance' } } : taken(call),
    );
    const commandId = await providerContext(provider.url);
    await c.t.deps.queue.drain();

    // The first call got 503: the provider is down, the others wait for the retry too (not called).
    expect(provider.calls).toHaveLength(1);
    const first = provider.calls[0]!.body.shipmentId;
    let shipments = await providerShipments(commandId);
    expect(shipments.find((s) => s.id === first)).toMatchObject({
      status_code: 300,
      external_id: null,
      attempts: 1,
      last_error: expect.stringContaining('HTTP 503'),
    });
    expect((await commandOf(c, commandId)).state).toBe('OUTPUT_ERROR');

    // SEND_RETRY_BASE_SECONDS (30 s) later: every shipment is taken.
    await advance(c, 1);
    shipments = await providerShipments(commandId);
    for (const s of shipments) expect(s).toMatchObject({ status_code: 700, external_id: `acme-${s.id}` });
    const callsOf = (id: string) => provider.calls.filter((call) => call.body.shipmentId === id).length;
    expect(callsOf(first)).toBe(2);
    for (const s of shipments.filter((s) => s.id !== first)) expect(callsOf(s.id)).toBe(1);
    expect(provider.calls.every((call) => call.signature === 'valid')).toBe(true);
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
    await advance(c, 60);
    expect(provider.calls).toHaveLength(4);
  });

  it('takes a 4xx as final: -700 with the reason, never tried again (an SMS: text, no document)', async () => {
    const provider = await startProvider(() => ({
      status: 400,
      body: { error: 'The number cannot receive SMS.' },
    }));
    const commandId = await providerContext(provider.url, 'SMS');
    await c.t.deps.queue.drain();

    expect(provider.calls).toHaveLength(3);
    for (const call of provider.calls) {
      expect(call.body).toMatchObject({ channelType: 'SMS', documents: [] });
      expect(call.body.message.subject).toBeNull();
    }
    for (const s of await providerShipments(commandId)) {
      expect(s).toMatchObject({
        status_code: -700,
        output_file_id: null,
        last_error: 'HTTP 400: The number cannot receive SMS.',
      });
    }
    // As an SMTP 5xx: the hand-over is over (closed with the error), the shipment shows the refusal.
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
    await advance(c, 120);
    expect(provider.calls).toHaveLength(3);
  });

  it('sends a hand-over left in doubt again under the same idempotency key, recorded once', async () => {
    const provider = await startProvider(taken);
    const commandId = await providerContext(provider.url);
    // The worker "dies" right after the provider took the first shipment, before anything is committed.
    let died = false;
    c.t.deps.queue.handle(SEND_COMMAND_TASK, (payload) =>
      sendCommand(c.t.deps, (payload as { commandId: string }).commandId, {
        afterAccept: () => {
          if (died) return;
          died = true;
          throw new Error('worker killed');
        },
      }),
    );
    await c.t.deps.queue.drain();
    expect(provider.calls).toHaveLength(1);
    const first = provider.calls[0]!.body.shipmentId;

    // While its lease runs the shipment is left alone; the others go.
    await advance(c, 1);
    expect(provider.calls).toHaveLength(3);
    expect((await providerShipments(commandId)).find((s) => s.id === first)).toMatchObject({
      status_code: 300,
    });

    // Lease over: the same call again (same key), which the provider recognises; 700 recorded once.
    await advance(c, 6);
    expect(provider.calls.filter((call) => call.key === first)).toHaveLength(2);
    const shipment = (await providerShipments(commandId)).find((s) => s.id === first)!;
    expect(shipment).toMatchObject({ status_code: 700, external_id: `acme-${first}` });
    expect((await eventsOf(c, first)).filter((e) => e.status_code === 700)).toHaveLength(1);
    expect((await commandOf(c, commandId)).state).toBe('OUTPUTTED');
  });
});
