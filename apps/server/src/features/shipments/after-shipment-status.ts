import {
  channelsAfter,
  ESCALATE_AT_ONCE_STATUSES,
  ESCALATING_CHANNEL_TYPES,
  ESCALATION_START_STATUS,
  escalationDeadline,
  NOT_OPENED_STATUS,
  startsFallback,
  type Channel,
  type ServiceChannel,
} from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { channelById, channelOf } from '../channels';
import { recipientChoicesFor } from '../recipients';
import { serviceById, storedConfiguration } from '../services';
import { escalationContextOf, setEscalation } from './queries';
import { ESCALATION_TASK, FALLBACK_TASK } from './tasks';

const RECEIVED_STATUS = 710;

type Executor = Transaction<Database> | Deps['db'];
type EscalationContext = NonNullable<Awaited<ReturnType<typeof escalationContextOf>>>;

/**
 * What follows a status a shipment has just reached: call it when `recordShipmentStatus` answered 'applied', in
 * the same transaction (`tx`; without one, on its own). The digital-first timer (docs/domain-decisions.md
 * "Digital-first escalation") starts when an escalating service channel's e-mail is sent and stops when the
 * recipient opens it or anything else happens to it; a status that starts a fallback — one of the channel's
 * `fallbackOnStatuses`, or for an escalating channel a bounce, an undelivered or unsubscribed e-mail and the
 * timer's own "not opened" — queues the fallback task in that transaction (handled by sending/fall-back.ts), so
 * the status and what it starts commit together; the work itself (choosing a channel, making the output) runs
 * outside. Answers whether a fallback was queued. Used by the sending flow and by the tracking entry point.
 */
export async function afterShipmentStatus(
  deps: Deps,
  tx: Transaction<Database> | undefined,
  shipmentId: string,
  code: number,
): Promise<boolean> {
  const db = tx ?? deps.db;
  const context = await escalationContextOf(db, shipmentId);
  if (!context?.channel_id) return false;
  const channelRow = await channelById(db, context.channel_id);
  if (!channelRow) return false;
  const channel = channelOf(channelRow);
  // The service is read (and its configuration parsed) only for a status digital first may act on.
  const serviceChannel = mayEscalate(channel, code) ? await serviceChannelOf(db, context) : undefined;
  await followTimer(deps, db, tx, context, channel, serviceChannel, code);
  if (!startsFallback(channel, serviceChannel, code)) return false;
  await deps.queue.enqueue(
    FALLBACK_TASK,
    { shipmentId, statusCode: code },
    { ...(tx ? { tx } : {}), singletonKey: `fallback:${shipmentId}:${code}` },
  );
  return true;
}

/** Whether `code` on a shipment of this channel may start or end in an escalation (the service then says). */
const mayEscalate = (channel: Channel, code: number): boolean =>
  (ESCALATING_CHANNEL_TYPES as readonly string[]).includes(channel.channelType) &&
  (code === ESCALATION_START_STATUS ||
    code === NOT_OPENED_STATUS ||
    ESCALATE_AT_ONCE_STATUSES.includes(code));

/** The service channel a shipment's delivery went through, as its service configures it now. */
async function serviceChannelOf(
  db: Executor,
  context: EscalationContext,
): Promise<(ServiceChannel & { next: string | null }) | undefined> {
  const row = await serviceById(db, context.service_id);
  if (!row) return undefined;
  const service = storedConfiguration(row);
  const serviceChannel = service.channels.find((c) => c.label === context.service_channel_label);
  if (!serviceChannel) return undefined;
  return { ...serviceChannel, next: channelsAfter(service, serviceChannel.label)[0] ?? null };
}

/**
 * Starts the timer at 700 (sent) of an escalating channel: the deadline is its working days later, and the task
 * that checks it is queued for then (it outlives restarts). A recipient who chose letters (LETTER) escalates at
 * once; one who confirmed e-mail (EMAIL) gets no timer. Any other status but "received" stops it: opened and the
 * other signs of the recipient having it end the wait, and the rest (bounces, errors, the timer's own 711) are
 * what starts the fallback itself.
 */
async function followTimer(
  deps: Deps,
  db: Executor,
  tx: Transaction<Database> | undefined,
  context: EscalationContext,
  channel: Channel,
  serviceChannel: (ServiceChannel & { next: string | null }) | undefined,
  code: number,
): Promise<void> {
  const escalation = serviceChannel?.escalation;
  if (code === ESCALATION_START_STATUS && escalation && serviceChannel.next) {
    if (context.escalates_at) return;
    const preference = await preferenceOf(db, context);
    if (preference === 'EMAIL') return;
    const now = deps.clock.now();
    const at =
      preference === 'LETTER' ? now : escalationDeadline(channel, now, escalation.unopenedWorkingDays);
    await setEscalation(db, context.id, at.toISOString(), serviceChannel.next);
    await deps.queue.enqueue(
      ESCALATION_TASK,
      { shipmentId: context.id },
      { ...(tx ? { tx } : {}), runAt: at, singletonKey: `escalate:${context.id}:${at.toISOString()}` },
    );
    return;
  }
  // 710 (received by the registered e-mail provider) is still no sign the recipient has it: the wait goes on.
  if (context.escalates_at && code !== RECEIVED_STATUS) {
    await setEscalation(db, context.id, null, null);
  }
}

/** The recipient's recorded choice (EMAIL, LETTER…), when the sender account keeps one for them. */
export async function preferenceOf(
  db: Executor,
  context: Pick<EscalationContext, 'ou_id' | 'recipient_identifier'>,
): Promise<string | undefined> {
  const identifier = context.recipient_identifier?.trim();
  if (!identifier) return undefined;
  return (await recipientChoicesFor(db, context.ou_id, [identifier])).get(identifier)?.preference;
}
