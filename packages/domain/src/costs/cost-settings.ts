import { z } from 'zod';
import { CHANNEL_TYPES, type ChannelType } from '../model/channel-fields';

// Price lists and CO₂ factors (issue 18, docs/product.md "Cost and CO₂", docs/domain-decisions.md "Cost and CO₂").
// Money is in integer minor units of one currency (cents for EUR): no floats for money. CO₂ factors are in
// integer milligrams of CO₂e, so that an SMS (14 mg) and a letter (tens of grams) share one unit.

/** A destination zone, from the destination country against the instance's home country. */
export const COST_ZONES = ['domestic', 'europe', 'world'] as const;
export type CostZone = (typeof COST_ZONES)[number];

const minor = () => z.number().int().min(0).max(100_000_000);
const mg = () => z.number().int().min(0).max(100_000_000);

/** Postage of one weight band: letters up to `maxGrams` (the first band that fits applies). */
export const postageBandSchema = z.object({
  maxGrams: z.number().int().min(1).max(100_000),
  domestic: minor(),
  europe: minor(),
  world: minor(),
});
export type PostageBand = z.infer<typeof postageBandSchema>;

/** What an option value adds (an option id of System > Options): per sheet, per page, per item. */
export const optionSurchargeSchema = z.object({ perSheet: minor(), perPage: minor(), perItem: minor() });
export type OptionSurcharge = z.infer<typeof optionSurchargeSchema>;

/** The price list of a channel. Every price is in minor units of the settings' currency. */
export const priceListSchema = z.object({
  /** Paper: each sheet printed. */
  perSheet: minor(),
  /** Printing: each page printed (a sheet printed on both sides is two pages). */
  perPage: minor(),
  /** Enveloping: each letter. */
  perEnvelope: minor(),
  /** Each message (e-mail, SMS, digital safe deposit): an SMS counts as one message, whatever its length. */
  perMessage: minor(),
  /** Each registered item (registered letter or registered e-mail): on top of the rest. */
  perRegistered: minor(),
  /** Postage by weight band, ascending by maxGrams; a letter heavier than the last band pays the last band. */
  postage: z.array(postageBandSchema).max(20),
  /** Option id → what choosing it adds. */
  surcharges: z.record(z.string().min(1).max(100), optionSurchargeSchema),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** CO₂e factors, in milligrams (sources in docs/domain-decisions.md "Cost and CO₂"). */
export const co2FactorsSchema = z.object({
  /** Making one A4 sheet of 80 g/m² paper (≈ 5 g of paper). */
  paperPerSheet: mg(),
  /** Printing one page (energy and toner). */
  printPerPage: mg(),
  /** One envelope. */
  envelope: mg(),
  /** Carrying one letter, by zone. */
  transportDomestic: mg(),
  transportEurope: mg(),
  transportWorld: mg(),
  /** The extra of a registered letter (acknowledgement card, signature round). */
  registeredExtra: mg(),
  /** One e-mail (or digital safe deposit, registered e-mail) without attachment. */
  emailBase: mg(),
  /** Each page of the document attached to an e-mail. */
  emailPerAttachedPage: mg(),
  /** One SMS. */
  sms: mg(),
});
export type Co2Factors = z.infer<typeof co2FactorsSchema>;

/** The expected share of e-mails not opened, when the OU's own history is too short to measure it. */
export const digitalFirstSchema = z.object({
  /** Per mille of e-mails left unopened, escalated to a registered letter (300: 30 %). */
  defaultUnopenedPerMille: z.number().int().min(0).max(1000),
  /** The period of the OU's e-mails the share is measured on. */
  periodDays: z.number().int().min(1).max(3650),
  /** Fewer e-mails than this in the period: the default share applies. */
  minEmails: z.number().int().min(1).max(1_000_000),
});
export type DigitalFirstSettings = z.infer<typeof digitalFirstSchema>;

/** Instance-wide settings of cost and CO₂ (the price lists are per channel, beside them). */
export const costSettingsSchema = z.object({
  /** ISO 4217 code of every price. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code'),
  /** ISO 3166-1 alpha-2: mail to this country is domestic. */
  homeCountry: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166-1 alpha-2 code'),
  /** Weight of one sheet (A4 80 g/m²: 5 g) and of one envelope, for the postage band. */
  sheetGrams: z.number().int().min(1).max(1000),
  envelopeGrams: z.number().int().min(0).max(1000),
  co2: co2FactorsSchema,
  digitalFirst: digitalFirstSchema,
});
export type CostSettings = z.infer<typeof costSettingsSchema>;

/** The built-in settings, used while System saved none (docs/domain-decisions.md "Cost and CO₂"). */
export const DEFAULT_COST_SETTINGS: CostSettings = {
  currency: 'EUR',
  homeCountry: 'FR',
  sheetGrams: 5,
  envelopeGrams: 5,
  co2: {
    paperPerSheet: 5_000,
    printPerPage: 500,
    envelope: 5_000,
    transportDomestic: 10_000,
    transportEurope: 25_000,
    transportWorld: 100_000,
    registeredExtra: 10_000,
    emailBase: 300,
    emailPerAttachedPage: 200,
    sms: 14,
  },
  digitalFirst: { defaultUnopenedPerMille: 300, periodDays: 90, minEmails: 20 },
};

const NO_PRICES: PriceList = {
  perSheet: 0,
  perPage: 0,
  perEnvelope: 0,
  perMessage: 0,
  perRegistered: 0,
  postage: [],
  surcharges: {},
};

/** Indicative letter postage (EUR cents), by weight band and zone. */
const LETTER_POSTAGE: PostageBand[] = [
  { maxGrams: 20, domestic: 139, europe: 196, world: 196 },
  { maxGrams: 100, domestic: 278, europe: 392, world: 392 },
  { maxGrams: 250, domestic: 556, europe: 980, world: 980 },
  { maxGrams: 500, domestic: 834, europe: 1_470, world: 1_470 },
  { maxGrams: 3_000, domestic: 1_112, europe: 2_940, world: 2_940 },
];

/** The demo options' surcharges (seed/demo-options.ts): colour printing, a C4 envelope. */
const PRINT_SURCHARGES: PriceList['surcharges'] = {
  'colour-colour': { perSheet: 0, perPage: 10, perItem: 0 },
  'envelope-c4': { perSheet: 0, perPage: 0, perItem: 10 },
};

const PRINTED: PriceList = {
  ...NO_PRICES,
  perSheet: 3,
  perPage: 5,
  perEnvelope: 4,
  surcharges: PRINT_SURCHARGES,
};

/** The built-in price list of each kind of channel, used while System sets none for a channel. */
export const DEFAULT_PRICE_LISTS: Record<ChannelType, PriceList> = {
  POSTAL_MAIL: { ...PRINTED, postage: LETTER_POSTAGE },
  REGISTERED_MAIL: { ...PRINTED, postage: LETTER_POSTAGE, perRegistered: 400 },
  ON_PREMISE_PRINT: { ...PRINTED, postage: LETTER_POSTAGE },
  PACKING: PRINTED,
  EMAIL: { ...NO_PRICES, perMessage: 1 },
  REGISTERED_EMAIL: { ...NO_PRICES, perMessage: 1, perRegistered: 350 },
  DIGITAL_SAFE: { ...NO_PRICES, perMessage: 10 },
  SMS: { ...NO_PRICES, perMessage: 6 },
};

/** Paper that travels by post: postage and transport apply (PACKING leaves in a parcel, not as a letter). */
export const POSTED_CHANNEL_TYPES: readonly ChannelType[] = [
  'POSTAL_MAIL',
  'REGISTERED_MAIL',
  'ON_PREMISE_PRINT',
];
export const REGISTERED_CHANNEL_TYPES: readonly ChannelType[] = ['REGISTERED_MAIL', 'REGISTERED_EMAIL'];
/**
 * The letters a digital-first strategy would send by e-mail first: ordinary letters. A registered letter stays one
 * (its proof of delivery is why it was chosen), and packing is not a letter.
 */
export const DIGITAL_FIRST_LETTER_TYPES: readonly ChannelType[] = ['POSTAL_MAIL', 'ON_PREMISE_PRINT'];
export const EMAIL_CHANNEL_TYPES: readonly ChannelType[] = ['EMAIL', 'REGISTERED_EMAIL'];

export const isChannelType = (value: string): value is ChannelType =>
  (CHANNEL_TYPES as readonly string[]).includes(value);

/**
 * The countries that count as "europe" when not the home country: the EU, the EEA, Switzerland, the United
 * Kingdom and the European microstates (the zones of European postal operators' tariffs).
 */
export const EUROPE_COUNTRIES: ReadonlySet<string> = new Set(
  (
    'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE ' +
    'IS LI NO CH GB AD MC SM VA GI FO AL BA ME MK RS MD UA'
  ).split(' '),
);

/** The zone of a destination: an unknown country is domestic (most mail is; the letter is priced as such). */
export function zoneOf(country: string | null | undefined, homeCountry: string): CostZone {
  const code = country?.trim().toUpperCase();
  if (!code || code === homeCountry) return 'domestic';
  return EUROPE_COUNTRIES.has(code) ? 'europe' : 'world';
}
