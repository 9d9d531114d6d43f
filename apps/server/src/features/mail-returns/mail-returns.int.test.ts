import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { startSmtpServer, type ReceivedMail } from '../../test/smtp';
import { senderFor } from '../mail-domains';
import {
  deliveriesOf,
  depositSample,
  eventsOf,
  orderJob,
  sendingContext,
  shipmentsOf,
  type SendingContext,
} from '../sending/testing';
import { startBounceReceiver, type BounceReceiver } from './bounce-receiver';

// E-mail that reports back, end to end: the "Invoices with customer data" demo order sends three e-mails to a
// real SMTP server acting as the recipients' MX; what comes back (DSNs, unsubscribes) goes to the product's own
// bounce receiver over SMTP, sent with nodemailer as a mail server would, and to the one-click URL.

/** A DSN (RFC 3464) as a reporting MTA writes it, about the message `messageId` sent to `recipient`. */
function dsn(
  returnPath: string,
  messageId: string,
  recipient: string,
  { action, status, diagnostic }: { action: string; status: string; diagnostic: string },
): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.org>',
    `To: <${returnPath}>`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <dsn-${Math.random().toString(36).slice(2)}@mx.example.org>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="REPORT"',
    '',
    '--REPORT',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mx.example.org. Your message could not be delivered.',
    '',
    '--REPORT',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.org',
    'Arrival-Date: Sat, 28 Nov 2026 08:00:00 +0000',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Original-Recipient: rfc822;${recipient}`,
    `Action: ${action}`,
    `Status: ${status}`,
    'Remote-MTA: dns; mx.example.org',
    // A long diagnostic is folded onto a continuation line, as MTAs do.
    `Diagnostic-Code: smtp; ${diagnostic.split(' ').slice(0, 4).join(' ')}`,
    `    ${diagnostic.split(' ').slice(4).join(' ')}`,
    '',
    '--REPORT',
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${messageId}`,
    'Subject: Your invoice',
    '',
    '--REPORT--',
    '',
  ].join('\r\n');
}

let c: SendingContext;
let mx: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: BounceReceiver;
afterEach(async () => {
  await receiver?.stop();
  await mx?.stop();
  await c?.t.close();
});

/** Sends a message to the bounce receiver as a mail server does (null sender for DSNs). */
async function deliverToReceiver(to: string, raw: string, from = ''): Promise<void> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: receiver.port,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ envelope: { from, to: [to] }, raw });
  } finally {
    transport.close();
  }
}

/** The demo order sent by e-mail to the MX, the receiver started; the e-mail shipments with what arrived. */
async function sendInvoices() {
  mx = await startSmtpServer();
  c = await sendingContext({
    SMTP_URL: mx.url,
    MAIL_FROM: 'Demo Company <invoices@demo.example>',
    PUBLIC_URL: 'https://postbridge.example.test',
  });
  // The demo organisation keeps a register of recipients (its root OU is a sender account).
  const admin = await sessionToken(c.t.deps, 'admin');
  const root = await c.t.deps.db
    .selectFrom('ou')
    .select('id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const enabled = await c.t.app.inject({
    method: 'POST',
    url: '/api/ou/senderAccounts',
    headers: { 'x-auth-token': admin },
    payload: { id: root.id, enabled: true },
  });
  expect(enabled.statusCode).toBe(200);
  // MAIL_FROM's domain is a sender domain with a DKIM key (System > E-mail, features/mail-domains).
  const domain = await c.t.app.inject({
    method: 'POST',
    url: '/api/system/mail-domains',
    headers: { 'x-auth-token': admin },
    payload: { name: 'demo.example' },
  });
  expect(domain.statusCode, domain.body).toBe(200);
  receiver = await startBounceReceiver(c.t.deps, { port: 0, host: '127.0.0.1' });
  const commandId = await orderJob(c, await depositSample(c, 'invoices'));
  await c.t.deps.queue.drain();
  const email = (await deliveriesOf(c, commandId)).find((d) => d.channel_id === 'email')!;
  const shipments = (await shipmentsOf(c, commandId)).filter((s) => s.delivery_id === email.id);
  expect(shipments).toHaveLength(3);
  expect(mx.inbox).toHaveLength(3);
  const identifiers = await c.t.deps.db
    .selectFrom('pack_group')
    .select(['id', 'identifier'])
    .where('command_id', '=', commandId)
    .execute();
  return {
    admin,
    rootId: root.id,
    shipments: shipments.map((s) => {
      const message = mx.inbox.find((m) => m.messageId === s.external_id)!;
      const identifier = identifiers.find((g) => g.id === s.pack_group_id)!.identifier!;
      return { ...s, message, identifier };
    }),
  };
}

const statusOf = async (id: string) =>
  (
    await c.t.deps.db
      .selectFrom('shipment')
      .select('status_code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status_code;

const unsubscribeUrlOf = (message: ReceivedMail) =>
  /<https:\/\/postbridge\.example\.test(\/api\/mail\/unsubscribe\/u[0-9a-f]{52})>/.exec(
    message.headers.get('list-unsubscribe')?.[0] ?? '',
  )?.[1];

describe('e-mail that reports back', { timeout: 90_000 }, () => {
  it('sends with a VERP return path and List-Unsubscribe, and turns DSNs into -711 / -712', async () => {
    const { shipments } = await sendInvoices();
    for (const s of shipments) {
      const { message } = s;
      expect(message.messageId).toBe(s.external_id);
      // The envelope sender names the shipment, under MAIL_FROM's domain (no BOUNCE_DOMAIN).
      expect(message.mailFrom).toMatch(/^bounce\+b[0-9a-f]{52}@demo\.example$/);
      expect(message.mailFrom.slice('bounce+b'.length, 'bounce+b'.length + 32)).toBe(
        s.id.replaceAll('-', ''),
      );
      const listUnsubscribe = message.headers.get('list-unsubscribe')?.[0] ?? '';
      expect(listUnsubscribe).toMatch(
        /^<https:\/\/postbridge\.example\.test\/api\/mail\/unsubscribe\/u[0-9a-f]{52}>,\s*<mailto:bounce\+u[0-9a-f]{52}@demo\.example\?subject=unsubscribe>$/,
      );
      expect(message.headers.get('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
      // Signed with the sender domain's key, over the List-Unsubscribe headers too.
      const sender = await senderFor(c.t.deps, s.ou_id);
      expect(sender.dkim?.domainName).toBe('demo.example');
      const [signature] = message.headers.get('dkim-signature') ?? [];
      expect(signature).toContain('d=demo.example;');
      expect(signature).toContain(`s=${sender.dkim!.keySelector};`);
      expect(signature?.replace(/\s+/g, '').toLowerCase()).toMatch(
        /h=[^;]*list-unsubscribe:list-unsubscribe-post/,
      );
      expect(message.headers.get('from')).toEqual([sender.from]);
    }
    const [a, b, d] = shipments as [(typeof shipments)[0], (typeof shipments)[0], (typeof shipments)[0]];

    // A hard bounce: -711, with the diagnostic; the same DSN again changes nothing.
    const unknownUser = dsn(a.message.mailFrom, a.message.messageId, a.message.to[0]!, {
      action: 'failed',
      status: '5.1.1',
      diagnostic: '550 5.1.1 <chloe.lambert@example.org>: Recipient address rejected: User unknown',
    });
    await deliverToReceiver(a.message.mailFrom, unknownUser);
    await deliverToReceiver(a.message.mailFrom, unknownUser);
    expect(await statusOf(a.id)).toBe(-711);
    const bounces = (await eventsOf(c, a.id)).filter((e) => e.source === 'smtp-dsn');
    expect(bounces).toHaveLength(1);
    expect(JSON.parse(bounces[0]!.details)).toMatchObject({
      messageId: a.message.messageId,
      status: '5.1.1',
      action: 'failed',
      diagnostic: '550 5.1.1 <chloe.lambert@example.org>: Recipient address rejected: User unknown',
      reportingMta: 'mx.example.org',
    });
    const history = await c.t.deps.db
      .selectFrom('history')
      .select('state')
      .where('entity_id', '=', a.id)
      .where('action', '=', 'status')
      .execute();
    expect(history.filter((h) => h.state === '-711')).toHaveLength(1);

    // Refused by policy: -712.
    await deliverToReceiver(
      b.message.mailFrom,
      dsn(b.message.mailFrom, b.message.messageId, b.message.to[0]!, {
        action: 'failed',
        status: '5.7.1',
        diagnostic: '550 5.7.1 Message rejected as spam by Content Filtering policy',
      }),
    );
    expect(await statusOf(b.id)).toBe(-712);
    expect(JSON.parse((await eventsOf(c, b.id)).find((e) => e.source === 'smtp-dsn')!.details)).toMatchObject(
      { status: '5.7.1', diagnostic: expect.stringContaining('rejected as spam') },
    );

    // A delay is a detail, not a status; a reply that is no DSN is ignored.
    await deliverToReceiver(
      d.message.mailFrom,
      dsn(d.message.mailFrom, d.message.messageId, d.message.to[0]!, {
        action: 'delayed',
        status: '4.4.1',
        diagnostic: '421 4.4.1 Connection timed out, will keep trying for 5 days',
      }),
    );
    await deliverToReceiver(
      d.message.mailFrom,
      [
        'From: Theo <theo.girard@example.org>',
        `To: <${d.message.mailFrom}>`,
        'Subject: Out of office',
        '',
        'I am away until Monday.',
        '',
      ].join('\r\n'),
      'theo.girard@example.org',
    );
    expect(await statusOf(d.id)).toBe(700);
    const delays = (await eventsOf(c, d.id)).filter((e) => e.source === 'smtp-dsn');
    expect(delays).toHaveLength(1);
    expect(delays[0]).toMatchObject({ status_code: 700 });
    expect(JSON.parse(delays[0]!.details)).toMatchObject({ action: 'delayed', status: '4.4.1' });

    // A forged token, or any other mailbox, is refused at RCPT: nothing is recorded.
    const forged = d.message.mailFrom.replace(/[0-9a-f](?=@)/, (x) => (x === '0' ? '1' : '0'));
    for (const to of [forged, 'postmaster@demo.example', `bounce+b${'0'.repeat(52)}@demo.example`]) {
      const refused = await deliverToReceiver(to, unknownUser).then(
        () => null,
        (err: { responseCode?: number }) => err.responseCode,
      );
      expect(refused, to).toBe(550);
    }
    expect(await statusOf(d.id)).toBe(700);
  });

  it('unsubscribes in one click (730, consent LETTER) once, never on a GET, and by mailto', async () => {
    const { shipments, admin, rootId } = await sendInvoices();
    const [a, b] = shipments as [(typeof shipments)[0], (typeof shipments)[0]];
    const url = unsubscribeUrlOf(a.message)!;
    expect(url).toBeDefined();

    // Opening the link (a mail scanner, or the recipient's browser) shows a page; nothing changes.
    const page = await c.t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Se désabonner');
    expect(page.body).toContain(`action="https://postbridge.example.test${url}/confirm"`);
    expect(await statusOf(a.id)).toBe(700);

    // The recipient's choices in the register (none recorded yet: unknown, -3).
    const revisions = async (identifier: string) => {
      const res = await c.t.app.inject({
        method: 'GET',
        url: `/api/ou/${rootId}/recipients/revisions?recipientIdentifier=${encodeURIComponent(identifier)}`,
        headers: { 'x-auth-token': admin },
      });
      if (res.statusCode === 404) return null;
      expect(res.statusCode).toBe(200);
      return res.json().result as { action: string; preference: string; source: string }[];
    };
    expect(await revisions(a.identifier)).toBeNull();

    // The mail provider's one-click POST (RFC 8058).
    const oneClick = () =>
      c.t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toEqual({
      shipmentId: a.id,
      statusCode: 730,
      preference: 'LETTER',
      changed: true,
    });
    expect(await statusOf(a.id)).toBe(730);
    expect(await revisions(a.identifier)).toMatchObject([
      { action: 'unsubscribed', preference: 'LETTER', source: 'UNSUBSCRIBE' },
    ]);

    const second = await oneClick();
    expect(second.json().result).toMatchObject({ statusCode: 730, changed: false });
    expect(await revisions(a.identifier)).toHaveLength(1);
    expect((await eventsOf(c, a.id)).filter((e) => e.status_code === 730)).toHaveLength(1);

    // An empty body is taken too; a token that is not genuine is refused, typed.
    const empty = await c.t.app.inject({ method: 'POST', url });
    expect(empty.json().result).toMatchObject({ changed: false });
    const forged = await c.t.app.inject({
      method: 'POST',
      url: url.replace(/.$/, (x) => (x === '0' ? '1' : '0')),
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error).toMatchObject({ code: -3, labelId: 'error.invalidUnsubscribeLink' });

    // The mailto of the header, to the bounce receiver: the same unsubscribe.
    const mailto = /<mailto:([^?>]+)\?/.exec(b.message.headers.get('list-unsubscribe')![0]!)![1]!;
    await deliverToReceiver(
      mailto,
      [`From: <${b.message.to[0]}>`, `To: <${mailto}>`, 'Subject: unsubscribe', '', ''].join('\r\n'),
      b.message.to[0]!,
    );
    expect(await statusOf(b.id)).toBe(730);
    expect(await revisions(b.identifier)).toMatchObject([
      { action: 'unsubscribed', preference: 'LETTER', source: 'UNSUBSCRIBE' },
    ]);
    expect(JSON.parse((await eventsOf(c, b.id)).find((e) => e.status_code === 730)!.details)).toEqual({
      via: 'mailto',
    });
  });
});
