import { createHash } from 'node:crypto';
import type { PDU } from 'smpp';
import type { Deps } from '../../../platform/deps';
import { parseJson } from '../../../platform/db/util';
import { SendingSetupError } from '../delivery-context';
import type { DeliveryContext, PreparedBatch, ProviderAdapter, SendLedger, ShipmentRow } from './provider';
import { answerPart, beginPart, partsOfShipment } from './smpp/queries';
import type { SmppLink } from './smpp/session';
import { SmppBindError, SmppNoAnswer, SmppNotSent, SMPP_STATUS, statusName } from './smpp/session';
import { linkOf, smscOf, SOURCE, type Smsc } from './smpp/links';
import { smsEncodingOf, smsParts } from './smpp/sms-parts';

// `smpp`: SMS straight to an SMS centre over SMPP 3.4 (docs/providers.md "SMS over SMPP"), on a session bound
// with bind_transceiver and kept by the work process (smpp/session.ts). Each shipment's text goes as one
// submit_sm, or as concatenated parts (smpp/sms-parts.ts), each part recorded before it leaves and given its
// message_id when accepted (smpp/queries.ts), so that no part ever leaves twice; the shipment is sent (700) when
// every part is accepted, refused when the centre refuses one. Delivery receipts (deliver_sm) move the shipment
// through recordSendStatus: 710 when every part is delivered, -710 / -712 when one fails.

/** How long a hand-over may stay unreported before another pass resolves it (longer than the SMPP timeouts). */
const LEASE_MS = 5 * 60_000;
/** A throttled part (ESME_RTHROTTLED, ESME_RMSGQFUL) is submitted again after 0.5, 1, 2, 4 and 8 s. */
const THROTTLE_WAITS_MS = [500, 1000, 2000, 4000, 8000];

/** Statuses that are no refusal of the message: the shipment is tried again later. */
const PASSING_STATUSES: readonly number[] = [
  SMPP_STATUS.invalidBindStatus,
  SMPP_STATUS.systemError,
  SMPP_STATUS.messageQueueFull,
  SMPP_STATUS.throttled,
  SMPP_STATUS.temporaryAppError,
];
const THROTTLED: readonly number[] = [SMPP_STATUS.throttled, SMPP_STATUS.messageQueueFull];
/** Refusals of the number itself: -613 incorrect recipient; other refusals are -700. */
const BAD_NUMBER: readonly number[] = [
  SMPP_STATUS.invalidDestination,
  SMPP_STATUS.invalidDestinationTon,
  SMPP_STATUS.invalidDestinationNpi,
];

// ---------------------------------------------------------------------------------------------------------------
// Sending.

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** The number and text of an SMS, read as the JSON/HTTP provider reads them (docs/providers.md "Sending"). */
function smsOf(ctx: DeliveryContext, shipment: ShipmentRow): { phone: string | null; text: string | null } {
  const values = parseJson<Record<string, unknown>>(shipment.recipient, {});
  const phoneRequirement = ctx.channel.requirements.find(
    (r) => r.type === 'phone' || r.validation === 'phoneNumber',
  );
  return {
    phone: phoneRequirement ? text(values[phoneRequirement.name]) : null,
    text: text(values.message) ?? text(values.text) ?? text(values.body),
  };
}

/** The destination of a number: international (TON 1, NPI 1) when written +… or 00…, else unknown TON. */
function destinationOf(phone: string): { ton: number; npi: number; addr: string } | null {
  const compact = phone.replace(/[\s().-]/g, '');
  const international = /^(\+|00)/.exec(compact);
  const digits = international ? compact.slice(international[0].length) : compact;
  if (!/^\d{3,20}$/.test(digits)) return null;
  return { ton: international ? 1 : 0, npi: 1, addr: digits };
}

/** The concatenation reference of a shipment's message: derived from its id, the same on every attempt. */
const referenceOf = (shipmentId: string) => createHash('sha256').update(shipmentId).digest()[0]!;

type PartsOutcome =
  | { kind: 'accepted'; messageIds: string[] }
  | { kind: 'refused'; error: string; statusCode: number }
  | { kind: 'retry'; error: string; stopPass: boolean }
  | { kind: 'noAnswer'; error: string }
  | { kind: 'taken' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Submits the parts of a shipment not accepted yet; each part is recorded before it leaves. */
async function submitParts(
  ctx: DeliveryContext,
  link: SmppLink,
  smsc: Smsc,
  shipment: ShipmentRow,
  sms: { phone: string; text: string },
  destination: { ton: number; npi: number; addr: string },
): Promise<PartsOutcome> {
  const { deps } = ctx;
  const done = await partsOfShipment(deps.db, shipment.id);
  const parts = smsParts(sms.text, done[0]?.reference ?? referenceOf(shipment.id));
  const messageIds: string[] = [];
  for (const part of parts) {
    const row = done.find((p) => p.part_number === part.number);
    if (row?.state === 'accepted' && row.message_id) {
      messageIds.push(row.message_id);
      continue;
    }
    const now = deps.clock.now().toISOString();
    const begun = await beginPart(deps.db, {
      shipmentId: shipment.id,
      smsc: smsc.name,
      number: part.number,
      count: part.count,
      reference: parts.length > 1 ? part.bytes[3]! : 0,
      at: now,
    });
    // Another worker has this part, or it left already without an answer: it must not leave again.
    if (!begun) return { kind: 'taken' };
    let status: number | null = null;
    for (let attempt = 0; ; attempt++) {
      try {
        const resp = await link.submit(
          {
            service_type: '',
            source_addr_ton: smsc.endpoint.source && /\D/.test(smsc.endpoint.source) ? 5 : 0,
            source_addr_npi: smsc.endpoint.source && /\D/.test(smsc.endpoint.source) ? 0 : 1,
            source_addr: smsc.endpoint.source ?? '',
            dest_addr_ton: destination.ton,
            dest_addr_npi: destination.npi,
            destination_addr: destination.addr,
            esm_class: part.udh ? 0x40 : 0x00,
            registered_delivery: 0x01,
            data_coding: part.dataCoding,
            short_message: part.bytes,
          },
          async (resp: PDU) => {
            if (resp.command_status === SMPP_STATUS.ok) {
              const messageId = typeof resp.message_id === 'string' ? resp.message_id : '';
              await answerPart(deps.db, shipment.id, part.number, {
                state: 'accepted',
                messageId,
                at: deps.clock.now().toISOString(),
              });
            }
          },
        );
        status = resp.command_status;
        if (status === SMPP_STATUS.ok) {
          messageIds.push(typeof resp.message_id === 'string' ? resp.message_id : '');
          break;
        }
        const wait = THROTTLED.includes(status) ? THROTTLE_WAITS_MS[attempt] : undefined;
        if (wait === undefined) break;
        await sleep(wait);
      } catch (err) {
        if (err instanceof SmppNoAnswer) return { kind: 'noAnswer', error: err.message };
        if (err instanceof SmppNotSent) {
          await answerPart(deps.db, shipment.id, part.number, { state: 'notTaken', commandStatus: null });
          return { kind: 'retry', error: err.message, stopPass: true };
        }
        throw err;
      }
    }
    if (status !== SMPP_STATUS.ok) {
      const where = parts.length > 1 ? `part ${part.number} of ${parts.length}` : 'the message';
      if (PASSING_STATUSES.includes(status!)) {
        await answerPart(deps.db, shipment.id, part.number, { state: 'notTaken', commandStatus: status });
        return {
          kind: 'retry',
          error: `The SMS centre did not take ${where}: ${statusName(status!)}.`,
          stopPass: true,
        };
      }
      await answerPart(deps.db, shipment.id, part.number, { state: 'refused', commandStatus: status });
      return {
        kind: 'refused',
        error: `The SMS centre refused ${where}: ${statusName(status!)}.`,
        statusCode: BAD_NUMBER.includes(status!) ? -613 : -700,
      };
    }
  }
  return { kind: 'accepted', messageIds };
}

/** A hand-over that began and never reported: resolved from its parts, never sent again where it may have left. */
async function resolveInDoubt(ledger: SendLedger, deps: Deps, shipment: ShipmentRow): Promise<void> {
  const parts = await partsOfShipment(deps.db, shipment.id);
  const count = parts[0]?.part_count ?? 0;
  const accepted = parts.filter((p) => p.state === 'accepted');
  if (count > 0 && accepted.length === count) {
    // Every part was accepted; the worker stopped before recording it.
    await ledger.accepted(shipment, {
      source: SOURCE,
      eventId: `accepted:${shipment.id}`,
      statusCode: 700,
      externalId: accepted[0]!.message_id ?? shipment.id,
      details: { smsc: parts[0]!.smsc, messageIds: accepted.map((p) => p.message_id) },
    });
    return;
  }
  const unanswered = parts.filter((p) => p.state === 'submitting');
  if (unanswered.length) {
    // A part left and its answer never came: the centre may have it. Not sent again (at most once): sent,
    // unconfirmed; it is delivered (710) only if every part's receipt says so, which a part without id cannot.
    await ledger.accepted(shipment, {
      source: SOURCE,
      eventId: `unconfirmed:${shipment.id}`,
      statusCode: 700,
      ...(accepted[0]?.message_id ? { externalId: accepted[0].message_id } : {}),
      details: {
        smsc: unanswered[0]!.smsc,
        unconfirmed: true,
        messageIds: accepted.map((p) => p.message_id),
        unansweredParts: unanswered.map((p) => p.part_number),
        reason: 'The worker stopped while the SMS centre had a part; it is not sent again.',
      },
    });
    return;
  }
  // The worker stopped between two parts (or before the first): what never left goes at the next pass.
  await ledger.retryLater(
    shipment,
    'The hand-over stopped before every part left; the rest goes next.',
    true,
  );
}

/** The SMS need no output: ready as they are, once the channel has an SMS centre. */
async function* prepareSms(ctx: DeliveryContext, shipments: ShipmentRow[]): AsyncIterable<PreparedBatch> {
  if (!(await smscOf(ctx.deps, ctx.channel.id))) {
    throw new SendingSetupError(
      `Neither System nor SMPP_PROVIDERS gives an SMS centre for the channel ${ctx.channel.id}.`,
    );
  }
  yield { files: [], shipments: shipments.map((s) => ({ id: s.id, fileKey: null, pages: 0, sheets: 0 })) };
}

export const smppProvider: ProviderAdapter = {
  name: 'smpp',
  prepare: prepareSms,

  async send(ctx, { due, inDoubt }, ledger, options) {
    const { deps } = ctx;
    for (const shipment of inDoubt) await resolveInDoubt(ledger, deps, shipment);
    if (!due.length) return;

    let smsc: Smsc | null;
    try {
      smsc = await smscOf(deps, ctx.channel.id);
    } catch (err) {
      smsc = null;
      deps.log.error({ err: (err as Error).message }, 'the SMS centre of a channel is not usable');
    }
    if (!smsc) {
      const error = `Neither System nor SMPP_PROVIDERS gives a usable SMS centre for the channel ${ctx.channel.id}.`;
      for (const shipment of due) await ledger.retryLater(shipment, error, false);
      return;
    }
    const link = linkOf(deps, smsc);
    const lease = () => new Date(deps.clock.now().getTime() + LEASE_MS);

    for (const [index, shipment] of due.entries()) {
      const sms = smsOf(ctx, shipment);
      const destination = sms.phone ? destinationOf(sms.phone) : null;
      if (!sms.phone || !destination || !sms.text) {
        await ledger.refused(shipment, {
          source: SOURCE,
          eventId: `invalid:${shipment.id}`,
          statusCode: sms.text ? -613 : -700,
          error: !sms.text
            ? 'The SMS has no text (requirement message, text or body).'
            : `The shipment has no usable phone number${sms.phone ? ` ("${sms.phone}")` : ''}.`,
        });
        continue;
      }
      const tooLong = (() => {
        try {
          smsParts(sms.text, 0);
          return null;
        } catch (err) {
          return (err as Error).message;
        }
      })();
      if (tooLong) {
        await ledger.refused(shipment, {
          source: SOURCE,
          eventId: `invalid:${shipment.id}`,
          statusCode: -700,
          error: tooLong,
        });
        continue;
      }
      try {
        await link.ready();
      } catch (err) {
        // Nothing was handed over: every shipment left is tried again later.
        const error = err instanceof SmppBindError ? err.message : `SMPP: ${(err as Error).message}`;
        for (const rest of due.slice(index)) await ledger.retryLater(rest, error, false);
        return;
      }
      if (!(await ledger.claim(shipment, shipment.id, lease()))) continue;
      const outcome = await submitParts(
        ctx,
        link,
        smsc,
        shipment,
        { phone: sms.phone, text: sms.text },
        destination,
      );
      if (outcome.kind === 'taken') continue;
      if (outcome.kind === 'refused') {
        await ledger.refused(shipment, {
          source: SOURCE,
          eventId: `refused:${shipment.id}`,
          statusCode: outcome.statusCode,
          error: outcome.error,
        });
        continue;
      }
      if (outcome.kind === 'accepted') {
        await options.afterAccept?.(shipment.id);
        await ledger.accepted(shipment, {
          source: SOURCE,
          eventId: `accepted:${shipment.id}`,
          statusCode: 700,
          externalId: outcome.messageIds[0] || shipment.id,
          details: {
            smsc: smsc.name,
            messageIds: outcome.messageIds,
            encoding: smsEncodingOf(sms.text),
          },
        });
        continue;
      }
      // Not taken (the claim released, a retry planned), or no answer (the claim stays: once its lease is over
      // the next pass resolves it without sending again). The centre is down or slowing down: the others wait.
      if (outcome.kind === 'retry') await ledger.retryLater(shipment, outcome.error, true);
      for (const rest of due.slice(index + 1)) await ledger.retryLater(rest, outcome.error, false);
      return;
    }
  },
};
