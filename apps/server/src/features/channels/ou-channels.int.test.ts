import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
let admin: string;
let sender: string;
let ous: Record<'root' | 'sales' | 'finance', string>;

beforeEach(async () => {
  t = await createTestContext();
  [admin, sender] = await Promise.all([sessionToken(t.deps, 'admin'), sessionToken(t.deps, 'sender')]);
  const rows = await t.deps.db.selectFrom('ou').select(['id', 'name']).execute();
  const idOf = (name: string) => rows.find((r) => r.name === name)!.id;
  ous = { root: idOf('Demo Company'), sales: idOf('Sales'), finance: idOf('Finance') };
});
afterEach(async () => {
  await t.close();
});

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const post = (token: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-auth-token': token } });
const ids = (body: { result: { id: string }[] }) => body.result.map((c) => c.id);

describe('the OU channel list', () => {
  it('gives the root OU the four demo channels, readable by whoever sees the OU', async () => {
    const all = ['email', 'registered-mail', 'sms', 'simple-mail'];
    expect(ids((await get(admin, `/api/ou/${ous.root}/channels`)).json())).toEqual(all);
    // The root is an ancestor of the sender's OU; the sender's own OU has no list yet.
    expect(ids((await get(sender, `/api/ou/${ous.root}/channels`)).json())).toEqual(all);
    expect(ids((await get(sender, `/api/ou/${ous.sales}/channels`)).json())).toEqual([]);
  });

  it('hides OUs outside the caller’s scope and unknown OUs (-3)', async () => {
    const sibling = await get(sender, `/api/ou/${ous.finance}/channels`);
    expect(sibling.statusCode).toBe(404);
    expect(sibling.json().error.code).toBe(-3);
    expect((await get(admin, '/api/ou/nope/channels')).statusCode).toBe(404);
  });

  it('is replaced by a super administrator, answering the channel list, with history', async () => {
    const res = await post(admin, `/api/ou/${ous.sales}/channels`, ['simple-mail', 'email', 'simple-mail']);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(['email', 'simple-mail']);
    expect(res.json().result[0]).toMatchObject({ id: 'email', externalOutputToken: null });
    expect(ids((await get(sender, `/api/ou/${ous.sales}/channels`)).json())).toEqual([
      'email',
      'simple-mail',
    ]);

    const again = await post(admin, `/api/ou/${ous.sales}/channels`, ['sms']);
    expect(ids(again.json())).toEqual(['sms']);
    const history = await t.deps.db
      .selectFrom('history')
      .select(['action', 'login', 'details'])
      .where('entity_type', '=', 'ou')
      .where('entity_id', '=', ous.sales)
      .orderBy('id')
      .execute();
    expect(history.map((h) => [h.action, h.login, JSON.parse(h.details!)])).toEqual([
      ['channels', 'admin', { added: ['simple-mail', 'email'], removed: [] }],
      ['channels', 'admin', { added: ['sms'], removed: ['email', 'simple-mail'] }],
    ]);
    // Other OUs keep their own list.
    expect(ids((await get(admin, `/api/ou/${ous.root}/channels`)).json())).toHaveLength(4);
  });

  it('refuses an unknown channel, naming it, and changes nothing', async () => {
    const res = await post(admin, `/api/ou/${ous.sales}/channels`, ['email', 'pigeon']);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: -2, field: 'body[1]' });
    expect(ids((await get(admin, `/api/ou/${ous.sales}/channels`)).json())).toEqual([]);
  });

  it('is written by super administrators only (-12)', async () => {
    const res = await post(sender, `/api/ou/${ous.sales}/channels`, ['email']);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(-12);
  });
});
