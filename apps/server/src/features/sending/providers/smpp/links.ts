import { createHash } from 'node:crypto';
import type { Deps } from '../../../../platform/deps';
import { SendingSetupError } from '../../delivery-context';
import { channelProviderSettings, parseSmppEndpoint, type SmppEndpoint } from '../../../channel-providers';
import { recordSendStatus } from '../../../shipments';
import { messageIdCandidates, readReceipt, receiptOutcome, type DeliverSm } from './receipt';
import { channelsAwaitingReceipts, partsOfShipment, partsWithMessageId, writeReceipt } from './queries';
import { SmppLink, SMPP_STATUS } from './session';

// The SMPP sessions of this work process (one per centre and password, kept by smpp/session.ts) and the
// delivery receipts they bring (providers/smpp.ts sends over them).

/** Receipts are awaited this long after a part was accepted (an SMS's usual validity is 48 to 72 hours). */
const RECEIPT_WINDOW_HOURS = 72;
/** A session that no send used for this long and that awaits no receipt is unbound by the watch. */
const IDLE_MS = 5 * 60_000;
/** The source of the status events SMPP records. */
export const SOURCE = 'smpp';

/** A channel's SMS centre: its address, password, and its name in the parts (system_id@host:port). */
export type Smsc = { endpoint: SmppEndpoint; password: string; name: string };

/**
 * The SMS centre of a channel: the address set in System (its password the channel's secret), else the one
 * SMPP_PROVIDERS gives (its password in the address, else the System secret); null when neither gives one.
 */
export async function smscOf(deps: Deps, channelId: string): Promise<Smsc | null> {
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

export function linkOf(deps: Deps, smsc: Smsc): SmppLink {
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
