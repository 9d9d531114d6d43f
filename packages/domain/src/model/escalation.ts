import type { Channel } from '../api/channels';
import type { Service, ServiceChannel } from '../api/services/service';

// Digital-first escalation (issue 18, docs/domain-decisions.md "Digital-first escalation"): an e-mail (or
// registered e-mail) of a service channel with `escalation` that the recipient has not opened within the
// channel's working days, or that could not reach them, goes on as the next channel of the strategy.

/** Channel types whose shipments may escalate: they report opening (715). */
export const ESCALATING_CHANNEL_TYPES = ['EMAIL', 'REGISTERED_EMAIL'] as const;

/** Bounds of `unopenedWorkingDays`. */
export const ESCALATION_MIN_DAYS = 1;
export const ESCALATION_MAX_DAYS = 30;

/** The status that starts the timer: sent (700). */
export const ESCALATION_START_STATUS = 700;

/** The status the platform gives an e-mail whose timer ran out unopened: 711 "not opened". */
export const NOT_OPENED_STATUS = 711;

/**
 * Statuses that show the recipient has the document in hand: received by the registered e-mail provider (710),
 * recipient reject (713: they read it and refused it), signed (714), opened (715), clicked (716), accepted
 * (760). Reaching one stops the timer for good.
 */
export const ENGAGED_STATUSES: readonly number[] = [710, 713, 714, 715, 716, 760];

/**
 * Statuses that escalate at once, without waiting for the timer: undelivered (-710), bounced (-711), blocked
 * (-712), unsubscribed (730: the recipient asked for letters with the one-click link).
 */
export const ESCALATE_AT_ONCE_STATUSES: readonly number[] = [-710, -711, -712, 730];

/** Whether reaching `code` starts a fallback for a shipment of this channel, as the service channel uses it. */
export function startsFallback(
  channel: Pick<Channel, 'fallbackOnStatuses'>,
  serviceChannel: Pick<ServiceChannel, 'escalation'> | undefined,
  code: number,
): boolean {
  if (channel.fallbackOnStatuses.includes(code)) return true;
  if (!serviceChannel?.escalation) return false;
  return ESCALATE_AT_ONCE_STATUSES.includes(code) || code === NOT_OPENED_STATUS;
}

/**
 * The labels of the channels the sending strategy tries after `label`, ignoring group conditions (what
 * validation can know): an escalating channel needs at least one.
 */
export function channelsAfter(
  service: Pick<Service, 'channels' | 'sendingStrategy'>,
  label: string,
): string[] {
  const order = service.sendingStrategy.groups.length
    ? service.sendingStrategy.groups.flatMap((g) => g.serviceChannels)
    : service.channels.map((c) => c.label);
  const at = order.indexOf(label);
  return at < 0 ? [] : [...new Set(order.slice(at + 1))].filter((l) => l !== label);
}
