import {
  DIGITAL_FIRST_LETTER_TYPES,
  EMAIL_CHANNEL_TYPES,
  addAmounts,
  digitalFirstEstimate,
  itemAmount,
  sheetsOf,
  unopenedPerMille,
  ZERO_AMOUNT,
  type ChannelCost,
  type CostItem,
  type OrderCost,
} from '@postbridge/domain';
import { parseJson } from '../../platform/db/util';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import { composeChoiceOf, optionValuesByIds } from '../channels';
import type { CostBasis } from './cost-basis';
import { emailHistoryOf } from './queries';

// The cost of an order from its items grouped by channel: shared by the estimate of an order being made, the
// estimate of an order made, its real amounts and the monthly report.

/** Items of one channel of an order (one delivery, or one service channel of an order not made yet). */
export type ChannelItems = {
  serviceChannelLabel: string;
  channelId: string;
  deliveryId: string | null;
  fallback: boolean;
  items: { item: CostItem; hasEmail: boolean }[];
};

type Requirements = Record<string, { valid?: boolean; value?: string | null; countryCode?: string | null }>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requirementsOf = (json: string | null): Requirements => parseJson<Requirements>(json, {});

/** The destination country of a letter for a service channel: the country of one of its requirement values. */
export function countryOf(requirements: Requirements, label: string): string | null {
  const prefix = `${label}/`;
  const found = Object.entries(requirements).find(([key, r]) => key.startsWith(prefix) && r.countryCode);
  return found?.[1].countryCode ?? null;
}

/** Whether a letter's recipient has a usable e-mail address: a valid one among its requirement values. */
export const hasEmailRequirement = (requirements: Requirements): boolean =>
  Object.values(requirements).some((r) => r.valid !== false && EMAIL.test(r.value?.trim() ?? ''));

/** Option id → whether it prints recto-verso (its properties, or what the demo options do). */
export async function duplexOfOptions(
  db: Db,
  optionIds: readonly string[],
): Promise<(ids: readonly string[]) => boolean> {
  const rows = await optionValuesByIds(db, [...new Set(optionIds)]);
  const properties = new Map(
    rows.map((row) => [row.id, parseJson<Record<string, string>>(row.properties, {})] as const),
  );
  return (ids) =>
    composeChoiceOf(ids.map((id) => ({ id, properties: properties.get(id) ?? {} }))).duplex ?? false;
}

/** The item of a letter not sent yet: its pages, the sheets they take with these options. */
export const letterItem = (
  channelType: CostItem['channelType'],
  pages: number,
  duplex: boolean,
  country: string | null,
  optionIds: readonly string[],
): CostItem => ({ channelType, pages, sheets: sheetsOf(pages, duplex), country, optionIds });

/** The unopened share of the OU's recent e-mails (docs/domain-decisions.md "Cost and CO₂"). */
export async function unopenedShareOf(db: Db, clock: Clock, basis: CostBasis, ouId: string) {
  const since = new Date(clock.now().getTime() - basis.settings.digitalFirst.periodDays * 86_400_000);
  const history = await emailHistoryOf(db, ouId, EMAIL_CHANNEL_TYPES, since.toISOString());
  return unopenedPerMille(history, basis.settings);
}

/**
 * The order's figures per channel and in total; with `share`, what sending its ordinary letters whose recipients
 * have an e-mail address digital-first would change.
 */
export function orderCostOf(
  basis: CostBasis,
  channels: readonly ChannelItems[],
  share: { perMille: number; measured: boolean } | null,
): OrderCost {
  const { settings } = basis;
  const rows: ChannelCost[] = channels.map((group) => {
    const channel = basis.channels.get(group.channelId);
    const prices = basis.pricesOf(group.channelId);
    const amount = group.items.reduce(
      (total, { item }) => addAmounts(total, itemAmount(item, prices, settings)),
      ZERO_AMOUNT,
    );
    return {
      serviceChannelLabel: group.serviceChannelLabel,
      channelId: group.channelId,
      channelName: channel?.name ?? group.channelId,
      channelType: channel?.type ?? 'POSTAL_MAIL',
      deliveryId: group.deliveryId,
      fallback: group.fallback,
      count: group.items.length,
      pages: group.items.reduce((total, { item }) => total + item.pages, 0),
      sheets: group.items.reduce((total, { item }) => total + item.sheets, 0),
      ...amount,
    };
  });
  const sum = (field: 'count' | 'pages' | 'sheets' | 'costMinor' | 'co2Mg') =>
    rows.reduce((total, row) => total + row[field], 0);
  let digitalFirst: OrderCost['digitalFirst'] = null;
  if (share) {
    const letters = channels.flatMap((group) =>
      group.items
        .filter(({ item, hasEmail }) => hasEmail && DIGITAL_FIRST_LETTER_TYPES.includes(item.channelType))
        .map(({ item }) => ({ item, prices: basis.pricesOf(group.channelId) })),
    );
    const estimate = digitalFirstEstimate({
      letters,
      emailPrices: basis.pricesOfKind('EMAIL'),
      registeredLetterPrices: basis.pricesOfKind('REGISTERED_MAIL'),
      unopenedPerMille: share.perMille,
      settings,
    });
    digitalFirst = { ...estimate, unopenedPerMille: share.perMille, measured: share.measured };
  }
  return {
    currency: settings.currency,
    channels: rows,
    total: {
      count: sum('count'),
      pages: sum('pages'),
      sheets: sum('sheets'),
      costMinor: sum('costMinor'),
      co2Mg: sum('co2Mg'),
    },
    digitalFirst,
  };
}
