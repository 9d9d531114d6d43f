import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readCode } from '@postbridge/documents/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  advance,
  depositSample,
  poppler,
  sendingContext,
  startMailServer,
  type SendingContext,
} from '../sending/testing';
import { signedHeaders } from '../../platform/signature';
import { dispatchWebhooks } from '../webhooks';
import { sessionToken } from '../../test/factories';

// The issue's "done when", through the API alone: the sender deposits the sample invoices, orders them, the
// validator validates; e-mails reach a real SMTP server, letters are printed (PDFs that poppler opens, with a
// decodable datamatrix) and the simulator carries them to delivered; a bounced e-mail comes back through the
// signed tracking entry point and falls back to a letter; the OU's webhook receives signed events throughout.

const TRACKING_SECRET = 'smtp-tracking-secret-for-tests';

let c: SendingContext;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let hooks: http.Server;
afterEach(async () => {
  await c?.t.close();
  await mail?.stop();
  await new Promise((r) => hooks?.close(r));
});

type Hook = { body: string; id: string; timestamp: string; signature: string };

async function startHookServer(): Promise<{ url: string; received: Hook[] }> {
  const received: Hook[] = [];
  hooks = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString(),
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => hooks.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks`, received };
}

describe('from deposit to delivered', () => {
  it('orders the sample invoices, validates them, e-mails three, prints two, follows them and falls back', async () => {
    mail = await startMailServer();
    const hook = await startHookServer();
    c = await sendingContext({
      SMTP_URL: mail.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SIMULATOR_ERROR_RATE: '0',
      TRACKING_SECRETS: `smtp=${TRACKING_SECRET}`,
    });
    const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      c.t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });
    const admin = await sessionToken(c.t.deps, 'admin');
    const validator = await sessionToken(c.t.deps, 'validator');

    // The sender deposits invoices.zip; the administrator points the webhook of the sender's organisation unit
    // at the hook server and keeps its secret; the sender orders every invoice; the validator validates.
    const jobId = await depositSample(c, 'invoices');
    const ouId = (await call(c.token, 'GET', `/api/jobs/${jobId}`)).json().result.ouId as string;
    const webhook = (await call(admin, 'POST', `/api/ou/${ouId}/webhook`, { webHookURL: hook.url })).json()
      .result;
    expect(webhook.secret).toEqual(expect.any(String));

    const groups = (await call(c.token, 'GET', `/api/jobs/${jobId}/packGroups`)).json().result as {
      id: string;
    }[];
    const ordered = await call(c.token, 'POST', '/api/deliveries/commands', {
      packGroupIds: groups.map((g) => g.id),
    });
    const command = ordered.json().result;
    expect(command).toMatchObject({ state: 'AWAIT_VALIDATION', packGroupCount: 5 });
    expect(
      command.deliveries
        .map((d: { serviceChannelLabel: string; recipients: number }) => [
          d.serviceChannelLabel,
          d.recipients,
        ])
        .sort(),
    ).toEqual([
      ['E-mail', 3],
      ['Simple mail', 2],
    ]);
    const validated = await call(validator, 'POST', `/api/deliveries/commands/${command.id}/validate`, {
      version: command.version,
    });
    expect(validated.json().result.state).toBe('VALIDATED');
    await c.t.deps.queue.drain();

    // Three e-mails at the SMTP server, each with its invoice attached.
    expect(mail.inbox.map((m) => m.to[0]).sort()).toEqual([
      'chloe.lambert@example.org',
      'lea.fournier@example.org',
      'theo.girard@example.org',
    ]);
    expect(mail.inbox.every((m) => m.attachments[0]?.filename?.match(/^INV-2026-\d{4}\.pdf$/))).toBe(true);
    expect((await call(c.token, 'GET', `/api/deliveries/commands/${command.id}`)).json().result.state).toBe(
      'OUTPUTTED',
    );

    // Lea opens her e-mail: its image records 715 (opened), once; a forged image address changes nothing.
    const lea = mail.inbox.find((m) => m.to[0] === 'lea.fournier@example.org')!;
    const pixel = /src="[^"]*(\/api\/tracking\/open\/[^"]+)"/.exec(lea.html)![1]!;
    for (let i = 0; i < 2; i++) {
      const image = await c.t.app.inject({ method: 'GET', url: pixel });
      expect(image.headers['content-type']).toBe('image/gif');
    }
    const forged = await c.t.app.inject({
      method: 'GET',
      url: pixel.replace(/-[\w-]{16}\.gif$/, '-AAAAAAAAAAAAAAAA.gif'),
    });
    expect(forged.statusCode).toBe(200);
    const opened = await c.t.deps.db
      .selectFrom('shipment_event')
      .select(['status_code', 'shipment_id'])
      .where('status_code', '=', 715)
      .execute();
    expect(opened).toHaveLength(1);

    // Two letters printed: the output PDF opens in poppler and its datamatrix (the channel's technical area at
    // 5 mm / 277 mm, read with a quiet zone around it) gives the letter's sheet count.
    const list = async () =>
      (await call(c.token, 'GET', `/api/shipments/list?fromDate=2026-11-01&toDate=2026-11-30`)).json().result
        .shipments as {
        id: string;
        statusCode: number;
        channelId: string;
        outputFileId: string | null;
        sheets: number;
        externalId: string | null;
      }[];
    const letters = (await list()).filter((s) => s.channelId === 'simple-mail');
    expect(letters).toHaveLength(2);
    const output = await call(c.token, 'GET', `/api/shipments/outputFile/${letters[0]!.outputFileId}`);
    expect(output.statusCode).toBe(200);
    const pdf = poppler(output.rawPayload);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    expect(pdf.text()).toContain('Invoice no. INV-2026-');
    const sheets = readCode(
      new Uint8Array(output.rawPayload),
      1,
      { left: 1, top: 273, width: 17, height: 17 },
      'datamatrix',
    );
    expect(Number(sheets)).toBeGreaterThanOrEqual(1);

    // The simulator carries the letters to delivered (610).
    for (let step = 0; step < 6; step++) await advance(c, 1);
    expect((await list()).filter((s) => s.channelId === 'simple-mail').map((s) => s.statusCode)).toEqual([
      610, 610,
    ]);

    // A bounce comes back from the mail provider, signed: the e-mail falls back to a letter.
    const bounced = (await list()).find((s) => s.channelId === 'email')!;
    const body = JSON.stringify({
      events: [
        { eventId: 'dsn-1', shipmentId: bounced.id, statusCode: -711, at: c.t.clock.now().toISOString() },
      ],
    });
    const unsigned = await c.t.app.inject({
      method: 'POST',
      url: '/api/tracking/smtp',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-postbridge-timestamp': '0',
        'x-postbridge-signature': 'sha256=00',
      },
    });
    expect(unsigned.statusCode).toBe(401);
    const tracked = await c.t.app.inject({
      method: 'POST',
      url: '/api/tracking/smtp',
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(TRACKING_SECRET, body, c.t.clock.now()),
      },
    });
    expect(tracked.json().result.events[0].outcome).toBe('applied');
    await c.t.deps.queue.drain();
    for (let step = 0; step < 6; step++) await advance(c, 1);
    const after = (await call(c.token, 'GET', `/api/deliveries/commands/${command.id}`)).json().result;
    const fallback = after.deliveries.find(
      (d: { fallbackOriginId: string | null }) => d.fallbackOriginId !== null,
    );
    expect(fallback).toMatchObject({ serviceChannelLabel: 'Simple mail', recipients: 1 });
    const letterOfBounced = (await list()).filter((s) => s.channelId === 'simple-mail');
    expect(letterOfBounced.map((s) => s.statusCode)).toEqual([610, 610, 610]);

    // The webhook heard the command and the shipments, in event order, every call signed with the OU's secret
    // (Standard Webhooks: HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the bytes after whsec_).
    await dispatchWebhooks(c.t.deps);
    await c.t.deps.queue.drain();
    expect(hook.received.length).toBeGreaterThan(5);
    const key = Buffer.from(String(webhook.secret).replace(/^whsec_/, ''), 'base64');
    for (const h of hook.received)
      expect(h.signature).toBe(
        `v1,${createHmac('sha256', key).update(`${h.id}.${h.timestamp}.${h.body}`).digest('base64')}`,
      );
    const ids = hook.received.map((h) => Number(h.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const types = new Set(hook.received.map((h) => JSON.parse(h.body).type));
    expect([...types]).toEqual(expect.arrayContaining(['command.state', 'shipment.status']));
    expect(await (await call(c.token, 'GET', `/api/jobs/${jobId}`)).json().result.state).toBe(
      'PACK_GROUPS_CREATED_SENT',
    );
  });
});
