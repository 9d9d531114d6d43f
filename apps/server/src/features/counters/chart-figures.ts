import {
  CHANNEL_TYPES,
  CHART_LATE_STATUS,
  DISPLAY_STATUS_KINDS,
  SEARCH_RANGE_MAX_DAYS,
  SHIPMENT_DELIVERED_CODES,
  SHIPMENT_SENT_CODES,
  isShipmentErrorCode,
  shipmentDisplayKind,
  toApiDay,
  type ChannelType,
  type ChartDay,
  type CountersCharts,
  type CountersQuery,
  type DisplayStatusKind,
} from '@postbridge/domain';
import { toCount } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { viewScope, type SessionContext } from '../../platform/policy';
import { rangeOf } from './counters';
import { deliveriesPerChannelType, latePerPostDay, letterFunnel, shipmentsPerDayAndCode } from './queries';

const DAY_MS = 86_400_000;

/** The UTC days of [from, toExclusive), in order. */
function daysOf(from: string, toExclusive: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(from); t < Date.parse(toExclusive); t += DAY_MS) days.push(toApiDay(new Date(t)));
  return days;
}

const zeroKinds = (): Record<DisplayStatusKind, number> =>
  Object.fromEntries(DISPLAY_STATUS_KINDS.map((kind) => [kind, 0])) as Record<DisplayStatusKind, number>;

const isChannelType = (value: string): value is ChannelType =>
  (CHANNEL_TYPES as readonly string[]).includes(value);

/**
 * GET /counters/charts: the figures of the dashboard charts over the caller's period (the counters' range, at
 * most SEARCH_RANGE_MAX_DAYS days apart, docs/api.md "Chart figures"), scoped like the counters. Each figure is
 * one grouped query; only their few grouped rows are folded here.
 */
export async function chartFigures(
  deps: Deps,
  session: SessionContext,
  query: CountersQuery,
): Promise<CountersCharts> {
  const now = deps.clock.now();
  const range = rangeOf(session, query, now);
  const days = daysOf(range.from, range.toExclusive);
  if (days.length > SEARCH_RANGE_MAX_DAYS + 1)
    throw errors.badRequest(
      'querystring.fromDate',
      `must be at most ${SEARCH_RANGE_MAX_DAYS} days before toDate`,
    );
  const fromDate = days[0]!;
  const toDate = days.at(-1)!;
  const scope = viewScope(session);
  const ou = query.targetOUId;
  // A delivery cannot be late before its post day has come: the late series stops at today.
  const today = toApiDay(now);
  const lastLateDay = toDate < today ? toDate : today;
  const [perCode, late, channels, funnel] = await Promise.all([
    shipmentsPerDayAndCode(deps.db, scope, range, ou),
    latePerPostDay(deps.db, scope, { fromDay: fromDate, lastDay: lastLateDay }, CHART_LATE_STATUS, ou),
    deliveriesPerChannelType(deps.db, scope, range, ou),
    letterFunnel(
      deps.db,
      scope,
      range,
      { sent: SHIPMENT_SENT_CODES, delivered: SHIPMENT_DELIVERED_CODES },
      ou,
    ),
  ]);

  const byDay = new Map<string, ChartDay>(
    days.map((day) => [day, { day, shipments: zeroKinds(), errors: 0, late: 0 }]),
  );
  for (const row of perCode) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    const n = toCount(row.n);
    entry.shipments[shipmentDisplayKind(row.status_code)] += n;
    if (isShipmentErrorCode(row.status_code)) entry.errors += n;
  }
  for (const row of late) {
    const entry = byDay.get(row.day);
    if (entry) entry.late = toCount(row.n);
  }

  return {
    fromDate,
    toDate,
    days: [...byDay.values()],
    channels: channels
      .flatMap((row) =>
        isChannelType(row.channel_type) ? [{ channel: row.channel_type, deliveries: toCount(row.n) }] : [],
      )
      .sort(
        (a, b) =>
          b.deliveries - a.deliveries || CHANNEL_TYPES.indexOf(a.channel) - CHANNEL_TYPES.indexOf(b.channel),
      ),
    funnel: {
      deposited: toCount(funnel.deposited),
      ordered: toCount(funnel.ordered),
      sent: toCount(funnel.sent),
      delivered: toCount(funnel.delivered),
    },
  };
}
