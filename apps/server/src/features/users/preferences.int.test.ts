import { afterEach, beforeEach, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// A user's own display and notification preferences (POST /users/preferences).

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

const save = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/preferences',
    headers: { 'x-auth-token': token },
    payload,
  });
const check = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/authentication/check', headers: { 'x-auth-token': token } });

it('keeps the fields sent, leaves the others, and answers the session user with them', async () => {
  const token = await sessionToken(t.deps, 'sender');
  const before = (await check(token)).json().result.user.uipreferences;
  const res = await save(token, { dataDisplayMode: 'list', defaultSearchRangeDays: 7 });
  expect(res.statusCode).toBe(200);
  const expected = { ...before, dataDisplayMode: 'list', defaultSearchRangeDays: 7 };
  expect(res.json().result.uipreferences).toEqual(expected);
  // A new session reads them too.
  const again = await sessionToken(t.deps, 'sender');
  expect((await check(again)).json().result.user.uipreferences).toEqual(expected);

  await save(token, { pendingPushNotification: false });
  expect((await check(token)).json().result.user.uipreferences).toEqual({
    ...expected,
    pendingPushNotification: false,
  });
  const history = await t.deps.db
    .selectFrom('history')
    .select(['action', 'login', 'details'])
    .where('entity_type', '=', 'user')
    .orderBy('id')
    .execute();
  expect(history.map((h) => [h.action, h.login, JSON.parse(h.details!)])).toEqual([
    ['preferencesChanged', 'sender', { dataDisplayMode: 'list', defaultSearchRangeDays: 7 }],
    ['preferencesChanged', 'sender', { pendingPushNotification: false }],
  ]);
});

it('refuses a search range over 31 days or an unknown field, naming it, and changes nothing', async () => {
  const token = await sessionToken(t.deps, 'sender');
  const before = (await check(token)).json().result.user.uipreferences;
  const tooLong = await save(token, { defaultSearchRangeDays: 45 });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().error).toMatchObject({ code: -2, field: 'body.defaultSearchRangeDays' });
  const unknown = await save(token, { theme: 'dark' });
  expect(unknown.statusCode).toBe(400);
  expect((await check(token)).json().result.user.uipreferences).toEqual(before);
});
