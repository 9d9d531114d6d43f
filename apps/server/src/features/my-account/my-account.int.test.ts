import { afterEach, beforeEach, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// POST /users/update: the signed-in user's own names, e-mail, phones and language (docs/product.md §2, §3,
// §7).

let t: TestContext;
let token: string;
beforeEach(async () => {
  t = await createTestContext();
  token = await sessionToken(t.deps, 'sender');
});
afterEach(async () => {
  await t.close();
});

const profile = {
  title: 'Ms',
  firstName: 'Noa',
  lastName: 'Levi',
  emailAddress: 'Noa.Levi@Example.ORG',
  phoneNumber: '01 42 68 53 00',
  mobileNumber: '+49 151 23456789',
  locale: 'he',
};
const update = (payload: Record<string, unknown>, as = token) =>
  t.app.inject({ method: 'POST', url: '/api/users/update', headers: { 'x-auth-token': as }, payload });
const check = (as = token) =>
  t.app.inject({ method: 'GET', url: '/api/authentication/check', headers: { 'x-auth-token': as } });
const userHistory = async () =>
  (
    await t.deps.db
      .selectFrom('history')
      .select(['action', 'login', 'details'])
      .where('entity_type', '=', 'user')
      .orderBy('id')
      .execute()
  ).map((h) => [h.action, h.login, JSON.parse(h.details!)]);

it('saves the fields normalised, answers the session user, and writes what changed to history', async () => {
  const res = await update(profile);
  expect(res.statusCode).toBe(200);
  const expected = {
    title: 'Ms',
    firstName: 'Noa',
    lastName: 'Levi',
    // The domain in lower case; a French number (the demo company's mail country) and a German one in E.164.
    emailAddress: 'Noa.Levi@example.org',
    phoneNumber: '+33142685300',
    mobileNumber: '+4915123456789',
    locale: 'he',
  };
  expect(res.json().result).toMatchObject({ login: 'sender', ...expected });
  expect((await check()).json().result.user).toMatchObject(expected);
  const history = await userHistory();
  expect(history).toHaveLength(1);
  expect(history[0]!.slice(0, 2)).toEqual(['profileChanged', 'sender']);
  expect(history[0]![2]).toMatchObject({ locale: 'he', phone_number: '+33142685300' });

  // The same details again change nothing and write nothing.
  await update(profile);
  expect(await userHistory()).toHaveLength(1);
  // Empty fields mean "none".
  const cleared = await update({ ...profile, title: '', mobileNumber: '  ' });
  expect(cleared.json().result).toMatchObject({ title: null, mobileNumber: null });
});

it('refuses a bad e-mail or phone naming the field, and changes nothing', async () => {
  const before = (await check()).json().result.user;
  const email = await update({ ...profile, emailAddress: 'noa@' });
  expect(email.statusCode).toBe(400);
  expect(email.json().error).toMatchObject({
    code: -2,
    field: 'body.emailAddress',
    labelId: 'issue.email.invalidFormat',
  });
  const phone = await update({ ...profile, mobileNumber: '12' });
  expect(phone.json().error).toMatchObject({
    field: 'body.mobileNumber',
    labelId: 'issue.phone.invalidFormat',
  });
  const locale = await update({ ...profile, locale: 'xx' });
  expect(locale.json().error).toMatchObject({ code: -2, field: 'body.locale' });
  const unknown = await update({ ...profile, login: 'boss' });
  expect(unknown.statusCode).toBe(400);
  expect((await check()).json().result.user).toEqual(before);
  expect(await userHistory()).toEqual([]);
});

it('needs a session', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/update', payload: profile });
  expect(res.json().error.code).toBeLessThan(0);
  expect(res.statusCode).not.toBe(200);
});
