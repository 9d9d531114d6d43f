import { afterEach, beforeEach, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

const tree = async (login: string, query = '') => {
  const token = await sessionToken(t.deps, login);
  return (
    await t.app.inject({ method: 'GET', url: `/api/ou${query}`, headers: { 'x-auth-token': token } })
  ).json();
};

it('answers the whole organisation to the super administrator, children sorted by name', async () => {
  const { result } = await tree('admin', '?includeRemoved=true');
  expect(result).toHaveLength(1);
  expect(result[0]).toMatchObject({
    name: 'Demo Company',
    parentId: null,
    brandingName: 'default',
    enabled: true,
  });
  expect(result[0].children.map((c: { name: string }) => c.name)).toEqual(['Finance', 'Sales']);
  expect(result[0].children[0].parentId).toBe(result[0].id);
});

it('answers only the caller’s own subtree to other users', async () => {
  const { result } = await tree('sender');
  expect(result.map((n: { name: string }) => n.name)).toEqual(['Sales']);
});

it('hides removed units unless includeRemoved=true', async () => {
  await t.deps.db.updateTable('ou').set({ removed: 1 }).where('name', '=', 'Finance').execute();
  const visible = await tree('admin');
  expect(visible.result[0].children.map((c: { name: string }) => c.name)).toEqual(['Sales']);
  const all = await tree('admin', '?includeRemoved=true');
  expect(all.result[0].children.find((c: { name: string }) => c.name === 'Finance').removed).toBe(true);
});

it('refuses a malformed includeRemoved value', async () => {
  const res = await tree('admin', '?includeRemoved=maybe');
  expect(res.error).toMatchObject({ code: -2, field: 'querystring.includeRemoved' });
});
