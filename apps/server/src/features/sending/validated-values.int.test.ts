import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SIGNATURE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  serviceSchema,
  type channelRequirementSchema,
} from '@postbridge/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkSignature } from '../../platform/signature';
import {
  advance,
  depositSample,
  poppler,
  sendingContext,
  startMailServer,
  useProvider,
  type SendingContext,
} from './testing';
import { sessionToken } from '../../test/factories';

// Issue 11 "delivery integrity": the recipient e-mail, phone and name a mail leaves with are the VALIDATED
// requirement values. Each test deposits samples/invoices.zip ("Invoices with customer data"), has the sender
// change a value on a pack group through POST /api/packGroups/{id}/edit, orders through the API, lets the
// validator validate, and looks at what the provider got: the real SMTP server's envelope for e-mail, the body
// of the signed call for the JSON/HTTP provider (SMS, registered e-mail, digital safe).
//
// Forcing (docs/product.md §3 Requirement value `forced`): a value the check refused and the sender kept is
// valid as FORCED — a person vouched for it — and is sent exactly as kept, to that one mailbox (a forced
// value that is not one address is stopped with its reason, never sent to several mailboxes nor shown as
// sent). A requirement with `forceValidation` cannot be forced: the refused value stays invalid, the channel
// cannot carry the letter (the sending strategy goes on to the next one), and the value read from the data
// file, which the sender replaced, is not used either.

const SECRET = 'validated-values-test-secret-0123456789';

let c: SendingContext;
let mail: Awaited<ReturnType<typeof startMailServer>> | null = null;
let server: http.Server | null = null;
afterEach(async () => {
  await c?.t.close();
  await mail?.stop();
  mail = null;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
});

type ServiceInput = z.input<typeof serviceSchema>;
type RequirementInput = z.input<typeof channelRequirementSchema>;

/** A requirement computed from a column of the customers CSV, that the sender may edit (the UI's editableValue). */
const fromColumn = (
  column: 'email' | 'phone' | 'customer',
  requirement: Omit<RequirementInput, 'kind'>,
): RequirementInput => ({
  kind: 'recipient',
  content: { kind: 'dataFileValue', column, boxName: 'customers' },
  editableValue: true,
  ...requirement,
});

/** Changes the stored "Invoices with customer data" service (as an administrator's save would leave it). */
async function changeInvoicesService(change: (service: ServiceInput) => void): Promise<void> {
  const row = await c.t.deps.db
    .selectFrom('service')
    .select(['id', 'configuration'])
    .where('name', '=', 'Invoices with customer data')
    .executeTakeFirstOrThrow();
  const service = JSON.parse(row.configuration) as ServiceInput;
  change(service);
  await c.t.deps.db
    .updateTable('service')
    .set({ configuration: JSON.stringify(serviceSchema.parse(service)) })
    .where('id', '=', row.id)
    .execute();
}

/** The service channel "E-mail": its recipientEmail editable, with more requirements when given. */
const editableEmailChannel =
  (more: RequirementInput[] = [], recipientEmail: Partial<RequirementInput> = {}) =>
  (service: ServiceInput) => {
    const channel = service.channels!.find((ch) => ch.label === 'E-mail')!;
    channel.shipmentRequirements = [
      ...channel.shipmentRequirements!.map((r) =>
        r.name === 'recipientEmail' ? { ...r, editableValue: true, ...recipientEmail } : r,
      ),
      ...more,
    ];
  };

type Group = {
  id: string;
  version: number;
  metadata: Record<string, string>;
  requirements: Record<
    string,
    { value: string | null; status: string; valid: boolean; error: string | null }
  >;
};

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  c.t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });

/** The pack groups of the job, by invoice number (INV-2026-0141…). */
async function groupsOf(jobId: string): Promise<Record<string, Group>> {
  const groups = (await call(c.token, 'GET', `/api/jobs/${jobId}/packGroups`)).json().result as Group[];
  return Object.fromEntries(groups.map((g) => [g.metadata.invoiceNumber!, g]));
}

/**
 * What the sender does on the pack groups screen: POST /api/packGroups/{id}/edit. Answers the checked group, or
 * the error when `status` is not 200.
 */
async function edit(
  group: Group,
  label: string,
  values: Record<string, { value: string; forced?: boolean }>,
): Promise<Group>;
async function edit(
  group: Group,
  label: string,
  values: Record<string, { value: string; forced?: boolean }>,
  status: number,
): Promise<{ code: number; field?: string }>;
async function edit(
  group: Group,
  label: string,
  values: Record<string, { value: string; forced?: boolean }>,
  status = 200,
) {
  const res = await call(c.token, 'POST', `/api/packGroups/${group.id}/edit`, {
    version: group.version,
    rawShipmentRequirements: { [label]: values },
  });
  expect(res.statusCode, res.body).toBe(status);
  return status === 200 ? res.json().result : res.json().error;
}

/**
 * The sender orders every pack group, the validator validates (`whileAwaiting` runs before), the worker processes
 * and sends. Answers the command's id and its recipients per service channel.
 */
async function orderAndValidate(
  jobId: string,
  whileAwaiting?: () => Promise<void>,
): Promise<{ commandId: string; recipients: Record<string, number> }> {
  const validator = await sessionToken(c.t.deps, 'validator');
  const ids = Object.values(await groupsOf(jobId)).map((g) => g.id);
  const ordered = await call(c.token, 'POST', '/api/deliveries/commands', { packGroupIds: ids });
  expect(ordered.statusCode, ordered.body).toBe(200);
  const command = ordered.json().result;
  expect(command.state).toBe('AWAIT_VALIDATION');
  await whileAwaiting?.();
  const validated = await call(validator, 'POST', `/api/deliveries/commands/${command.id}/validate`, {
    version: command.version,
  });
  expect(validated.json().result.state).toBe('VALIDATED');
  await c.t.deps.queue.drain();
  const deliveries = command.deliveries as { serviceChannelLabel: string; recipients: number }[];
  return {
    commandId: command.id,
    recipients: Object.fromEntries(deliveries.map((d) => [d.serviceChannelLabel, d.recipients])),
  };
}

type ListedShipment = {
  channelId: string;
  statusCode: number;
  lastError: string | null;
  metadata: Record<string, string>;
  recipient: Record<string, unknown>;
};

/** The shipments of an invoice, as the sender's shipments list shows them. */
async function shipmentsShownFor(invoice: string): Promise<ListedShipment[]> {
  const res = await call(c.token, 'GET', '/api/shipments/list?fromDate=2026-11-01&toDate=2026-11-30');
  const shipments = res.json().result.shipments as ListedShipment[];
  return shipments.filter((s) => s.metadata.invoiceNumber === invoice);
}

type ProviderCall = {
  signature: ReturnType<typeof checkSignature>;
  body: {
    channelType: string;
    recipient: { name: string | null; phone: string | null; email: string | null };
    documents: { base64: string }[];
    metadata: Record<string, string>;
  };
};

/** A JSON/HTTP provider on 127.0.0.1 that takes every shipment and keeps the calls it received. */
async function startProvider(): Promise<{ url: string; calls: ProviderCall[] }> {
  const calls: ProviderCall[] = [];
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(raw.toString('utf8')) as ProviderCall['body'] & { shipmentId: string };
      calls.push({
        signature: checkSignature({
          secret: SECRET,
          timestamp: req.headers[SIGNATURE_TIMESTAMP_HEADER] as string | undefined,
          signature: req.headers[SIGNATURE_HEADER] as string | undefined,
          body: raw,
          now: c.t.clock.now(),
        }),
        body,
      });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ reference: `acme-${body.shipmentId}` }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, calls };
}

/** The provider's call for an invoice (the shipment's metadata names it), signed. */
function callFor(calls: ProviderCall[], invoice: string): ProviderCall['body'] {
  const found = calls.filter((call) => call.body.metadata.invoiceNumber === invoice);
  expect(found, `one call for ${invoice}`).toHaveLength(1);
  expect(found[0]!.signature).toBe('valid');
  return found[0]!.body;
}

const CHLOE = 'INV-2026-0143';
const LEA = 'INV-2026-0141';
const THEO = 'INV-2026-0142';
const HUGO = 'INV-2026-0144';

describe('e-mail over SMTP: the address the e-mail goes to is the validated one', () => {
  it('sends to the address the sender typed over the data file one (as the check wrote it)', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url });
    await changeInvoicesService(editableEmailChannel());
    const jobId = await depositSample(c, 'invoices');
    const groups = await groupsOf(jobId);
    expect(groups[CHLOE]!.requirements['E-mail/recipientEmail']?.value).toBe('chloe.lambert@example.org');

    // The check writes the domain in lower case: that checked value is what is validated, and sent.
    const edited = await edit(groups[CHLOE]!, 'E-mail', {
      recipientEmail: { value: ' chloe.martin@Martin-Family.EXAMPLE ' },
    });
    expect(edited.requirements['E-mail/recipientEmail']).toMatchObject({
      value: 'chloe.martin@martin-family.example',
      status: 'MODIFIED',
      valid: true,
    });
    // Once ordered, the value is the one the validator validates: it can no longer be changed.
    const { recipients } = await orderAndValidate(jobId, async () => {
      const current = (await call(c.token, 'GET', `/api/packGroups/${edited.id}`)).json().result as Group;
      const late = await edit(
        current,
        'E-mail',
        { recipientEmail: { value: 'someone.else@example.org' } },
        400,
      );
      expect(late).toMatchObject({ code: -2, field: 'jobId' });
    });
    expect(recipients).toEqual({ 'E-mail': 3, 'Simple mail': 2 });

    expect(mail.inbox.map((m) => m.to).sort()).toEqual([
      ['chloe.martin@martin-family.example'],
      ['lea.fournier@example.org'],
      ['theo.girard@example.org'],
    ]);
    // Chloé's invoice reached her new address; nothing went to the address of the data file.
    const chloe = mail.inbox.find((m) => m.to[0] === 'chloe.martin@martin-family.example')!;
    expect(chloe.subject).toBe(`Your invoice ${CHLOE}`);
    expect(poppler(chloe.attachments[0]!.content).text()).toContain(CHLOE);
    expect(mail.inbox.flatMap((m) => m.to)).not.toContain('chloe.lambert@example.org');
    // The shipments list shows the sender where it went.
    expect(await shipmentsShownFor(CHLOE)).toMatchObject([
      {
        channelId: 'email',
        statusCode: 700,
        recipient: { recipientEmail: 'chloe.martin@martin-family.example' },
      },
    ]);
  });

  it('sends a refused address the sender forced, exactly as kept', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url });
    await changeInvoicesService(editableEmailChannel());
    const jobId = await depositSample(c, 'invoices');
    const theo = (await groupsOf(jobId))[THEO]!;

    // An internal mail host without a dot: the check refuses it; the sender knows better and keeps it.
    const refused = await edit(theo, 'E-mail', { recipientEmail: { value: 'theo.girard@intranet' } });
    expect(refused.requirements['E-mail/recipientEmail']).toMatchObject({
      valid: false,
      error: 'email.invalidFormat',
    });
    const forced = await edit(refused, 'E-mail', {
      recipientEmail: { value: 'theo.girard@intranet', forced: true },
    });
    expect(forced.requirements['E-mail/recipientEmail']).toMatchObject({
      value: 'theo.girard@intranet',
      status: 'FORCED',
      valid: true,
    });
    expect((await orderAndValidate(jobId)).recipients).toEqual({ 'E-mail': 3, 'Simple mail': 2 });

    const theoMail = mail.inbox.filter((m) => m.subject === `Your invoice ${THEO}`);
    expect(theoMail.map((m) => m.to)).toEqual([['theo.girard@intranet']]);
    expect(mail.inbox.flatMap((m) => m.to)).not.toContain('theo.girard@example.org');
  });

  it('never sends a forced value that is not one address elsewhere, nor shows it sent: refused with its reason', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url });
    await changeInvoicesService(editableEmailChannel());
    const jobId = await depositSample(c, 'invoices');
    const groups = await groupsOf(jobId);
    // Two addresses in one value would send Chloé's invoice to two mailboxes; words are no address at all.
    const kept = { [CHLOE]: 'chloe@home.example, chloe@work.example', [THEO]: 'theo.girard at example.org' };
    for (const [invoice, value] of Object.entries(kept)) {
      const forced = await edit(groups[invoice]!, 'E-mail', { recipientEmail: { value, forced: true } });
      expect(forced.requirements['E-mail/recipientEmail']).toMatchObject({ status: 'FORCED', valid: true });
    }
    const { commandId, recipients } = await orderAndValidate(jobId);
    expect(recipients).toEqual({ 'E-mail': 3, 'Simple mail': 2 });
    // A hand-over left in doubt would be resolved as sent once its lease is over: past it, still refused.
    await advance(c, 10);

    expect(mail.inbox.map((m) => m.to)).toEqual([['lea.fournier@example.org']]);
    // The sender sees why, on each shipment (-613 incorrect recipient), and the order shows the error.
    for (const [invoice, value] of Object.entries(kept)) {
      expect(await shipmentsShownFor(invoice)).toMatchObject([
        { channelId: 'email', statusCode: -613, lastError: expect.stringContaining(value) },
      ]);
    }
    const command = await call(c.token, 'GET', `/api/deliveries/commands/${commandId}`);
    expect(command.json().result.state).toBe('OUTPUT_ERROR');
  });

  it('cannot force an address whose requirement has forceValidation: it is neither sent nor replaced by the old one', async () => {
    mail = await startMailServer();
    c = await sendingContext({ SMTP_URL: mail.url });
    await changeInvoicesService(editableEmailChannel([], { forceValidation: true }));
    const jobId = await depositSample(c, 'invoices');
    const theo = (await groupsOf(jobId))[THEO]!;

    const forced = await edit(theo, 'E-mail', {
      recipientEmail: { value: 'theo.girard@intranet', forced: true },
    });
    expect(forced.requirements['E-mail/recipientEmail']).toMatchObject({
      valid: false,
      error: 'email.invalidFormat',
    });
    expect(forced.requirements['E-mail/recipientEmail']?.status).not.toBe('FORCED');

    // The e-mail channel cannot carry Théo's invoice: the strategy's next channel, the post, does.
    expect((await orderAndValidate(jobId)).recipients).toEqual({ 'E-mail': 2, 'Simple mail': 3 });
    expect(mail.inbox.map((m) => m.to).sort()).toEqual([
      ['chloe.lambert@example.org'],
      ['lea.fournier@example.org'],
    ]);
  });
});

describe('JSON/HTTP provider: the recipient in the signed call is the validated one', () => {
  it('SMS: the number the sender edited is the one the provider is asked to text, in E.164', async () => {
    const provider = await startProvider();
    c = await sendingContext({
      HTTP_PROVIDERS: `sms=${provider.url}`,
      TRACKING_SECRETS: `http-provider=${SECRET}`,
    });
    // The seeded SMS channel (requirement recipientPhone, checked as a phone number), carried by the provider;
    // the service texts the customers who have a phone number, and posts to the others.
    await useProvider(c, 'sms', 'http-provider');
    await changeInvoicesService((service) => {
      const phone = { kind: 'dataFileValue', column: 'phone', boxName: 'customers' } as const;
      const hasPhone = { kind: 'not', condition: { kind: 'empty', operand: phone } } as const;
      service.channels!.push({
        id: 'sms',
        label: 'SMS',
        shipmentRequirements: [
          fromColumn('phone', { name: 'recipientPhone', type: 'phone', validation: 'phoneNumber' }),
          {
            kind: 'sender',
            name: 'message',
            type: 'text',
            content: { kind: 'constant', value: 'Your invoice is available.' },
          },
        ],
      });
      service.sendingStrategy = {
        groups: [
          { name: 'By SMS', serviceChannels: ['SMS'], additionalCondition: hasPhone },
          { name: 'By post', serviceChannels: ['Simple mail'] },
        ],
      };
    });
    const jobId = await depositSample(c, 'invoices');
    const lea = (await groupsOf(jobId))[LEA]!;
    expect(lea.requirements['SMS/recipientPhone']?.value).toBe('+33698765432');

    const edited = await edit(lea, 'SMS', { recipientPhone: { value: '07 81 22 33 44' } });
    expect(edited.requirements['SMS/recipientPhone']).toMatchObject({
      value: '+33781223344',
      status: 'MODIFIED',
      valid: true,
    });
    expect((await orderAndValidate(jobId)).recipients).toEqual({ SMS: 3, 'Simple mail': 2 });

    expect(provider.calls).toHaveLength(3);
    expect(callFor(provider.calls, LEA)).toMatchObject({
      channelType: 'SMS',
      recipient: { phone: '+33781223344' },
    });
    expect(callFor(provider.calls, CHLOE).recipient.phone).toBe('+33612345678');
    expect(callFor(provider.calls, HUGO).recipient.phone).toBe('+33561000000');
    expect(provider.calls.map((call) => call.body.recipient.phone)).not.toContain('+33698765432');
  });

  it.each(['REGISTERED_EMAIL', 'DIGITAL_SAFE'])(
    '%s: the e-mail address and the name the sender edited are the ones the provider receives',
    async (channelType) => {
      const provider = await startProvider();
      c = await sendingContext({
        HTTP_PROVIDERS: `email=${provider.url}`,
        TRACKING_SECRETS: `http-provider=${SECRET}`,
      });
      // The demo e-mail channel, carried by the provider as registered e-mail or digital safe, names its recipient.
      await useProvider(c, 'email', 'http-provider', {
        channelType,
        requirements: [
          { kind: 'recipient', name: 'recipientEmail', type: 'text', validation: 'emailAddress' },
          { kind: 'recipient', name: 'recipientName', type: 'text' },
          { kind: 'sender', name: 'subject', type: 'text' },
          { kind: 'sender', name: 'attachmentName', type: 'text' },
        ],
      });
      await changeInvoicesService(
        editableEmailChannel([fromColumn('customer', { name: 'recipientName', type: 'text' })]),
      );
      const jobId = await depositSample(c, 'invoices');
      const chloe = (await groupsOf(jobId))[CHLOE]!;
      expect(chloe.requirements['E-mail/recipientName']?.value).toBe('Chloé Lambert');

      const edited = await edit(chloe, 'E-mail', {
        recipientEmail: { value: 'chloe.martin@example.net' },
        recipientName: { value: 'Chloé Martin' },
      });
      expect(edited.requirements['E-mail/recipientEmail']).toMatchObject({
        value: 'chloe.martin@example.net',
        valid: true,
      });
      expect((await orderAndValidate(jobId)).recipients).toEqual({ 'E-mail': 3, 'Simple mail': 2 });

      expect(provider.calls).toHaveLength(3);
      const sent = callFor(provider.calls, CHLOE);
      expect(sent).toMatchObject({
        channelType,
        recipient: { email: 'chloe.martin@example.net', name: 'Chloé Martin' },
      });
      // The document handed over with Chloé's new address is Chloé's invoice.
      expect(poppler(Buffer.from(sent.documents[0]!.base64, 'base64')).text()).toContain(CHLOE);
      expect(callFor(provider.calls, LEA).recipient).toMatchObject({
        email: 'lea.fournier@example.org',
        name: 'Léa Fournier',
      });
      const recipients = provider.calls.map((call) => call.body.recipient);
      expect(recipients.map((r) => r.email)).not.toContain('chloe.lambert@example.org');
      expect(recipients.map((r) => r.name)).not.toContain('Chloé Lambert');
    },
  );
});
