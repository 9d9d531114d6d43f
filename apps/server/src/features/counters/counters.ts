import {
  COUNTER_COMMAND_STATES,
  COUNTER_JOB_STATES,
  defaultSearchRange,
  type CountersQuery,
  type DeliveryCounters,
  type JobCounters,
  type ShipmentCounters,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { viewScope, type SessionContext } from '../../platform/policy';
import { countByState, countShipments, type Range } from './queries';

const DAY_MS = 86_400_000;

/**
 * [fromDate, toDate] as whole UTC days; each defaults to the caller's search range (docs/product.md §4, §9).
 */
export function rangeOf(session: SessionContext, query: CountersQuery, now: Date): Range {
  const fallback = defaultSearchRange(now, session.searchRangeDays);
  const fromDate = query.fromDate ?? fallback.fromDate;
  const toDate = query.toDate ?? fallback.toDate;
  if (fromDate > toDate) throw errors.badRequest('querystring.fromDate', 'must not be after toDate');
  return {
    from: `${fromDate}T00:00:00.000Z`,
    toExclusive: new Date(Date.parse(`${toDate}T00:00:00.000Z`) + DAY_MS).toISOString(),
  };
}

const sum = (counts: Map<string, number>, states: readonly string[]) =>
  states.reduce((total, s) => total + (counts.get(s) ?? 0), 0);

export async function jobCounters(
  deps: Deps,
  session: SessionContext,
  query: CountersQuery,
): Promise<JobCounters> {
  const counts = await countByState(
    deps.db,
    'job',
    viewScope(session),
    rangeOf(session, query, deps.clock.now()),
    query.targetOUId,
  );
  return {
    orders: [...counts.values()].reduce((a, b) => a + b, 0),
    ordersRemaining: sum(counts, COUNTER_JOB_STATES.ordersRemaining),
    ordersRemainingProcessing: sum(counts, COUNTER_JOB_STATES.ordersInProcessing),
  };
}

export async function deliveryCounters(
  deps: Deps,
  session: SessionContext,
  query: CountersQuery,
): Promise<DeliveryCounters> {
  const counts = await countByState(
    deps.db,
    'delivery_command',
    viewScope(session),
    rangeOf(session, query, deps.clock.now()),
    query.targetOUId,
  );
  return {
    deliveries: sum(counts, COUNTER_COMMAND_STATES.delivered),
    deliveriesProcessing: sum(counts, COUNTER_COMMAND_STATES.processing),
    deliveriesAwaitValidation: sum(counts, COUNTER_COMMAND_STATES.awaitingValidation),
    deliveriesError: sum(counts, COUNTER_COMMAND_STATES.errors),
  };
}

export async function shipmentCounters(
  deps: Deps,
  session: SessionContext,
  query: CountersQuery,
): Promise<ShipmentCounters> {
  const c = await countShipments(
    deps.db,
    viewScope(session),
    rangeOf(session, query, deps.clock.now()),
    query.targetOUId,
  );
  return { shipments: c.all, shipmentsError: c.errors };
}
