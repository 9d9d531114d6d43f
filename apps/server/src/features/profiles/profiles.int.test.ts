import { permissionsMask } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/deposits';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// docs/product.md §7 "/profiles (param ouId)", "Profiles: … profile services GET and POST".

let t: TestContext;
let admin: string;
let sender: string;
let ous: Record<'root' | 'sales' | 'finance', string>;
let profiles: Record<string, string>;
let lettersId: string;

beforeEach(async () => {
  t = await createTestContext();
  [admin, sender] = await Promise.all([sessionToken(t.deps, 'admin'), sessionToken(t.deps, 'sender')]);
  const ouRows = await t.deps.db.selectFrom('ou').select(['id', 'name']).execute();
  const ouNamed = (name: string) => ouRows.find((o) => o.name === name)!.id;
  ous = { root: ouNamed('Demo Company'), sales: ouNamed('Sales'), finance: ouNamed('Finance') };
  profiles = Object.fromEntries(
    (await t.deps.db.selectFrom('profile').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
  );
  lettersId = (await servicesOf(sender)).find((s) => s.name === 'Letters')!.id;
});
afterEach(async () => {
  await t.close();
});

const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const link = (profileId: string, serviceIds: unknown, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/profiles/${profileId}/services`,
    payload: serviceIds as object,
    headers: { 'x-auth-token': token },
  });
const names = (services: { name: string }[]) => services.map((s) => s.name);

async function servicesOf(token: string): Promise<{ id: string; name: string }[]> {
  return (await get('/api/services', token)).json().result;
}

/** Saves a minimal service in `ouId` as the administrator; answers its id. */
async function addService(name: string, ouId: string): Promise<string> {
  const { payload, headers } = multipartBody(
    {
      parameters: JSON.stringify({
        type: 'SIMPLE_UNIQUE',
        name,
        ouId,
        boxes: [{ name: 'doc', label: 'Document', boxType: 'box.PDF', main: true }],
        channels: [
          {
            id: 'simple-mail',
            label: 'Simple mail',
            shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
          },
        ],
      }),
    },
    [],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services',
    payload,
    headers: { ...headers, 'x-auth-token': admin },
  });
  return res.json().result.id as string;
}

describe('listing profiles', () => {
  it('answers the profiles a user of the OU may hold, to administrators only', async () => {
    const res = await get('/api/profiles');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((p: { name: string }) => p.name)).toEqual([
      'Administrator',
      'Sender',
      'Validator',
    ]);
    expect(res.json().result[1]).toMatchObject({
      id: profiles.Sender,
      ouId: ous.root,
      role: 'SENDER',
      permissions: permissionsMask(['createOrders', 'viewOrders', 'cancel']),
      needsValidation: true,
    });
    // Sales holds the root's profiles (its ancestor's).
    expect((await get(`/api/profiles?ouId=${ous.sales}`)).json().result).toHaveLength(3);
    expect((await get('/api/profiles?ouId=nope')).statusCode).toBe(404);
    const refused = await get('/api/profiles', sender);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(-12);
  });
});

describe('the services of a profile', () => {
  it('are read, replaced and then offered to its users, with the history of the change', async () => {
    const before = names((await get(`/api/profiles/${profiles.Sender}/services`)).json().result);
    expect(before).toContain('Letters');
    expect(before).toEqual(names(await servicesOf(sender)));
    const invoicesId = await addService('Invoices', ous.root);
    const linked = await link(profiles.Sender!, [invoicesId, lettersId, invoicesId]);
    expect(linked.statusCode).toBe(200);
    expect(names(linked.json().result)).toEqual(['Invoices', 'Letters']);
    expect(names(await servicesOf(sender))).toEqual(['Invoices', 'Letters']);

    const emptied = await link(profiles.Sender!, []);
    expect(emptied.json().result).toEqual([]);
    expect(await servicesOf(sender)).toEqual([]);
    expect((await get(`/api/profiles/${profiles.Sender}/services`)).json().result).toEqual([]);

    const history = await t.deps.db
      .selectFrom('history')
      .select(['entity_type', 'action', 'login', 'details'])
      .where('entity_id', '=', profiles.Sender!)
      .orderBy('id')
      .execute();
    expect(history.map((h) => [h.entity_type, h.action, h.login, JSON.parse(h.details!)])).toEqual([
      ['profile', 'services', 'admin', { added: [invoicesId], removed: expect.any(Array) }],
      [
        'profile',
        'services',
        'admin',
        { added: [], removed: expect.arrayContaining([invoicesId, lettersId]) },
      ],
    ]);
  });

  it("refuses a service the profile's OU is not offered, or an unknown one, naming it", async () => {
    const before = (await get(`/api/profiles/${profiles.Sender}/services`)).json().result;
    const salesOnly = await addService('Sales mail', ous.sales);
    for (const ids of [
      [lettersId, salesOnly],
      [lettersId, 'no-such-service'],
    ]) {
      const res = await link(profiles.Sender!, ids);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: -2, field: 'body[1]' });
    }
    expect((await get(`/api/profiles/${profiles.Sender}/services`)).json().result).toEqual(before);
    expect((await link(profiles.Sender!, 'not a list')).json().error.code).toBe(-2);
    expect((await link(profiles.Sender!, [lettersId], sender)).statusCode).toBe(403);
  });

  it('are administered in the caller’s subtree only', async () => {
    // A Sales administrator (adminOu, adminService) with a profile of its own OU.
    const salesAdminProfile = 'profile-sales-admin';
    const financeProfile = 'profile-finance';
    await t.deps.db
      .insertInto('profile')
      .values([
        {
          id: salesAdminProfile,
          ou_id: ous.sales,
          name: 'Sales administrator',
          role: 'ADMINISTRATOR',
          permissions: permissionsMask(['adminOu', 'adminService', 'createOrders']),
        },
        {
          id: financeProfile,
          ou_id: ous.finance,
          name: 'Finance sender',
          role: 'SENDER',
          permissions: permissionsMask(['createOrders']),
        },
      ])
      .execute();
    const senderRow = await t.deps.db
      .selectFrom('app_user')
      .selectAll()
      .where('login', '=', 'sender')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('app_user')
      .values({
        ...senderRow,
        id: 'user-sales-admin',
        login: 'salesadmin',
        email_address: 'salesadmin@demo.postbridge.local',
        profile_id: salesAdminProfile,
        version: 0,
      })
      .execute();
    const salesAdmin = await sessionToken(t.deps, 'salesadmin');

    const listed = (await get('/api/profiles', salesAdmin)).json().result;
    expect(listed.map((p: { name: string }) => p.name)).toEqual([
      'Administrator',
      'Sales administrator',
      'Sender',
      'Validator',
    ]);
    expect((await get(`/api/profiles?ouId=${ous.finance}`, salesAdmin)).statusCode).toBe(404);
    expect((await get(`/api/profiles/${financeProfile}/services`, salesAdmin)).statusCode).toBe(404);
    // The root's profiles are read, not written, from Sales.
    expect((await get(`/api/profiles/${profiles.Sender}/services`, salesAdmin)).statusCode).toBe(200);
    expect((await link(profiles.Sender!, [], salesAdmin)).statusCode).toBe(403);
    // Its own OU's profile may link the root's service (an ancestor's).
    const own = await link(salesAdminProfile, [lettersId], salesAdmin);
    expect(own.statusCode).toBe(200);
    expect(names(own.json().result)).toEqual(['Letters']);
  });
});
