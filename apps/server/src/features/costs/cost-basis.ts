import {
  DEFAULT_COST_SETTINGS,
  DEFAULT_PRICE_LISTS,
  costSettingsSchema,
  isChannelType,
  priceListSchema,
  type ChannelType,
  type CostSettings,
  type PriceList,
} from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { ChannelTable } from '../../platform/db/schema';
import type { Db } from '../../platform/db/database';
import { allChannels } from '../channels';
import { costSettingRow, priceListRows } from './queries';

// What every figure is computed with: the settings and price lists System saved, else the built-in ones (so that
// the demo shows figures without any setting). A stored value that no longer parses (a schema grown since) falls
// back to the built-in one rather than failing every estimate.

export type CostChannel = { id: string; name: string; type: ChannelType; enabled: boolean };

export type CostBasis = {
  settings: CostSettings;
  channels: ReadonlyMap<string, CostChannel>;
  /** The price list of a channel: its own, else the built-in one of its kind. */
  pricesOf: (channelId: string) => PriceList;
  /** The price list of the first enabled channel of this kind (by name), else the built-in one. */
  pricesOfKind: (type: ChannelType) => PriceList;
};

export function storedSettings(value: string | undefined): CostSettings | null {
  if (!value) return null;
  const parsed = costSettingsSchema.safeParse(JSON.parse(value));
  return parsed.success ? parsed.data : null;
}

export function storedPrices(value: string): PriceList | null {
  const parsed = priceListSchema.safeParse(JSON.parse(value));
  return parsed.success ? parsed.data : null;
}

export const costChannelOf = (row: Selectable<ChannelTable>): CostChannel => ({
  id: row.id,
  name: row.name,
  // A channel type this version does not know is priced as a letter, the costliest kind: never zero by mistake.
  type: isChannelType(row.channel_type) ? row.channel_type : 'POSTAL_MAIL',
  enabled: row.enabled === 1,
});

export async function costBasis(db: Db): Promise<CostBasis> {
  const [settingRow, priceRows, channelRows] = await Promise.all([
    costSettingRow(db),
    priceListRows(db),
    allChannels(db),
  ]);
  const settings = storedSettings(settingRow?.value) ?? DEFAULT_COST_SETTINGS;
  const channels = new Map(channelRows.map((row) => [row.id, costChannelOf(row)] as const));
  const saved = new Map(
    priceRows.flatMap((row) => {
      const prices = storedPrices(row.prices);
      return prices ? [[row.channel_id, prices] as const] : [];
    }),
  );
  const pricesOf = (channelId: string) =>
    saved.get(channelId) ?? DEFAULT_PRICE_LISTS[channels.get(channelId)?.type ?? 'POSTAL_MAIL'];
  const pricesOfKind = (type: ChannelType) => {
    const channel = [...channels.values()].find((c) => c.enabled && c.type === type);
    return channel ? pricesOf(channel.id) : DEFAULT_PRICE_LISTS[type];
  };
  return { settings, channels, pricesOf, pricesOfKind };
}
