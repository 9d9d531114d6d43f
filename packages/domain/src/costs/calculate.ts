import type { ChannelType } from '../model/channel-fields';
import { isPaperChannelType } from '../model/preflight';
import {
  POSTED_CHANNEL_TYPES,
  REGISTERED_CHANNEL_TYPES,
  zoneOf,
  type CostSettings,
  type CostZone,
  type PostageBand,
  type PriceList,
} from './cost-settings';

// The cost and CO₂ of one item (a letter, an e-mail, an SMS) and of a set of them: pure arithmetic on integers
// (minor units of money, milligrams of CO₂e), so that sums are exact and the same on server and browser.

/** One thing sent: what its cost depends on. */
export type CostItem = {
  channelType: ChannelType;
  /** Pages of the document (printed pages; attached pages of an e-mail). */
  pages: number;
  /** Sheets printed: known from a shipment, else sheetsOf(pages, duplex). */
  sheets: number;
  /** ISO 3166-1 alpha-2 of the destination; null when unknown (counted domestic). */
  country: string | null;
  /** The option ids that apply (chosen or default). */
  optionIds: readonly string[];
};

export type Amount = { costMinor: number; co2Mg: number };

export const ZERO_AMOUNT: Amount = { costMinor: 0, co2Mg: 0 };
export const addAmounts = (a: Amount, b: Amount): Amount => ({
  costMinor: a.costMinor + b.costMinor,
  co2Mg: a.co2Mg + b.co2Mg,
});

/** Sheets a document of `pages` pages is printed on: one a page, or two pages a sheet in duplex. */
export const sheetsOf = (pages: number, duplex: boolean): number => (duplex ? Math.ceil(pages / 2) : pages);

/** A letter's weight in grams: its sheets and its envelope. */
export const letterGrams = (sheets: number, settings: Pick<CostSettings, 'sheetGrams' | 'envelopeGrams'>) =>
  sheets * settings.sheetGrams + settings.envelopeGrams;

/** The postage of a letter: the first band (ascending) it fits in, the last when heavier than all; 0 without bands. */
export function postageOf(bands: readonly PostageBand[], grams: number, zone: CostZone): number {
  if (!bands.length) return 0;
  const sorted = [...bands].sort((a, b) => a.maxGrams - b.maxGrams);
  const band = sorted.find((b) => grams <= b.maxGrams) ?? sorted.at(-1)!;
  return band[zone];
}

const TRANSPORT = {
  domestic: 'transportDomestic',
  europe: 'transportEurope',
  world: 'transportWorld',
} as const;

/** The cost and CO₂ of one item by a channel with this price list. */
export function itemAmount(item: CostItem, prices: PriceList, settings: CostSettings): Amount {
  const { channelType, pages, sheets } = item;
  const zone = zoneOf(item.country, settings.homeCountry);
  const f = settings.co2;
  let costMinor = 0;
  let co2Mg = 0;
  for (const optionId of item.optionIds) {
    const surcharge = prices.surcharges[optionId];
    if (surcharge) costMinor += surcharge.perSheet * sheets + surcharge.perPage * pages + surcharge.perItem;
  }
  if (REGISTERED_CHANNEL_TYPES.includes(channelType)) costMinor += prices.perRegistered;
  // Paper channels (the same kinds print pre-flight checks) are priced by sheet, page and envelope.
  if (isPaperChannelType(channelType)) {
    costMinor += prices.perSheet * sheets + prices.perPage * pages + prices.perEnvelope;
    co2Mg += f.paperPerSheet * sheets + f.printPerPage * pages + f.envelope;
    if (POSTED_CHANNEL_TYPES.includes(channelType)) {
      costMinor += postageOf(prices.postage, letterGrams(sheets, settings), zone);
      co2Mg += f[TRANSPORT[zone]];
    }
    if (channelType === 'REGISTERED_MAIL') co2Mg += f.registeredExtra;
  } else {
    costMinor += prices.perMessage;
    co2Mg += channelType === 'SMS' ? f.sms : f.emailBase + f.emailPerAttachedPage * pages;
  }
  return { costMinor, co2Mg };
}

/** Digital-first (issue 18): the letters sent by e-mail first, the unopened share escalated to a registered letter. */
export type DigitalFirstInput = {
  /** The letters (paper items) whose recipient has an e-mail address, each with its own channel's price list. */
  letters: readonly { item: CostItem; prices: PriceList }[];
  emailPrices: PriceList;
  registeredLetterPrices: PriceList;
  /** Expected share of e-mails not opened, per mille. */
  unopenedPerMille: number;
  settings: CostSettings;
};

export type DigitalFirstEstimate = {
  letters: number;
  /** As ordered: by letter. */
  asLetters: Amount;
  /** By e-mail, with the expected share escalated to a registered letter. */
  digitalFirst: Amount;
  /** asLetters − digitalFirst (negative when digital-first would cost more). */
  saving: Amount;
};

/**
 * What sending these letters digital-first would save: each by e-mail (its pages attached, no option), and the
 * expected unopened share again as a registered letter (same pages and sheets, same destination, no option).
 */
export function digitalFirstEstimate(input: DigitalFirstInput): DigitalFirstEstimate {
  const { settings } = input;
  let asLetters = ZERO_AMOUNT;
  let email = ZERO_AMOUNT;
  let registered = ZERO_AMOUNT;
  for (const { item, prices } of input.letters) {
    asLetters = addAmounts(asLetters, itemAmount(item, prices, settings));
    const plain = { ...item, optionIds: [] };
    email = addAmounts(email, itemAmount({ ...plain, channelType: 'EMAIL' }, input.emailPrices, settings));
    registered = addAmounts(
      registered,
      itemAmount({ ...plain, channelType: 'REGISTERED_MAIL' }, input.registeredLetterPrices, settings),
    );
  }
  const share = (value: number) => Math.round((value * input.unopenedPerMille) / 1000);
  const digitalFirst = {
    costMinor: email.costMinor + share(registered.costMinor),
    co2Mg: email.co2Mg + share(registered.co2Mg),
  };
  return {
    letters: input.letters.length,
    asLetters,
    digitalFirst,
    saving: {
      costMinor: asLetters.costMinor - digitalFirst.costMinor,
      co2Mg: asLetters.co2Mg - digitalFirst.co2Mg,
    },
  };
}

/**
 * The expected unopened share, per mille, from the OU's recent e-mails: those without an "opened" status (715)
 * over those sent; the default when fewer than `minEmails` were sent in the period.
 */
export function unopenedPerMille(
  history: { sent: number; opened: number },
  settings: Pick<CostSettings, 'digitalFirst'>,
): { perMille: number; measured: boolean } {
  const { minEmails, defaultUnopenedPerMille } = settings.digitalFirst;
  if (history.sent < minEmails) return { perMille: defaultUnopenedPerMille, measured: false };
  const unopened = Math.max(0, history.sent - Math.min(history.opened, history.sent));
  return { perMille: Math.round((unopened * 1000) / history.sent), measured: true };
}
