import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCommand, buildJob, buildShipment, sessionToken, userIdOf } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

async function counters(login: string, query = '') {
  const token = await sessionToken(t.deps, login);
  const get = async (path: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/${path}/counters${query}`,
        headers: { 'x-auth-token': token },
      })
    ).json();
  return { jobs: await get('jobs'), deliveries: await get('deliveries'), shipments: await get('shipments') };
}

describe('dashboard counters', () => {
  it('are zero before anything was deposited', async () => {
    const c = await counters('admin');
    expect(c.jobs.result).toEqual({ orders: 0, ordersRemaining: 0, ordersRemainingProcessing: 0 });
    expect(c.deliveries.result).toEqual({
      deliveries: 0,
      deliveriesProcessing: 0,
      deliveriesAwaitValidation: 0,
      deliveriesError: 0,
    });
    expect(c.shipments.result).toEqual({ shipments: 0, shipmentsError: 0 });
  });

  it('count real rows by state over the search range, scoped by who is asking', async () => {
    const sender = await userIdOf(t.deps.db, 'sender');
    const admin = await userIdOf(t.deps.db, 'admin');
    const recent = '2026-11-19T09:00:00.000Z';
    const old = '2026-09-01T09:00:00.000Z'; // outside the 31-day range ending 2026-11-20
    await buildJob(t.deps.db, sender, 'CREATED', recent);
    await buildJob(t.deps.db, sender, 'PROCESSING', recent);
    await buildJob(t.deps.db, sender, 'PROCESSING', old);
    await buildCommand(t.deps.db, sender, 'AWAIT_VALIDATION', recent);
    await buildCommand(t.deps.db, sender, 'REJECTED', recent);
    await buildCommand(t.deps.db, admin, 'VALIDATED', recent);
    await buildShipment(t.deps.db, sender, 610, recent);
    await buildShipment(t.deps.db, sender, -711, recent);
    await buildShipment(t.deps.db, sender, -900, recent); // cancelled is not an error (-900 < code < 0)

    // The sender sees its own items only.
    const s = await counters('sender');
    expect(s.jobs.result.ordersRemainingProcessing).toBe(2);
    expect(s.deliveries.result).toMatchObject({
      deliveriesAwaitValidation: 1,
      deliveriesError: 1,
      deliveries: 3,
    });
    expect(s.shipments.result).toEqual({ shipments: 3, shipmentsError: 1 });

    // The super administrator sees everything, including the admin's validated command.
    const a = await counters('admin');
    expect(a.deliveries.result).toMatchObject({ deliveriesProcessing: 1, deliveriesAwaitValidation: 1 });

    // The validator sees the sender's items through its group.
    const v = await counters('validator');
    expect(v.deliveries.result.deliveriesAwaitValidation).toBe(1);
    expect(v.deliveries.result.deliveriesProcessing).toBe(0);

    // An explicit range that covers the old job counts it.
    const wide = await counters('sender', '?fromDate=2026-08-01&toDate=2026-11-20');
    expect(wide.jobs.result.ordersRemainingProcessing).toBe(3);

    // targetOUId narrows to an OU and those below it: the sender's items are in Sales, none in Finance.
    const ouNamed = async (name: string) =>
      (await t.deps.db.selectFrom('ou').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const sales = await counters('admin', `?targetOUId=${await ouNamed('Sales')}`);
    expect(sales.jobs.result.ordersRemainingProcessing).toBe(2);
    expect(sales.shipments.result).toEqual({ shipments: 3, shipmentsError: 1 });
    const finance = await counters('admin', `?targetOUId=${await ouNamed('Finance')}`);
    expect(finance.jobs.result.orders).toBe(0);
    expect(finance.deliveries.result.deliveries).toBe(0);
    expect(finance.shipments.result.shipments).toBe(0);
  });

  it('refuses a malformed or inverted range, naming the field', async () => {
    const bad = await counters('admin', '?fromDate=20-11-2026');
    expect(bad.jobs.error).toMatchObject({ code: -2, field: 'querystring.fromDate' });
    const inverted = await counters('admin', '?fromDate=2026-11-20&toDate=2026-11-01');
    expect(inverted.jobs.error).toMatchObject({ code: -2, field: 'querystring.fromDate' });
  });
});
