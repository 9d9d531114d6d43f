import { permissionsMask, ROLE_TEMPLATES } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOu, createUser, sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// Issue 13 "profiles (name, role, permissions as named switches over the bit mask, services), role templates,
// and a Permissions screen"; docs/product.md §7 "save profile", "/roleTemplates"; docs/administration.md.

let t: TestContext;
let admin: string;
let ous: Record<'root' | 'sales' | 'finance', string>;
let lettersId: string;

beforeEach(async () => {
  t = await createTestContext();
  admin = await sessionToken(t.deps, 'admin');
  const ouRows = await t.deps.db.selectFrom('ou').select(['id', 'name']).execute();
  const ouNamed = (name: string) => ouRows.find((o) => o.name === name)!.id;
  ous = { root: ouNamed('Demo Company'), sales: ouNamed('Sales'), finance: ouNamed('Finance') };
  lettersId = (
    await t.deps.db.selectFrom('service').select('id').where('name', '=', 'Letters').executeTakeFirstOrThrow()
  ).id;
});
afterEach(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token = admin, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });

const newProfile = (overrides: Record<string, unknown> = {}) => ({
  ouId: ous.sales,
  name: 'Clerk',
  role: 'SENDER',
  permissions: permissionsMask(['createOrders', 'viewOrders']),
  permissionsOnGroup: 0,
  permissionsOnOU: 0,
  needsValidation: true,
  serviceIds: [lettersId],
  ...overrides,
});

const historyOf = (id: string) =>
  t.deps.db
    .selectFrom('history')
    .select(['entity_type', 'action', 'login', 'details'])
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

/** A Sales administrator: adminOu with createOrders, viewOrders and validate on the OU, nothing else. */
async function salesAdmin(): Promise<string> {
  const user = await createUser(t.deps.db, {
    ouId: ous.sales,
    login: 'salesadmin',
    role: 'ADMINISTRATOR',
    permissions: ['adminOu', 'createOrders', 'viewOrders'],
    permissionsOnOu: ['validate', 'viewOrdersOthers'],
  });
  return sessionToken(t.deps, user);
}

describe('saving a profile', () => {
  it('creates, reads, updates with the version and writes who did it to history', async () => {
    const created = await call('POST', '/api/profiles', admin, newProfile());
    expect(created.statusCode).toBe(200);
    const profile = created.json().result;
    expect(profile).toMatchObject({
      ouId: ous.sales,
      name: 'Clerk',
      role: 'SENDER',
      needsValidation: true,
      userCount: 0,
      serviceIds: [lettersId],
      version: expect.any(Number),
    });
    expect((await call('GET', `/api/profiles/${profile.id}`)).json().result).toEqual(profile);
    expect(
      (await call('GET', `/api/profiles?ouId=${ous.sales}`))
        .json()
        .result.map((p: { name: string }) => p.name),
    ).toContain('Clerk');

    const updated = await call('POST', '/api/profiles', admin, {
      ...newProfile({ name: 'Senior clerk', needsValidation: false, serviceIds: [] }),
      id: profile.id,
      version: profile.version,
      permissionsOnOU: permissionsMask(['viewOrdersOthers']),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().result).toMatchObject({
      name: 'Senior clerk',
      needsValidation: false,
      serviceIds: [],
      permissionsOnOU: permissionsMask(['viewOrdersOthers']),
      version: profile.version + 1,
    });
    // The version read is stale now: -13, nothing written.
    const stale = await call('POST', '/api/profiles', admin, {
      ...newProfile(),
      id: profile.id,
      version: profile.version,
    });
    expect(stale.json().error.code).toBe(-13);
    expect((await call('GET', `/api/profiles/${profile.id}`)).json().result.name).toBe('Senior clerk');

    const history = await historyOf(profile.id);
    expect(history.map((h) => [h.entity_type, h.action, h.login])).toEqual([
      ['profile', 'created', 'admin'],
      ['profile', 'services', 'admin'],
      ['profile', 'updated', 'admin'],
      ['profile', 'services', 'admin'],
    ]);
    expect(JSON.parse(history[2]!.details!)).toMatchObject({
      name: 'Senior clerk',
      before: { name: 'Clerk', needsValidation: true },
    });
    expect(JSON.parse(history[3]!.details!)).toEqual({ added: [], removed: [lettersId] });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'body.name'],
      [{ role: 'KING' }, 'body.role'],
      [{ permissions: -1 }, 'body.permissions'],
      [{ ouId: 'nope' }, 'body.ouId'],
      [{ name: 'Sender', ouId: ous.root }, 'body.name'],
      [{ serviceIds: [lettersId, 'no-such-service'] }, 'body.serviceIds[1]'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call('POST', '/api/profiles', admin, newProfile(overrides));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.code).toBe(-2);
      expect(res.json().error.field, JSON.stringify(overrides)).toBe(field);
    }
    const clerks = await t.deps.db.selectFrom('profile').select('id').where('name', '=', 'Clerk').execute();
    expect(clerks).toEqual([]);
    // An update that would move the profile to another OU.
    const profile = (await call('POST', '/api/profiles', admin, newProfile())).json().result;
    const moved = await call('POST', '/api/profiles', admin, {
      ...newProfile({ ouId: ous.finance }),
      id: profile.id,
      version: profile.version,
    });
    expect(moved.json().error).toMatchObject({ code: -2, field: 'body.ouId' });
  });

  it('lets an OU administrator give only what it holds itself, in its own subtree', async () => {
    const token = await salesAdmin();
    const given = await call(
      'POST',
      '/api/profiles',
      token,
      newProfile({ permissionsOnGroup: permissionsMask(['validate']), serviceIds: undefined }),
    );
    expect(given.statusCode).toBe(200);
    for (const [mask, permission] of [
      ['permissions', 'adminHierarchy'],
      ['permissionsOnOU', 'cancel'],
      ['permissions', 'superAdmin'],
    ] as const) {
      const res = await call(
        'POST',
        '/api/profiles',
        token,
        newProfile({ name: `With ${permission}`, [mask]: permissionsMask([permission]) }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: -12,
        field: `body.${mask}`,
        labelId: 'admin.profiles.error.grant',
        params: { permission },
      });
    }
    // Permissions a profile already has are kept when someone who lacks them edits it.
    const rich = (
      await call(
        'POST',
        '/api/profiles',
        admin,
        newProfile({ name: 'Rich', permissions: permissionsMask(['cancel']) }),
      )
    ).json().result;
    const renamed = await call('POST', '/api/profiles', token, {
      ...newProfile({
        name: 'Rich renamed',
        permissions: permissionsMask(['cancel']),
        serviceIds: undefined,
      }),
      id: rich.id,
      version: rich.version,
    });
    expect(renamed.statusCode).toBe(200);
    // Outside its subtree: the root's profiles are read, not written; Finance's are not found.
    const rootSender = await t.deps.db
      .selectFrom('profile')
      .selectAll()
      .where('name', '=', 'Sender')
      .executeTakeFirstOrThrow();
    expect((await call('GET', `/api/profiles/${rootSender.id}`, token)).statusCode).toBe(200);
    expect((await call('POST', '/api/profiles', token, newProfile({ ouId: ous.root }))).statusCode).toBe(403);
    expect((await call('DELETE', `/api/profiles/${rootSender.id}`, token)).statusCode).toBe(403);
    const financeProfile = (
      await call('POST', '/api/profiles', admin, newProfile({ ouId: ous.finance, serviceIds: [] }))
    ).json().result;
    expect((await call('GET', `/api/profiles/${financeProfile.id}`, token)).statusCode).toBe(404);
    // A sender may not call at all.
    const sender = await sessionToken(t.deps, 'sender');
    expect((await call('POST', '/api/profiles', sender, newProfile())).statusCode).toBe(403);
  });

  it('is read only for superAdminView', async () => {
    const viewer = await createUser(t.deps.db, { ouId: ous.finance, permissions: ['superAdminView'] });
    const token = await sessionToken(t.deps, viewer);
    expect((await call('GET', `/api/profiles?ouId=${ous.sales}`, token)).statusCode).toBe(200);
    expect((await call('GET', '/api/roleTemplates', token)).statusCode).toBe(200);
    expect((await call('POST', '/api/profiles', token, newProfile())).statusCode).toBe(403);
  });
});

describe('deleting a profile', () => {
  it('is refused while users hold it, naming how many, and done once none does', async () => {
    const profile = (await call('POST', '/api/profiles', admin, newProfile())).json().result;
    const users = await Promise.all(
      ['a', 'b'].map((login) => createUser(t.deps.db, { ouId: ous.sales, login, profileId: profile.id })),
    );
    expect((await call('GET', `/api/profiles/${profile.id}`)).json().result.userCount).toBe(2);
    const refused = await call('DELETE', `/api/profiles/${profile.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: -2,
      field: 'params.profileId',
      labelId: 'admin.profiles.error.inUse',
      params: { count: 2 },
    });
    await t.deps.db
      .updateTable('app_user')
      .set({ profile_id: null })
      .where(
        'id',
        'in',
        users.map((u) => u.id),
      )
      .execute();
    const deleted = await call('DELETE', `/api/profiles/${profile.id}`);
    expect(deleted.json().result).toEqual({ id: profile.id });
    expect((await call('GET', `/api/profiles/${profile.id}`)).statusCode).toBe(404);
    const links = await t.deps.db
      .selectFrom('profile_service')
      .selectAll()
      .where('profile_id', '=', profile.id)
      .execute();
    expect(links).toEqual([]);
    expect((await historyOf(profile.id)).map((h) => [h.action, h.login]).at(-1)).toEqual([
      'deleted',
      'admin',
    ]);
  });
});

describe('the services a profile may link to', () => {
  it('are those offered to its OU, for the administrators of that OU', async () => {
    const res = await call('GET', `/api/profiles/offeredServices?ouId=${ous.sales}`);
    const offered = await t.deps.db
      .selectFrom('service')
      .select('id')
      .where('ou_id', 'in', [ous.root, ous.sales])
      .where('removed', '=', 0)
      .execute();
    expect(res.json().result).toHaveLength(offered.length);
    expect(res.json().result).toContainEqual({ id: lettersId, name: 'Letters', enabled: true });
    // Finance's own services are not offered to Sales.
    await t.deps.db.updateTable('service').set({ ou_id: ous.finance }).where('id', '=', lettersId).execute();
    const after = (await call('GET', `/api/profiles/offeredServices?ouId=${ous.sales}`)).json().result;
    expect(after.map((s: { id: string }) => s.id)).not.toContain(lettersId);
    const token = await salesAdmin();
    expect((await call('GET', `/api/profiles/offeredServices?ouId=${ous.sales}`, token)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/profiles/offeredServices?ouId=${ous.root}`, token)).statusCode).toBe(404);
  });
});

describe('role templates', () => {
  it('are the domain presets, each saying whether the caller may give it all', async () => {
    const all = (await call('GET', '/api/roleTemplates')).json().result;
    expect(all.map((r: { id: string }) => r.id)).toEqual(ROLE_TEMPLATES.map((r) => r.id));
    expect(all.every((r: { grantable: boolean }) => r.grantable)).toBe(true);
    const limited = (await call('GET', '/api/roleTemplates', await salesAdmin())).json().result;
    const grantable = Object.fromEntries(
      limited.map((r: { id: string; grantable: boolean }) => [r.id, r.grantable]),
    );
    expect(grantable).toMatchObject({ auditor: true, hierarchyAdministrator: false, sender: false });
  });
});

describe('the permissions of a user', () => {
  it('says, permission by permission, which masks of the profile hold it, and names profile and group', async () => {
    const res = await call('GET', `/api/permissions/${await userId('validator')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json().result;
    expect(body).toMatchObject({
      login: 'validator',
      ouName: 'Sales',
      profile: { name: 'Validator', role: 'VALIDATOR', ouName: 'Demo Company' },
      group: { code: 'sales-team', name: 'Sales team', memberCount: 2 },
    });
    const byName = Object.fromEntries(body.permissions.map((p: { permission: string }) => [p.permission, p]));
    expect(byName.validate).toEqual({ permission: 'validate', own: true, group: true, ou: false });
    expect(byName.viewOrdersOthers).toEqual({
      permission: 'viewOrdersOthers',
      own: false,
      group: true,
      ou: false,
    });
    expect(byName.adminOu).toEqual({ permission: 'adminOu', own: false, group: false, ou: false });
    expect(body.permissions).toHaveLength(13);
  });

  it('is answered only for users of the caller’s administered subtree', async () => {
    const token = await salesAdmin();
    expect((await call('GET', `/api/permissions/${await userId('sender')}`, token)).statusCode).toBe(200);
    expect((await call('GET', `/api/permissions/${await userId('admin')}`, token)).statusCode).toBe(404);
    const sender = await sessionToken(t.deps, 'sender');
    expect((await call('GET', `/api/permissions/${await userId('sender')}`, sender)).statusCode).toBe(403);
    const other = await createOu(t.deps.db, { parentId: null, name: 'Elsewhere' });
    const stranger = await createUser(t.deps.db, { ouId: other.id });
    expect((await call('GET', `/api/permissions/${stranger.id}`, token)).statusCode).toBe(404);
  });
});

async function userId(login: string): Promise<string> {
  return (
    await t.deps.db.selectFrom('app_user').select('id').where('login', '=', login).executeTakeFirstOrThrow()
  ).id;
}
