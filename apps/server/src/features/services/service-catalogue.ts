import type { ServiceCatalogue } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { allOptionTypes, optionValues } from '../options';
import { allChannels, channelIdsOfferedTo, presentChannel } from '../channels';

/**
 * What a service of the OU at `ouPath` may name (validateServiceReferences): every channel, those offered to the
 * OU or one of its ancestors (an OU's list is its own; a service of a sub-unit may use what its parents offer),
 * and every option type and option.
 */
export async function serviceCatalogue(deps: Pick<Deps, 'db'>, ouPath: string): Promise<ServiceCatalogue> {
  const ouIds = ouPath.split('/').filter(Boolean);
  const [channels, offered, types, options] = await Promise.all([
    allChannels(deps.db),
    channelIdsOfferedTo(deps.db, ouIds),
    allOptionTypes(deps.db),
    optionValues(deps.db),
  ]);
  return {
    channels: new Map(channels.map((row) => [row.id, presentChannel(row)])),
    offeredChannelIds: new Set(offered),
    optionTypeIds: new Set(types.map((t) => t.id)),
    optionTypeOf: new Map(options.map((o) => [o.id, o.option_type_id])),
  };
}
