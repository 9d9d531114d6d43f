import type { CheckOptionsBody, OrderCost } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { canDo, type SessionContext } from '../../platform/policy';
import { prepareOrder } from '../deliveries';
import { recipientChoicesFor } from '../recipients';
import { costBasis } from './cost-basis';
import {
  countryOf,
  duplexOfOptions,
  hasEmailRequirement,
  letterItem,
  orderCostOf,
  requirementsOf,
  unopenedShareOf,
  type ChannelItems,
} from './order-cost';

/**
 * POST /costs/estimate: the order planned as POST /deliveries/checkOptions plans it (same pack groups the caller
 * may order, same refusals), each letter priced on the channel it would go by with the options that apply.
 */
export async function estimateOrder(
  deps: Deps,
  session: SessionContext,
  body: CheckOptionsBody,
): Promise<OrderCost> {
  if (!canDo(session, 'createOrders')) throw errors.unauthorized();
  const { rows, job, plan } = await prepareOrder(deps, session, body);
  const [basis, duplexOf, choices] = await Promise.all([
    costBasis(deps.db),
    duplexOfOptions(
      deps.db,
      plan.channels.flatMap((c) => c.options.map((o) => o.optionId)),
    ),
    recipientChoicesFor(
      deps.db,
      job.ou_id,
      rows.flatMap((r) => (r.identifier ? [r.identifier] : [])),
    ),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row] as const));
  const channels = plan.channels.map((planned): ChannelItems => {
    const optionIds = planned.options.map((o) => o.optionId);
    const duplex = duplexOf(optionIds);
    const type = basis.channels.get(planned.channelId)?.type ?? 'POSTAL_MAIL';
    return {
      serviceChannelLabel: planned.serviceChannelLabel,
      channelId: planned.channelId,
      deliveryId: null,
      fallback: false,
      items: planned.packGroupIds.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const requirements = requirementsOf(row.requirements);
        const pages = row.last_page - row.first_page + 1;
        return [
          {
            item: letterItem(
              type,
              pages,
              duplex,
              countryOf(requirements, planned.serviceChannelLabel),
              optionIds,
            ),
            hasEmail:
              hasEmailRequirement(requirements) ||
              Boolean(row.identifier && choices.get(row.identifier)?.email),
          },
        ];
      }),
    };
  });
  return orderCostOf(basis, channels, await unopenedShareOf(deps.db, deps.clock, basis, job.ou_id));
}
