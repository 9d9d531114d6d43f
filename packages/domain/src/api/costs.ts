import { z } from 'zod';
import { CHANNEL_TYPES } from '../model/channel-fields';
import { costSettingsSchema, priceListSchema } from '../costs/cost-settings';

// Cost and CO₂ (issue 18; docs/product.md "Cost and CO₂"): System's price lists and factors, the estimate of an
// order before approval, the real amounts of an order, the monthly report. Money in minor units of `currency`,
// CO₂e in milligrams (the browser shows grams or kilograms).

const id = () => z.string().min(1).max(100);

/** A channel's price list as System shows it: the one saved, else the built-in one of its kind. */
export const channelPriceListSchema = z.object({
  channelId: z.string(),
  channelName: z.string(),
  channelType: z.enum(CHANNEL_TYPES),
  enabled: z.boolean(),
  /** The effective price list. */
  prices: priceListSchema,
  /** The built-in price list of the channel's kind (what a reset goes back to). */
  defaults: priceListSchema,
  /** System saved a price list for this channel. */
  custom: z.boolean(),
  /** Of the saved price list; 0 when none was saved. Sent back with a save (-13 when it moved). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ChannelPriceList = z.infer<typeof channelPriceListSchema>;

/** GET /system/costs. */
export const costSettingsViewSchema = z.object({
  /** Of the saved settings; 0 when none were saved. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The effective settings: the saved ones, else the built-in ones. */
  settings: costSettingsSchema,
  defaults: costSettingsSchema,
  custom: z.boolean(),
  priceLists: z.array(channelPriceListSchema),
});
export type CostSettingsView = z.infer<typeof costSettingsViewSchema>;

/** POST /system/costs: `settings` null goes back to the built-in settings. */
export const costSettingsSaveBodySchema = z.object({
  version: z.number().int().min(0),
  settings: costSettingsSchema.nullable(),
});
export type CostSettingsSaveBody = z.infer<typeof costSettingsSaveBodySchema>;

export const priceListParamsSchema = z.object({ channelId: id() });

/** POST /system/costs/channels/{channelId}: `prices` null goes back to the built-in price list. */
export const priceListSaveBodySchema = z.object({
  version: z.number().int().min(0),
  prices: priceListSchema.nullable(),
});
export type PriceListSaveBody = z.infer<typeof priceListSaveBodySchema>;

const amountSchema = z.object({ costMinor: z.number().int(), co2Mg: z.number().int() });

/** One channel (one delivery) of an order: what it sends and what that costs. */
export const channelCostSchema = z.object({
  serviceChannelLabel: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  channelType: z.enum(CHANNEL_TYPES),
  /** The delivery (real amounts); null for an estimate of an order not made yet. */
  deliveryId: z.string().nullable(),
  /** A delivery sending again what failed on another channel (real amounts). */
  fallback: z.boolean(),
  /** Letters, e-mails or SMS. */
  count: z.number().int(),
  pages: z.number().int(),
  sheets: z.number().int(),
  costMinor: z.number().int(),
  co2Mg: z.number().int(),
});
export type ChannelCost = z.infer<typeof channelCostSchema>;

/** What a digital-first strategy would change for the letters whose recipient has an e-mail address. */
export const digitalFirstCostSchema = z.object({
  letters: z.number().int(),
  /** Expected share of e-mails left unopened (and so escalated to a registered letter), per mille. */
  unopenedPerMille: z.number().int(),
  /** The share comes from the OU's recent e-mails (false: the default of System, too little history). */
  measured: z.boolean(),
  asLetters: amountSchema,
  digitalFirst: amountSchema,
  /** asLetters − digitalFirst: negative when digital-first would cost more. */
  saving: amountSchema,
});
export type DigitalFirstCost = z.infer<typeof digitalFirstCostSchema>;

export const orderCostSchema = z.object({
  currency: z.string(),
  channels: z.array(channelCostSchema),
  total: z.object({
    count: z.number().int(),
    pages: z.number().int(),
    sheets: z.number().int(),
    costMinor: z.number().int(),
    co2Mg: z.number().int(),
  }),
  /** Null for real amounts (what was sent is sent). */
  digitalFirst: digitalFirstCostSchema.nullable(),
});
export type OrderCost = z.infer<typeof orderCostSchema>;

/** GET /deliveries/commands/{id}/cost. */
export const commandCostSchema = z.object({
  /** From the order's letters and its channels' options, as planned. */
  estimate: orderCostSchema,
  /** From the shipments made (fallback ones included, cancelled ones not); no channel until there are some. */
  actual: orderCostSchema,
});
export type CommandCost = z.infer<typeof commandCostSchema>;

/** GET /costs/report.csv?month=yyyy-MM. */
export const costReportQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as yyyy-MM'),
});
export type CostReportQuery = z.infer<typeof costReportQuerySchema>;
