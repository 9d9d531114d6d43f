import { createHash } from 'node:crypto';
import type { PDU } from 'smpp';
import type { Deps } from '../../../platform/deps';
import { parseJson } from '../../../platform/db/util';
import { channelProviderSettings, parseSmppEndpoint, type SmppEndpoint } from '../../channel-providers';
import { SendingSetupError } from '../delivery-context';
import { recordSendStatus } from '../../shipments';
import type { DeliveryContext, PreparedBatch, ProviderAdapter, SendLedger, ShipmentRow } from './provider';
import { messageIdCandidates, readReceipt, receiptOutcome, type DeliverSm } from './smpp/receipt';
import {
  answerPart,
  beginPart,
  channelsAwaitingReceipts,
  partsOfShipment,
  partsWithMessageId,
  writeReceipt,
} from './smpp/queries';
import { SmppBindError, SmppLink, SmppNoAnswer, SmppNotSent, SMPP_STATUS, statusName } from './smpp/session';
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
/** Receipts are awaited this long after a part was accepted (an SMS's usual validity is 48 to 72 hours). */
const RECEIPT_WINDOW_HOURS = 72;
/** A session that no send used for this long and that awaits no receipt is unbound by the watch. */
const IDLE_MS = 5 * 60_000;
const SOURCE = 'smpp';

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

/** A channel's SMS centre: its address, password, and its name in the parts (system_id@host:port). */
type Smsc = { endpoint: SmppEndpoint; password: string; name: string };

/**
 * The SMS centre of a channel: the address set in System (its password the channel's secret), else the one
 * SMPP_PROVIDERS gives (its password in the address, else the System secret); null when neither gives one.
 */
async function smscOf(deps: Deps, channelId: string): Promise<Smsc | null> {
  const settings = await channelProviderSettings(deps, channelId);
  const configured = deps.config.sending.smppProviders[channelId];
  const address = settings.endpoint ?? configured;
  if (!address) return null;
  const { endpoint, problem } = parseSmppEndpoint(address, false);
  if (!endpoint) throw new SendingSetupError(`The SMS centre of the channel ${channelId} ${problem.reason}.`);
  const password = (settings.endpoint ? settings.secret : (endpoint.password ?? settings.secret)) ?? '';
  return { endpoint, password, name: `${endpoint.systemId}@${endpoint.host}:${endpoint.port}` };
}

// ---------------------------------------------------------------------------------------------------------------
// The sessions of this process, per dependencies (a test's database is not another's) and per centre.

const LINKS = new WeakMap<Deps, Map<string, SmppLink>>();

function linkOf(deps: Deps, smsc: Smsc): SmppLink {
  let links = LINKS.get(deps);
  if (!links) LINKS.set(deps, (links = new Map()));
  // A changed password or source is another session.
  const key = createHash('sha256')
    .update(JSON.stringify([smsc.endpoint, smsc.password]))
    .digest('hex');
  let link = links.get(key);
  if (!link) {
    link = new SmppLink({
      endpoint: smsc.endpoint,
      password: smsc.password,
      enquireLinkMs: deps.config.sending.smppEnquireLinkSeconds * 1000,
      log: deps.log,
      onDeliverSm: (pdu) => receiveDeliverSm(deps, smsc.name, pdu),
    });
    links.set(key, link);
  }
  return link;
}

/** Unbinds and closes every SMPP session of these dependencies (the work process stops). */
export async function closeSmppLinks(deps: Deps): Promise<void> {
  const links = LINKS.get(deps);
  LINKS.delete(deps);
  await Promise.all([...(links?.values() ?? [])].map((link) => link.close()));
}

/**
 * The watch (a recurring task of the work process): a session is bound to every centre whose parts await receipts
 * (after a restart, the receipts the centre kept arrive then); a session idle for a while whose centre awaits
 * nothing is unbound.
 */
export async function watchSmppLinks(deps: Deps): Promise<void> {
  const since = new Date(deps.clock.now().getTime() - RECEIPT_WINDOW_HOURS * 3600_000).toISOString();
  const awaiting = await channelsAwaitingReceipts(deps.db, since);
  const wanted = new Set<SmppLink>();
  for (const { channelId } of awaiting) {
    try {
      const smsc = await smscOf(deps, channelId);
      if (!smsc) continue;
      const link = linkOf(deps, smsc);
      wanted.add(link);
      await link.ready();
    } catch (err) {
      deps.log.warn(
        { err: (err as Error).message, channelId },
        'an SMPP session awaiting receipts cannot bind',
      );
    }
  }
  const links = LINKS.get(deps);
  for (const [key, link] of links ?? []) {
    if (wanted.has(link) || Date.now() - link.lastUsed < IDLE_MS) continue;
    links!.delete(key);
    await link.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Receipts.

/**
 * A deliver_sm: a receipt is written on its part and the shipment's status follows its parts (710 when all are
 * delivered, the failure's status when one failed), in one transaction; a replayed receipt changes nothing.
 * Answers the command_status of the deliver_sm_resp: 0, also for what is no receipt or names no known message
 * (logged); a failure to record throws (the session answers a temporary error: the centre delivers it again).
 */
async function receiveDeliverSm(deps: Deps, smsc: string, pdu: DeliverSm): Promise<number> {
  const receipt = readReceipt(pdu);
  if (!receipt) {
    deps.log.info({ smsc }, 'an SMPP deliver_sm that is no delivery receipt was ignored');
    return SMPP_STATUS.ok;
  }
  let parts = await partsWithMessageId(deps.db, smsc, [receipt.messageId]);
  if (!parts.length) parts = await partsWithMessageId(deps.db, smsc, messageIdCandidates(receipt.messageId));
  const [part] = parts;
  if (!part || parts.length > 1) {
    deps.log.warn({ smsc, messageId: receipt.messageId }, 'an SMPP delivery receipt names no known message');
    return SMPP_STATUS.ok;
  }
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await writeReceipt(tx, part.id, { state: receipt.state, error: receipt.error, at }))) return;
    const outcome = receiptOutcome(receipt.state);
    if (outcome.kind === 'pending') return;
    const all = await partsOfShipment(tx, part.shipment_id);
    const details = {
      smsc,
      part: part.part_number,
      parts: part.part_count,
      messageId: part.message_id,
      stat: receipt.state,
      err: receipt.error,
      doneDate: receipt.doneDate,
    };
    if (outcome.kind === 'failed') {
      // The first part that fails decides; a later failure of another part is kept on that part only.
      await recordSendStatus(deps, tx, part.shipment_id, {
        source: SOURCE,
        eventId: `failed:${part.shipment_id}`,
        statusCode: outcome.statusCode!,
        details,
      });
      return;
    }
    const delivered =
      all.length === part.part_count &&
      all.every((p) => p.state === 'accepted' && p.receipt_state === 'DELIVRD');
    if (delivered) {
      await recordSendStatus(deps, tx, part.shipment_id, {
        source: SOURCE,
        eventId: `delivered:${part.shipment_id}`,
        statusCode: 710,
        details: { ...details, messageIds: all.map((p) => p.message_id) },
      });
    }
  });
  return SMPP_STATUS.ok;
}

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
