import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOu, createUser, sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// Issue 13 "Groups (code, name, members, group validators)"; docs/product.md §3 "Group: code, name", §7 "GET
// /groups".

let t: TestContext;
let admin: string;
let ous: Record<'root' | 'sales' | 'finance', string>;
let ids: Record<'admin' | 'sender' | 'validator', string>;
let salesTeam: string;

beforeEach(async () => {
  t = await createTestContext();
  admin = await sessionToken(t.deps, 'admin');
  const ouRows = await t.deps.db.selectFrom('ou').select(['id', 'name']).execute();
  const ouNamed = (name: string) => ouRows.find((o) => o.name === name)!.id;
  ous = { root: ouNamed('Demo Company'), sales: ouNamed('Sales'), finance: ouNamed('Finance') };
  const users = await t.deps.db.selectFrom('app_user').select(['id', 'login']).execute();
  const userNamed = (login: string) => users.find((u) => u.login === login)!.id;
  ids = { admin: userNamed('admin'), sender: userNamed('sender'), validator: userNamed('validator') };
  salesTeam = (await t.deps.db.selectFrom('user_group').select('id').executeTakeFirstOrThrow()).id;
});
afterEach(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token = admin, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });

const groupOf = async (userId: string) =>
  (
    await t.deps.db
      .selectFrom('app_user')
      .select('group_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).group_id;

const historyOf = (id: string) =>
  t.deps.db
    .selectFrom('history')
    .select(['entity_type', 'action', 'login', 'details'])
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

describe('listing groups', () => {
  it('answers the groups with their members and validators, scoped to what the caller administers', async () => {
    const res = await call('GET', '/api/groups');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      {
        id: salesTeam,
        ouId: ous.sales,
        ouName: 'Sales',
        code: 'sales-team',
        name: 'Sales team',
        version: expect.any(Number),
        members: [
          { id: ids.sender, login: 'sender', firstName: 'Sam', lastName: 'Sender', validator: false },
          { id: ids.validator, login: 'validator', firstName: 'Val', lastName: 'Validator', validator: true },
        ],
      },
    ]);
    // The groups a user of Sales may join; none for Finance.
    expect((await call('GET', `/api/groups?ouId=${ous.sales}`)).json().result).toHaveLength(1);
    expect((await call('GET', `/api/groups?ouId=${ous.finance}`)).json().result).toEqual([]);
    expect((await call('GET', '/api/groups?ouId=nope')).statusCode).toBe(404);

    const financeAdmin = await createUser(t.deps.db, { ouId: ous.finance, permissions: ['adminOu'] });
    const token = await sessionToken(t.deps, financeAdmin);
    expect((await call('GET', '/api/groups', token)).json().result).toEqual([]);
    expect((await call('GET', `/api/groups?ouId=${ous.sales}`, token)).statusCode).toBe(404);
    expect((await call('GET', '/api/groups', await sessionToken(t.deps, 'sender'))).statusCode).toBe(403);
    // The users a group may hold: the caller's subtree.
    const users = (await call('GET', '/api/groups/users', token)).json().result;
    expect(users.map((u: { login: string }) => u.login)).toEqual([financeAdmin.login]);
    const all = (await call('GET', `/api/groups/users?ouId=${ous.sales}`)).json().result;
    expect(all.map((u: { login: string }) => u.login)).toEqual(['sender', 'validator']);
  });
});

describe('saving a group', () => {
  it('creates a group, moves its members from their former group, and writes it all to history', async () => {
    const created = await call('POST', '/api/groups', admin, {
      ouId: ous.sales,
      code: 'night-shift',
      name: 'Night shift',
      memberIds: [ids.sender],
    });
    expect(created.statusCode).toBe(200);
    const group = created.json().result;
    expect(group).toMatchObject({ ouId: ous.sales, code: 'night-shift', name: 'Night shift' });
    expect(group.members.map((m: { login: string }) => m.login)).toEqual(['sender']);
    expect(await groupOf(ids.sender)).toBe(group.id);

    const updated = await call('POST', '/api/groups', admin, {
      id: group.id,
      version: group.version,
      ouId: ous.sales,
      code: 'night-shift',
      name: 'Night team',
      memberIds: [ids.validator],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().result).toMatchObject({ name: 'Night team', version: group.version + 1 });
    expect(await groupOf(ids.sender)).toBeNull();
    expect(await groupOf(ids.validator)).toBe(group.id);
    // Stale version: -13, nothing changed.
    const stale = await call('POST', '/api/groups', admin, {
      id: group.id,
      version: group.version,
      ouId: ous.sales,
      code: 'x',
      name: 'x',
      memberIds: [],
    });
    expect(stale.json().error.code).toBe(-13);
    expect(await groupOf(ids.validator)).toBe(group.id);

    const history = await historyOf(group.id);
    expect(history.map((h) => [h.action, h.login, JSON.parse(h.details!)])).toEqual([
      ['created', 'admin', { code: 'night-shift', name: 'Night shift', added: ['sender'], removed: [] }],
      [
        'updated',
        'admin',
        {
          code: 'night-shift',
          name: 'Night team',
          before: { code: 'night-shift', name: 'Night shift' },
          added: ['validator'],
          removed: ['sender'],
        },
      ],
    ]);
    expect((await historyOf(ids.sender)).map((h) => [h.entity_type, h.action, h.login])).toEqual([
      ['user', 'group', 'admin'],
      ['user', 'group', 'admin'],
    ]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const otherRoot = await createOu(t.deps.db, { parentId: null, name: 'Elsewhere' });
    const stranger = await createUser(t.deps.db, { ouId: otherRoot.id });
    const base = { ouId: ous.sales, code: 'new', name: 'New', memberIds: [] as string[] };
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'sales-team' }, 'body.code'],
      [{ code: 'with space' }, 'body.code'],
      [{ name: '' }, 'body.name'],
      [{ ouId: 'nope' }, 'body.ouId'],
      [{ memberIds: [ids.sender, 'no-such-user'] }, 'body.memberIds[1]'],
      // The administrator is of the root, above Sales.
      [{ memberIds: [ids.admin] }, 'body.memberIds[0]'],
      [{ memberIds: [stranger.id] }, 'body.memberIds[0]'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call('POST', '/api/groups', admin, { ...base, ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error).toMatchObject({ code: -2, field });
    }
    expect(await t.deps.db.selectFrom('user_group').select('id').execute()).toHaveLength(1);
    expect(await groupOf(ids.sender)).toBe(salesTeam);
  });

  it('is changed only in the caller’s subtree, and never by superAdminView', async () => {
    const financeAdmin = await sessionToken(
      t.deps,
      await createUser(t.deps.db, { ouId: ous.finance, permissions: ['adminOu'] }),
    );
    const body = { ouId: ous.sales, code: 'mine', name: 'Mine', memberIds: [] };
    expect((await call('POST', '/api/groups', financeAdmin, body)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${salesTeam}`, financeAdmin)).statusCode).toBe(404);
    const viewer = await sessionToken(
      t.deps,
      await createUser(t.deps.db, { ouId: ous.finance, permissions: ['superAdminView'] }),
    );
    expect((await call('GET', '/api/groups', viewer)).json().result).toHaveLength(1);
    expect((await call('POST', '/api/groups', viewer, body)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${salesTeam}`, viewer)).statusCode).toBe(403);
  });
});

describe('deleting a group', () => {
  it('leaves its members in no group, with the history', async () => {
    const res = await call('DELETE', `/api/groups/${salesTeam}`);
    expect(res.json().result).toEqual({ id: salesTeam });
    expect(await groupOf(ids.sender)).toBeNull();
    expect(await groupOf(ids.validator)).toBeNull();
    expect((await call('GET', '/api/groups')).json().result).toEqual([]);
    const history = await historyOf(salesTeam);
    expect(history.map((h) => [h.action, h.login, JSON.parse(h.details!)])).toEqual([
      ['deleted', 'admin', { code: 'sales-team', name: 'Sales team', members: ['sender', 'validator'] }],
    ]);
  });
});
