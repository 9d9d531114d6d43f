import fs from 'node:fs/promises';
import path from 'node:path';
import type { CostSettings, OrderCost, PriceList } from '@postbridge/domain';
import { DEFAULT_COST_SETTINGS } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, postDeposit, type LettersContext } from '../../test/deposits';
import { createOu, createUser, sessionToken } from '../../test/factories';

// Cost and CO₂ through the HTTP app (issue 18): System's settings and price lists, the estimate of an order being
// made and of an order made, the real amounts from its shipments, the monthly report; scoped as the order is.

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../samples');

let c: LettersContext;
let admin: string;
let validator: string;
beforeEach(async () => {
  c = await lettersContext();
  admin = await sessionToken(c.t.deps, 'admin');
  validator = await sessionToken(c.t.deps, 'validator');
});
afterEach(async () => {
  await c.t.close();
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  c.t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });

/** Deposits samples/letter-batch.pdf into the demo "Letter batch" service: 8 letters. */
async function depositLetters() {
  const services = (await call(c.token, 'GET', '/api/services')).json().result as {
    id: string;
    name: string;
  }[];
  const created = await postDeposit(c, { serviceId: services.find((s) => s.name === 'Letter batch')!.id }, [
    {
      field: 'file.letters.0',
      name: 'letter-batch.pdf',
      content: await fs.readFile(path.join(SAMPLES, 'letter-batch.pdf')),
    },
  ]);
  expect(created.statusCode, created.body).toBe(200);
  const jobId = created.json().result.id as string;
  await c.t.deps.queue.drain();
  const groups = (await call(c.token, 'GET', `/api/jobs/${jobId}/packGroups`)).json().result as {
    id: string;
    firstPage: number;
    lastPage: number;
  }[];
  return { jobId, groups };
}

/** A price list easy to compute by hand: one postage band per zone. */
const PRICES: PriceList = {
  perSheet: 10,
  perPage: 20,
  perEnvelope: 30,
  perMessage: 0,
  perRegistered: 0,
  postage: [
    { maxGrams: 20, domestic: 100, europe: 200, world: 300 },
    { maxGrams: 1000, domestic: 1000, europe: 2000, world: 3000 },
  ],
  surcharges: { 'colour-colour': { perSheet: 0, perPage: 0, perItem: 7 } },
};
const SETTINGS: CostSettings = { ...DEFAULT_COST_SETTINGS, currency: 'CHF', homeCountry: 'FR' };

/** Sets the settings and the demo "Simple mail" channel's price list as System does. */
async function setPrices() {
  const settings = await call(admin, 'POST', '/api/system/costs', { version: 0, settings: SETTINGS });
  expect(settings.statusCode, settings.body).toBe(200);
  const prices = await call(admin, 'POST', '/api/system/costs/channels/simple-mail', {
    version: 0,
    prices: PRICES,
  });
  expect(prices.statusCode, prices.body).toBe(200);
}

/** The destination country of each letter of the deposit, as address validation found it. */
async function countriesOf(packGroupIds: string[]): Promise<Map<string, string | null>> {
  const rows = await c.t.deps.db
    .selectFrom('pack_group')
    .select(['id', 'requirements'])
    .where('id', 'in', packGroupIds)
    .execute();
  return new Map(
    rows.map((row) => {
      const requirements = JSON.parse(row.requirements) as Record<string, { countryCode?: string | null }>;
      return [row.id, requirements['Simple mail/mainPostalAddress']?.countryCode ?? null] as const;
    }),
  );
}

/** The sample batch writes to France and Belgium; any other country would be outside Europe here. */
const zone = (country: string | null) =>
  country === null || country === 'FR' ? 'domestic' : country === 'BE' ? 'europe' : 'world';

/** The hand-computed figure of a letter of `sheets` sheets and `pages` pages (5 g a sheet, 5 g the envelope). */
function handCost(sheets: number, pages: number, country: string | null, extra = 0) {
  const grams = sheets * 5 + 5;
  const band = PRICES.postage[grams <= 20 ? 0 : 1]!;
  const f = SETTINGS.co2;
  const transport = { domestic: f.transportDomestic, europe: f.transportEurope, world: f.transportWorld };
  return {
    cost: sheets * 10 + pages * 20 + 30 + band[zone(country)] + extra,
    co2: sheets * f.paperPerSheet + pages * f.printPerPage + f.envelope + transport[zone(country)],
  };
}

describe('System > Costs and CO₂', () => {
  it('shows the built-in settings and price lists until saved; saves with version and history; resets', async () => {
    const first = (await call(admin, 'GET', '/api/system/costs')).json().result;
    expect(first).toMatchObject({ version: 0, custom: false, settings: DEFAULT_COST_SETTINGS });
    const simple = first.priceLists.find((p: { channelId: string }) => p.channelId === 'simple-mail');
    expect(simple).toMatchObject({ channelType: 'POSTAL_MAIL', custom: false, version: 0 });
    expect(simple.prices.postage.length).toBeGreaterThan(0);

    await setPrices();
    const saved = (await call(admin, 'GET', '/api/system/costs')).json().result;
    expect(saved).toMatchObject({ version: 1, custom: true, updatedBy: 'admin', settings: SETTINGS });
    expect(saved.priceLists.find((p: { channelId: string }) => p.channelId === 'simple-mail')).toMatchObject({
      custom: true,
      version: 1,
      prices: PRICES,
      updatedBy: 'admin',
    });
    // A save from a stale read: -13.
    const stale = await call(admin, 'POST', '/api/system/costs', { version: 0, settings: SETTINGS });
    expect(stale.json().error.code).toBe(-13);
    const history = await c.t.deps.db
      .selectFrom('history')
      .select(['entity_type', 'entity_id', 'login', 'action'])
      .where('entity_type', 'in', ['systemSetting', 'priceList'])
      .execute();
    expect(history).toEqual(
      expect.arrayContaining([
        { entity_type: 'systemSetting', entity_id: 'costs', login: 'admin', action: 'update' },
        { entity_type: 'priceList', entity_id: 'simple-mail', login: 'admin', action: 'update' },
      ]),
    );
    const reset = await call(admin, 'POST', '/api/system/costs/channels/simple-mail', {
      version: 1,
      prices: null,
    });
    expect(
      reset.json().result.priceLists.find((p: { channelId: string }) => p.channelId === 'simple-mail'),
    ).toMatchObject({ custom: false, version: 0 });
  });

  it('is read by superAdminView and changed by superAdmin only', async () => {
    const root = await createOu(c.t.deps.db, { parentId: null });
    const viewer = await sessionToken(
      c.t.deps,
      await createUser(c.t.deps.db, { ouId: root.id, permissions: ['superAdminView'] }),
    );
    expect((await call(viewer, 'GET', '/api/system/costs')).statusCode).toBe(200);
    const refused = await call(viewer, 'POST', '/api/system/costs', { version: 0, settings: null });
    expect(refused.json().error.code).toBe(-12);
    expect((await call(c.token, 'GET', '/api/system/costs')).json().error.code).toBe(-12);
  });
});

describe('the cost of an order', () => {
  it('estimates an order being made, equal to the hand-computed figure, and the same once made', async () => {
    await setPrices();
    const { groups } = await depositLetters();
    const packGroupIds = groups.map((g) => g.id);
    const pages = groups.map((g) => g.lastPage - g.firstPage + 1);
    const countries = await countriesOf(packGroupIds);
    // The sample batch has letters at home and abroad: the zones are part of the figure.
    expect(new Set(countries.values()).size).toBeGreaterThan(1);
    const res = await call(c.token, 'POST', '/api/costs/estimate', {
      packGroupIds,
      serviceChannelOptions: { 'Simple mail': ['colour-colour'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const estimate = res.json().result as OrderCost;
    const expected = groups.map((g, i) => handCost(pages[i]!, pages[i]!, countries.get(g.id)!, 7));
    const cost = expected.reduce((t, e) => t + e.cost, 0);
    const co2 = expected.reduce((t, e) => t + e.co2, 0);
    const sheets = pages.reduce((t, p) => t + p, 0);
    expect(estimate).toMatchObject({
      currency: 'CHF',
      channels: [
        {
          serviceChannelLabel: 'Simple mail',
          channelId: 'simple-mail',
          channelType: 'POSTAL_MAIL',
          deliveryId: null,
          count: 8,
          pages: sheets,
          sheets,
          costMinor: cost,
          co2Mg: co2,
        },
      ],
      total: { count: 8, pages: sheets, sheets, costMinor: cost, co2Mg: co2 },
    });
    expect(estimate.digitalFirst).toMatchObject({ unopenedPerMille: 300, measured: false });

    const created = await call(c.token, 'POST', '/api/deliveries/commands', {
      packGroupIds,
      serviceChannelOptions: { 'Simple mail': ['colour-colour'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const command = created.json().result;
    expect(command.state).toBe('AWAIT_VALIDATION');
    const seen = await call(validator, 'GET', `/api/deliveries/commands/${command.id}/cost`);
    expect(seen.statusCode, seen.body).toBe(200);
    const { estimate: ofCommand, actual } = seen.json().result;
    expect(ofCommand.total).toEqual(estimate.total);
    expect(ofCommand.channels[0]).toMatchObject({ deliveryId: command.deliveries[0].id, costMinor: cost });
    expect(actual).toMatchObject({ channels: [], total: { count: 0, costMinor: 0 }, digitalFirst: null });

    // Another OU's user sees no such order.
    const other = await createOu(c.t.deps.db, { parentId: null });
    const stranger = await sessionToken(
      c.t.deps,
      await createUser(c.t.deps.db, {
        ouId: other.id,
        permissions: ['viewOrders', 'viewOrdersOthers', 'createOrders'],
        permissionsOnOu: ['viewOrders', 'viewOrdersOthers'],
      }),
    );
    const refused = await call(stranger, 'GET', `/api/deliveries/commands/${command.id}/cost`);
    expect(refused.json().error.code).toBe(-3);
    const estimateRefused = await call(stranger, 'POST', '/api/costs/estimate', { packGroupIds });
    expect(estimateRefused.json().error.code).toBe(-3);

    // Validated and processed: the real amounts come from the shipments made.
    const validated = await call(validator, 'POST', `/api/deliveries/commands/${command.id}/validate`, {});
    expect(validated.statusCode, validated.body).toBe(200);
    await c.t.deps.queue.drain();
    const shipments = await c.t.deps.db
      .selectFrom('shipment')
      .select(['pages', 'sheets', 'pack_group_id'])
      .where('command_id', '=', command.id)
      .execute();
    expect(shipments.length).toBe(8);
    const real = (await call(validator, 'GET', `/api/deliveries/commands/${command.id}/cost`)).json().result
      .actual;
    const realExpected = shipments.map(
      (s) => handCost(s.sheets, s.pages, countries.get(s.pack_group_id!)!, 7).cost,
    );
    expect(real.channels).toHaveLength(1);
    expect(real.total).toMatchObject({
      count: 8,
      pages: shipments.reduce((t, s) => t + s.pages, 0),
      costMinor: realExpected.reduce((t, v) => t + v, 0),
    });

    // A cancelled shipment (-900) no longer counts.
    await c.t.deps.db
      .updateTable('shipment')
      .set({ status_code: -900 })
      .where('command_id', '=', command.id)
      .where('pack_group_id', '=', packGroupIds[0]!)
      .execute();
    const after = (await call(validator, 'GET', `/api/deliveries/commands/${command.id}/cost`)).json().result
      .actual;
    expect(after.total.count).toBe(7);

    // The month's report: one line for the OU and channel, 7 shipments.
    const month = c.t.deps.clock.now().toISOString().slice(0, 7);
    const report = await call(admin, 'GET', `/api/costs/report.csv?month=${month}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'month;ouId;ou;channelId;channel;channelType;shipments;sheets;pages;cost;currency;co2Grams',
    );
    expect(lines).toHaveLength(2);
    const fields = lines[1]!.split(';');
    expect(fields[0]).toBe(month);
    expect(fields.slice(3, 7)).toEqual(['simple-mail', expect.any(String), 'POSTAL_MAIL', '7']);
    expect(fields[9]).toBe((after.total.costMinor / 100).toFixed(2));
    expect(fields[10]).toBe('CHF');
    expect(fields[11]).toBe((after.total.co2Mg / 1000).toFixed(3));
    // The stranger's report holds no line of this OU; another month holds none.
    const strangers = await call(stranger, 'GET', `/api/costs/report.csv?month=${month}`);
    expect(
      strangers.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const bad = await call(admin, 'GET', '/api/costs/report.csv?month=2026-13');
    expect(bad.json().error.code).toBe(-2);
    // A whole deposit, order and processing on a machine shared with other tests.
  }, 120_000);
});
