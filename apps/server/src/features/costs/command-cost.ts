import type { CommandCost, CostItem } from '@postbridge/domain';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { viewScope, type SessionContext } from '../../platform/policy';
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
import { deliveriesOfCommand, packGroupsOfCommand, shipmentsOfCommand, visibleCommandRow } from './queries';

const optionIdsOf = (json: string) => parseJson<{ optionId: string }[]>(json, []).map((o) => o.optionId);

/**
 * GET /deliveries/commands/{id}/cost: the estimate of an order made (its letters on the deliveries they go by,
 * with each delivery's options), and its real amounts (the shipments made: their own pages and sheets, fallback
 * deliveries included, shipments cancelled before production not). An order the caller may not see: -3.
 */
export async function commandCost(
  deps: Deps,
  session: SessionContext,
  commandId: string,
): Promise<CommandCost> {
  const command = await visibleCommandRow(deps.db, viewScope(session), commandId);
  if (!command) throw errors.notFound('The delivery command');
  const [basis, deliveries, groups, shipments] = await Promise.all([
    costBasis(deps.db),
    deliveriesOfCommand(deps.db, command.id),
    packGroupsOfCommand(deps.db, command.id),
    shipmentsOfCommand(deps.db, command.id),
  ]);
  const [duplexOf, choices, share] = await Promise.all([
    duplexOfOptions(
      deps.db,
      deliveries.flatMap((d) => optionIdsOf(d.options)),
    ),
    recipientChoicesFor(
      deps.db,
      command.ou_id,
      groups.flatMap((g) => (g.identifier ? [g.identifier] : [])),
    ),
    unopenedShareOf(deps.db, deps.clock, basis, command.ou_id),
  ]);
  const typeOf = (channelId: string) => basis.channels.get(channelId)?.type ?? 'POSTAL_MAIL';
  const planned = deliveries
    .filter((d) => d.fallback_origin_id === null)
    .map((delivery): ChannelItems => {
      const optionIds = optionIdsOf(delivery.options);
      const duplex = duplexOf(optionIds);
      return {
        serviceChannelLabel: delivery.service_channel_label,
        channelId: delivery.channel_id,
        deliveryId: delivery.id,
        fallback: false,
        items: groups
          .filter((g) => g.delivery_id === delivery.id)
          .map((group) => {
            const requirements = requirementsOf(group.requirements);
            const country = countryOf(requirements, delivery.service_channel_label);
            const pages = group.last_page - group.first_page + 1;
            return {
              item: letterItem(typeOf(delivery.channel_id), pages, duplex, country, optionIds),
              hasEmail:
                hasEmailRequirement(requirements) ||
                Boolean(group.identifier && choices.get(group.identifier)?.email),
            };
          }),
      };
    });
  const actual = deliveries.flatMap((delivery): ChannelItems[] => {
    const made = shipments.filter((s) => s.delivery_id === delivery.id);
    if (!made.length) return [];
    const optionIds = optionIdsOf(delivery.options);
    return [
      {
        serviceChannelLabel: delivery.service_channel_label,
        channelId: delivery.channel_id,
        deliveryId: delivery.id,
        fallback: delivery.fallback_origin_id !== null,
        items: made.map((s) => ({
          item: {
            channelType: typeOf(delivery.channel_id),
            pages: s.pages,
            sheets: s.sheets,
            country: countryOf(requirementsOf(s.requirements), delivery.service_channel_label),
            optionIds,
          } satisfies CostItem,
          hasEmail: false,
        })),
      },
    ];
  });
  return { estimate: orderCostOf(basis, planned, share), actual: orderCostOf(basis, actual, null) };
}
