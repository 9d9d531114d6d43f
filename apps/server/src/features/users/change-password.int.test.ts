import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../test/test-deps';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

const change = (token: string, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/password',
    headers: { 'x-auth-token': token },
    payload: { currentPassword, newPassword },
  });

it('changes the password, keeps this session and ends the others', async () => {
  const here = await signIn(t.app, 'admin', 'Demo-admin-2026');
  const elsewhere = await signIn(t.app, 'admin', 'Demo-admin-2026');
  expect((await change(here, 'Demo-admin-2026', 'copper-violin-harbour-81')).json()).toEqual({
    result: true,
  });
  const check = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/authentication/check', headers: { 'x-auth-token': token } });
  expect((await check(here)).statusCode).toBe(200);
  expect((await check(elsewhere)).json().error.code).toBe(-11);
  expect(await signIn(t.app, 'admin', 'copper-violin-harbour-81')).toBeTruthy();
  const history = await t.deps.db
    .selectFrom('history')
    .select(['action', 'login', 'entity_type'])
    .where('entity_type', '=', 'user')
    .execute();
  expect(history).toEqual([{ action: 'passwordChanged', login: 'admin', entity_type: 'user' }]);
});

it('refuses a wrong current password, naming the field', async () => {
  const token = await signIn(t.app, 'admin', 'Demo-admin-2026');
  const res = await change(token, 'wrong', 'copper-violin-harbour-81');
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toMatchObject({
    field: 'body.currentPassword',
    labelId: 'error.currentPasswordWrong',
  });
});

it('applies the OU policy: unchanged, too weak, too similar to the previous password', async () => {
  const token = await signIn(t.app, 'admin', 'Demo-admin-2026');
  expect((await change(token, 'Demo-admin-2026', 'Demo-admin-2026')).json().error.code).toBe(-21);
  expect((await change(token, 'Demo-admin-2026', 'sunshine2024')).json().error.code).toBe(-20);
  // ASVS 2.1.1 and 2.1.7, for every account: at least 12 characters, not a leaked password.
  expect((await change(token, 'Demo-admin-2026', 'x7#Qv!2mZ&p')).json().error).toMatchObject({
    code: -20,
    labelId: 'error.passwordTooShort',
    params: { minimum: 12 },
  });
  expect((await change(token, 'Demo-admin-2026', 'qazwsxedcrfv')).json().error).toMatchObject({
    code: -20,
    labelId: 'error.passwordBreached',
  });
  const similar = await change(token, 'Demo-admin-2026', 'Demo-admin-2027');
  expect(similar.json().error).toMatchObject({ code: -20, labelId: 'error.passwordTooSimilar' });
  // Nothing changed: the original password still signs in.
  expect(await signIn(t.app, 'admin', 'Demo-admin-2026')).toBeTruthy();
});
