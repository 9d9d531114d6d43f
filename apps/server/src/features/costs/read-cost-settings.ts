import { DEFAULT_COST_SETTINGS, DEFAULT_PRICE_LISTS, type CostSettingsView } from '@postbridge/domain';
import type { Db } from '../../platform/db/database';
import { allChannels } from '../channels';
import { costChannelOf, storedPrices, storedSettings } from './cost-basis';
import { costSettingRow, priceListRows } from './queries';

/** GET /system/costs: the settings and every channel's price list, each saved or built-in, with its version. */
export async function readCostSettings(db: Db): Promise<CostSettingsView> {
  const [settingRow, priceRows, channelRows] = await Promise.all([
    costSettingRow(db),
    priceListRows(db),
    allChannels(db),
  ]);
  const stored = storedSettings(settingRow?.value);
  const rowsByChannel = new Map(priceRows.map((row) => [row.channel_id, row] as const));
  return {
    version: settingRow?.version ?? 0,
    updatedAt: settingRow?.updated_at ?? null,
    updatedBy: settingRow?.updated_by ?? null,
    settings: stored ?? DEFAULT_COST_SETTINGS,
    defaults: DEFAULT_COST_SETTINGS,
    custom: stored !== null,
    priceLists: channelRows.map((row) => {
      const channel = costChannelOf(row);
      const saved = rowsByChannel.get(row.id);
      const prices = saved ? storedPrices(saved.prices) : null;
      const defaults = DEFAULT_PRICE_LISTS[channel.type];
      return {
        channelId: channel.id,
        channelName: channel.name,
        channelType: channel.type,
        enabled: channel.enabled,
        prices: prices ?? defaults,
        defaults,
        custom: prices !== null,
        version: saved?.version ?? 0,
        updatedAt: saved?.updated_at ?? null,
        updatedBy: saved?.updated_by ?? null,
      };
    }),
  };
}
