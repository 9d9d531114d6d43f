import { afterEach, beforeEach, expect, it } from 'vitest';
import { sessionToken } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-deps';

// The address box: each user's saved recipients for one-off letters (docs/administration.md "Settings").

let t: TestContext;
let sender: string;
let admin: string;
beforeEach(async () => {
  t = await createTestContext();
  [sender, admin] = await Promise.all([sessionToken(t.deps, 'sender'), sessionToken(t.deps, 'admin')]);
});
afterEach(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-auth-token': token },
    ...(payload && { payload }),
  });

const durand = {
  name: 'Jeanne Durand',
  addressLines: ['12 rue de la Paix', '75002  paris'],
  emailAddress: 'jeanne@example.fr',
  phoneNumber: '06 12 34 56 78',
};

it('adds, lists, changes and deletes the caller’s own addresses, checked and normalised', async () => {
  const created = await call('POST', '/addressBook', sender, durand);
  expect(created.statusCode).toBe(200);
  const entry = created.json().result;
  // Read in the demo company's mail country (FR): the town in capitals as La Poste writes it.
  expect(entry).toMatchObject({
    name: 'Jeanne Durand',
    addressLines: ['12 rue de la Paix', '75002 PARIS'],
    countryCode: 'FR',
    quality: 'MODIFIED',
    phoneNumber: '+33612345678',
    version: 1,
  });
  const abroad = await call('POST', '/addressBook', sender, {
    name: 'Anna Schmidt',
    addressLines: ['Unter den Linden 5', '10117 Berlin', 'Germany'],
    emailAddress: null,
    phoneNumber: null,
  });
  expect(abroad.json().result).toMatchObject({ countryCode: 'DE', emailAddress: null });
  expect(
    (await call('GET', '/addressBook', sender)).json().result.map((e: { name: string }) => e.name),
  ).toEqual(['Anna Schmidt', 'Jeanne Durand']);
  // Another user's address box is their own.
  expect((await call('GET', '/addressBook', admin)).json().result).toEqual([]);
  expect((await call('DELETE', `/addressBook/${entry.id}`, admin)).statusCode).toBe(404);

  const changed = await call('POST', `/addressBook/${entry.id}`, sender, {
    ...durand,
    name: 'Jeanne Martin',
    version: 1,
  });
  expect(changed.json().result).toMatchObject({ name: 'Jeanne Martin', version: 2 });
  // A change made from a stale copy is an edition conflict and changes nothing.
  const stale = await call('POST', `/addressBook/${entry.id}`, sender, { ...durand, version: 1 });
  expect(stale.json().error.code).toBe(-13);

  expect((await call('DELETE', `/addressBook/${entry.id}`, sender)).json()).toEqual({ result: true });
  expect((await call('GET', '/addressBook', sender)).json().result).toHaveLength(1);
});

it('refuses an address that is not one, naming the field and its reason, and saves nothing', async () => {
  const incomplete = await call('POST', '/addressBook', sender, { ...durand, addressLines: ['somewhere'] });
  expect(incomplete.statusCode).toBe(400);
  expect(incomplete.json().error).toMatchObject({ code: -2, field: 'body.addressLines' });
  expect(incomplete.json().error.labelId).toMatch(/^issue\.address\./);
  const email = await call('POST', '/addressBook', sender, { ...durand, emailAddress: 'jeanne' });
  expect(email.json().error).toMatchObject({
    field: 'body.emailAddress',
    labelId: 'issue.email.invalidFormat',
  });
  const noName = await call('POST', '/addressBook', sender, { ...durand, name: ' ' });
  expect(noName.json().error).toMatchObject({ code: -2, field: 'body.name' });
  expect((await call('GET', '/addressBook', sender)).json().result).toEqual([]);
});
