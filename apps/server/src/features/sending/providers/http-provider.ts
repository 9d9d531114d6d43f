import { buffer } from 'node:stream/consumers';
import { isKnownShipmentStatusCode, isShipmentErrorCode } from '@postbridge/domain';
import { parseJson } from '../../../platform/db/util';
import { signedHeaders } from '../../../platform/signature';
import { channelProviderSettings } from '../../channel-providers';
import { trackingSecretOf } from '../../tracking';
import { SendingSetupError } from '../delivery-context';
import { commandIsIn, SENDABLE_COMMAND_STATES, storedFileById } from '../queries';
import type { DeliveryContext, PreparedBatch, ProviderAdapter, SendLedger, ShipmentRow } from './provider';
import { smtpProvider } from './smtp';

// `http-provider`: SMS, registered e-mail and digital safe through the signed JSON/HTTP protocol of
// docs/providers.md "Sending": one signed POST per shipment to `<endpoint>/shipments`, the endpoint given by
// System for the channel (features/channel-providers) else by HTTP_PROVIDERS for the channel's id, signed with the
// channel's secret set in System, else the secret of the channel's providerName (trackingSecretOf).
// The guarantee (docs/domain-decisions.md "Sending"): one worker at a time hands a shipment over (the claim);
// a hand-over that got no answer is sent again with the same idempotency key (the shipment id), which the
// provider must recognise: it answers as the first time and sends nothing twice.

/** How long the provider has to answer one shipment; past it the hand-over is retried (same idempotency key). */
const HTTP_PROVIDER_TIMEOUT_MS = 30_000;
/** The claim's lease: longer than the timeout, so that a live request is never overtaken by a re-send. */
const LEASE_MS = 5 * 60_000;
/** Header that carries the idempotency key (the shipment id, also in the body as `shipmentId`). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The endpoint of a channel's provider: the one set in System (features/channel-providers), else HTTP_PROVIDERS;
 * null when neither gives one.
 */
const endpointOf = async (ctx: DeliveryContext): Promise<string | null> =>
  (await channelProviderSettings(ctx.deps, ctx.channel.id)).endpoint ??
  ctx.deps.config.sending.httpProviders[ctx.channel.id] ??
  null;

/** The secret the shipments are signed with: the channel's, set in System, else the provider's (tracking). */
const secretOf = async (ctx: DeliveryContext): Promise<string | null> =>
  (await channelProviderSettings(ctx.deps, ctx.channel.id)).secret ??
  (await trackingSecretOf(ctx.deps, ctx.channel.providerName));

/**
 * SMS carry the text of the requirements, nothing to compose: the shipments are ready as they are. Registered
 * e-mail and digital safe carry the recipient's PDF, cut as the e-mail provider cuts it.
 */
async function* prepareHttp(ctx: DeliveryContext, shipments: ShipmentRow[]): AsyncIterable<PreparedBatch> {
  if (!(await endpointOf(ctx))) {
    throw new SendingSetupError(
      `Neither System nor HTTP_PROVIDERS gives an endpoint for the channel ${ctx.channel.id}.`,
    );
  }
  if (ctx.channel.channelType === 'SMS') {
    yield { files: [], shipments: shipments.map((s) => ({ id: s.id, fileKey: null, pages: 0, sheets: 0 })) };
    return;
  }
  yield* smtpProvider.prepare(ctx, shipments);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** The value of the first channel requirement that matches, among the shipment's requirement values. */
function requirementValue(
  ctx: DeliveryContext,
  values: Record<string, unknown>,
  matches: (r: { name: string; type: string; validation: string | null }) => boolean,
): string | null {
  const requirement = ctx.channel.requirements.find(matches);
  return requirement ? text(values[requirement.name]) : null;
}

/** The body of `POST <endpoint>/shipments` (docs/providers.md "Sending"), from the requirements and the output. */
async function shipmentBody(ctx: DeliveryContext, shipment: ShipmentRow): Promise<string> {
  const { deps, channel } = ctx;
  const values = parseJson<Record<string, unknown>>(shipment.recipient, {});
  const html = channel.channelType === 'SMS' ? null : text(values.body);
  const stored = shipment.output_file_id ? await storedFileById(deps.db, shipment.output_file_id) : undefined;
  const documents = stored
    ? [
        {
          name: stored.name,
          contentType: stored.content_type,
          base64: (await buffer(await deps.files.get(stored.storage_key))).toString('base64'),
        },
      ]
    : [];
  return JSON.stringify({
    shipmentId: shipment.id,
    nuid: shipment.nuid,
    deliveryId: ctx.delivery.id,
    channelId: channel.id,
    channelType: channel.channelType,
    callbackUrl: `${deps.config.publicUrl}/api/tracking/${channel.providerName}`,
    recipient: {
      name: text(values.recipientName) ?? text(values.name),
      phone: requirementValue(ctx, values, (r) => r.type === 'phone' || r.validation === 'phoneNumber'),
      email: requirementValue(ctx, values, (r) => r.validation === 'emailAddress'),
      identifier: text(values.identifier) ?? text(values.safeIdentifier),
    },
    sender: { name: text(values.senderName), replyTo: text(values.replyTo) },
    message: {
      subject: channel.channelType === 'SMS' ? null : (text(values.subject) ?? ctx.delivery.name),
      text:
        text(values.message) ??
        text(values.text) ??
        (channel.channelType === 'SMS' ? text(values.body) : null),
      html,
    },
    documents,
    options: parseJson<unknown[]>(shipment.options, []),
    metadata: parseJson<Record<string, unknown>>(shipment.metadata, {}),
  });
}

type Answer =
  | { kind: 'taken'; status: number; reference: string | null; statusCode: number; trackingValue?: string }
  | { kind: 'refused'; status: number; error: string; statusCode: number }
  | { kind: 'retry'; error: string };

/** Reads the provider's answer as the protocol says (2xx and 409 taken; 408, 429, 5xx passing; 4xx final). */
async function answerOf(response: Response): Promise<Answer> {
  const raw = await response.text();
  const body = parseJson<Record<string, unknown>>(raw, {});
  const status = response.status;
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry', error: `HTTP ${status}: ${raw.slice(0, 300)}` };
  }
  const code = typeof body.statusCode === 'number' ? body.statusCode : null;
  if ((status >= 200 && status < 300) || status === 409) {
    // `reference` is the protocol's name; `externalId` is read the same way.
    const reference = text(body.reference) ?? text(body.externalId);
    const trackingValue = text(body.trackingValue);
    return {
      kind: 'taken',
      status,
      reference: reference?.slice(0, 200) ?? null,
      statusCode: code !== null && isKnownShipmentStatusCode(code) && !isShipmentErrorCode(code) ? code : 700,
      ...(trackingValue ? { trackingValue } : {}),
    };
  }
  if (status >= 400 && status < 500) {
    return {
      kind: 'refused',
      status,
      error: `HTTP ${status}: ${(text(body.error) ?? raw.slice(0, 300)) || 'refused'}`,
      statusCode: code !== null && isKnownShipmentStatusCode(code) && isShipmentErrorCode(code) ? code : -700,
    };
  }
  // 1xx/3xx: not a protocol answer (a redirect is not followed, so that a signed body is never sent elsewhere).
  return { kind: 'retry', error: `HTTP ${status}: unexpected answer` };
}

/** One signed POST of the shipment; a timeout or a network failure is a passing failure. */
async function post(
  ctx: DeliveryContext,
  url: string,
  secret: string,
  shipment: ShipmentRow,
): Promise<Answer> {
  const body = await shipmentBody(ctx, shipment);
  try {
    const response = await fetch(`${url}/shipments`, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(HTTP_PROVIDER_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: shipment.id,
        ...signedHeaders(secret, body, ctx.deps.clock.now()),
      },
      body,
    });
    return await answerOf(response);
  } catch (err) {
    const cause =
      err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    return { kind: 'retry', error: `Provider unreachable: ${cause}` };
  }
}

/** Reports an answer to the ledger (`claimed`: this worker holds the shipment's claim). */
async function report(
  ledger: SendLedger,
  shipment: ShipmentRow,
  answer: Answer,
  afterAccept: (() => void | Promise<void>) | undefined,
): Promise<void> {
  if (answer.kind === 'retry') return ledger.retryLater(shipment, answer.error, true);
  if (answer.kind === 'refused') {
    return ledger.refused(shipment, {
      source: 'http-provider',
      eventId: `refused:${shipment.id}`,
      statusCode: answer.statusCode,
      error: answer.error,
    });
  }
  await afterAccept?.();
  // Without a reference the provider reports by shipmentId; the external id stays the claim's (the shipment id).
  await ledger.accepted(shipment, {
    source: 'http-provider',
    eventId: `accepted:${shipment.id}`,
    statusCode: answer.statusCode,
    details: { httpStatus: answer.status, reference: answer.reference },
    ...(answer.reference ? { externalId: answer.reference } : {}),
    ...(answer.trackingValue ? { trackingValue: answer.trackingValue } : {}),
  });
}

export const httpProvider: ProviderAdapter = {
  name: 'http-provider',
  prepare: prepareHttp,

  async send(ctx, { due, inDoubt }, ledger, options) {
    const { deps } = ctx;
    const url = await endpointOf(ctx);
    const secret = await secretOf(ctx);
    if (!url || !secret) {
      const error = url
        ? `No secret for the provider ${ctx.channel.providerName}.`
        : `Neither System nor HTTP_PROVIDERS gives an endpoint for the channel ${ctx.channel.id}.`;
      for (const shipment of due) await ledger.retryLater(shipment, error, false);
      return;
    }
    const afterAccept = (s: ShipmentRow) => () => options.afterAccept?.(s.id);

    // A hand-over that began and never reported (the worker died, or never heard the answer): sent again under
    // the same idempotency key, the claim kept; the provider answers as the first time and sends nothing twice.
    for (const shipment of inDoubt) {
      if (!(await commandIsIn(deps.db, ctx.command.id, SENDABLE_COMMAND_STATES))) return;
      const answer = await post(ctx, url, secret, shipment);
      await report(ledger, shipment, answer, afterAccept(shipment));
      // The provider is down or asks to slow down: the others wait for the next pass (their leases run on).
      if (answer.kind === 'retry') return;
    }

    for (const [index, shipment] of due.entries()) {
      // The claim (its external id the shipment id until the provider answers its reference) also checks that
      // the command can still send.
      const lease = new Date(deps.clock.now().getTime() + LEASE_MS);
      if (!(await ledger.claim(shipment, shipment.id, lease))) continue;
      const answer = await post(ctx, url, secret, shipment);
      await report(ledger, shipment, answer, afterAccept(shipment));
      if (answer.kind === 'retry') {
        // Down or overloaded: the shipments left are not tried now, each gets its retry time (one attempt).
        for (const rest of due.slice(index + 1)) await ledger.retryLater(rest, answer.error, false);
        return;
      }
    }
  },
};
