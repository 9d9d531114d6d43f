import { describe, expect, it } from 'vitest';
import {
  digitalFirstEstimate,
  itemAmount,
  letterGrams,
  postageOf,
  sheetsOf,
  unopenedPerMille,
  type CostItem,
} from './calculate';
import { DEFAULT_COST_SETTINGS, DEFAULT_PRICE_LISTS, zoneOf, type PriceList } from './cost-settings';
import { decimalToMinor, formatCo2, formatMoney, minorToDecimal } from './money';

const settings = DEFAULT_COST_SETTINGS;
const prices: PriceList = {
  perSheet: 2,
  perPage: 3,
  perEnvelope: 7,
  perMessage: 11,
  perRegistered: 500,
  postage: [
    { maxGrams: 100, domestic: 200, europe: 300, world: 400 },
    { maxGrams: 20, domestic: 100, europe: 150, world: 250 },
  ],
  surcharges: {
    colour: { perSheet: 1, perPage: 10, perItem: 0 },
    c4: { perSheet: 0, perPage: 0, perItem: 25 },
  },
};
const letter = (over: Partial<CostItem> = {}): CostItem => ({
  channelType: 'POSTAL_MAIL',
  pages: 3,
  sheets: 3,
  country: 'FR',
  optionIds: [],
  ...over,
});

describe('zones', () => {
  it('is domestic at home and when unknown, europe in Europe, world elsewhere', () => {
    expect(zoneOf('FR', 'FR')).toBe('domestic');
    expect(zoneOf('fr ', 'FR')).toBe('domestic');
    expect(zoneOf(null, 'FR')).toBe('domestic');
    expect(zoneOf('DE', 'FR')).toBe('europe');
    expect(zoneOf('CH', 'FR')).toBe('europe');
    expect(zoneOf('FR', 'DE')).toBe('europe');
    expect(zoneOf('US', 'FR')).toBe('world');
  });
});

describe('weight and postage', () => {
  it('counts sheets, duplex halves them (rounded up)', () => {
    expect(sheetsOf(3, false)).toBe(3);
    expect(sheetsOf(3, true)).toBe(2);
    expect(sheetsOf(4, true)).toBe(2);
  });
  it('weighs sheets and envelope', () => {
    expect(letterGrams(3, settings)).toBe(20);
    expect(letterGrams(4, settings)).toBe(25);
  });
  it('takes the first band that fits, whatever the order given, the last when heavier', () => {
    expect(postageOf(prices.postage, 20, 'domestic')).toBe(100);
    expect(postageOf(prices.postage, 21, 'europe')).toBe(300);
    expect(postageOf(prices.postage, 5000, 'world')).toBe(400);
    expect(postageOf([], 10, 'world')).toBe(0);
  });
});

describe('itemAmount', () => {
  it('prices a domestic letter: sheets, pages, envelope and postage; CO₂ of paper, print, envelope, transport', () => {
    // 3 sheets × 2 + 3 pages × 3 + 7 + postage ≤ 20 g (3 × 5 + 5 = 20 g) 100.
    expect(itemAmount(letter(), prices, settings)).toEqual({
      costMinor: 6 + 9 + 7 + 100,
      co2Mg: 3 * 5_000 + 3 * 500 + 5_000 + 10_000,
    });
  });
  it('adds surcharges of the options and the registered price and extra CO₂', () => {
    const amount = itemAmount(
      letter({
        channelType: 'REGISTERED_MAIL',
        country: 'US',
        pages: 4,
        sheets: 2,
        optionIds: ['colour', 'c4', 'x'],
      }),
      prices,
      settings,
    );
    // 2 × 2 + 4 × 3 + 7 + postage 15 g world 250 + colour (2 × 1 + 4 × 10) + c4 25 + registered 500.
    expect(amount.costMinor).toBe(4 + 12 + 7 + 250 + 42 + 25 + 500);
    expect(amount.co2Mg).toBe(2 * 5_000 + 4 * 500 + 5_000 + 100_000 + 10_000);
  });
  it('pays no postage nor transport for packing', () => {
    expect(itemAmount(letter({ channelType: 'PACKING' }), prices, settings)).toEqual({
      costMinor: 6 + 9 + 7,
      co2Mg: 15_000 + 1_500 + 5_000,
    });
  });
  it('prices messages: e-mail with its attached pages, SMS per message', () => {
    expect(itemAmount(letter({ channelType: 'EMAIL' }), prices, settings)).toEqual({
      costMinor: 11,
      co2Mg: 300 + 3 * 200,
    });
    expect(itemAmount(letter({ channelType: 'REGISTERED_EMAIL' }), prices, settings).costMinor).toBe(511);
    expect(itemAmount(letter({ channelType: 'SMS' }), prices, settings)).toEqual({
      costMinor: 11,
      co2Mg: 14,
    });
  });
  it('gives every kind of channel a built-in price list', () => {
    const amount = itemAmount(letter(), DEFAULT_PRICE_LISTS.POSTAL_MAIL, settings);
    expect(amount.costMinor).toBe(3 * 3 + 3 * 5 + 4 + 139);
  });
});

describe('digital-first', () => {
  it('compares letters with e-mails plus the unopened share as registered letters', () => {
    const emailPrices = { ...prices, perMessage: 1 };
    const result = digitalFirstEstimate({
      letters: [{ item: letter({ optionIds: ['colour'] }), prices }],
      emailPrices,
      registeredLetterPrices: prices,
      unopenedPerMille: 250,
      settings,
    });
    const asLetter = itemAmount(letter({ optionIds: ['colour'] }), prices, settings);
    const registered = itemAmount(letter({ channelType: 'REGISTERED_MAIL' }), prices, settings);
    const email = itemAmount(letter({ channelType: 'EMAIL' }), emailPrices, settings);
    expect(result.letters).toBe(1);
    expect(result.asLetters).toEqual(asLetter);
    expect(result.digitalFirst).toEqual({
      costMinor: email.costMinor + Math.round(registered.costMinor / 4),
      co2Mg: email.co2Mg + Math.round(registered.co2Mg / 4),
    });
    expect(result.saving.costMinor).toBe(asLetter.costMinor - result.digitalFirst.costMinor);
  });
  it('measures the unopened share from the OU history, or takes the default when too short', () => {
    expect(unopenedPerMille({ sent: 5, opened: 5 }, settings)).toEqual({ perMille: 300, measured: false });
    expect(unopenedPerMille({ sent: 40, opened: 30 }, settings)).toEqual({ perMille: 250, measured: true });
    expect(unopenedPerMille({ sent: 20, opened: 25 }, settings)).toEqual({ perMille: 0, measured: true });
  });
});

describe('money', () => {
  it('formats minor units in the locale, with the currency digits', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(1234, 'JPY', 'en')).toBe('¥1,234');
    expect(formatMoney(139, 'EUR', 'de')).toMatch(/^1,39\s€$/);
  });
  it('formats CO₂ in grams or kilograms', () => {
    expect(formatCo2(14, 'en')).toBe('0.01 g');
    expect(formatCo2(31_500, 'en')).toBe('31.5 g');
    expect(formatCo2(4_560_000, 'en')).toBe('4.56 kg');
  });
  it('reads and writes decimal amounts', () => {
    expect(minorToDecimal(139, 'EUR')).toBe('1.39');
    expect(decimalToMinor('1,39', 'EUR')).toBe(139);
    expect(decimalToMinor('2', 'EUR')).toBe(200);
    expect(decimalToMinor('0.5', 'EUR')).toBe(50);
    expect(decimalToMinor('1.234', 'EUR')).toBeNull();
    expect(decimalToMinor('-1', 'EUR')).toBeNull();
    expect(decimalToMinor('12', 'JPY')).toBe(12);
  });
});
