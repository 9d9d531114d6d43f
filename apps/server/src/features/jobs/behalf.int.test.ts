import { permissionsMask } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, multipartBody, postDeposit, type LettersContext } from '../../test/deposits';
import { sessionToken, userIdOf } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import type { TestContext } from '../../test/test-deps';

// docs/product.md §6 "behalf (create an order as another user)": deposits with parameters.targetOwnerId.

let c: LettersContext;
let t: TestContext;
let pdf: Buffer;

beforeEach(async () => {
  c = await lettersContext('admin');
  t = c.t;
  pdf = await letterBatch([['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']]);
});
afterEach(async () => {
  await t.close();
});

const letters = () => [{ field: 'file.letters.0', name: 'letters.pdf', content: pdf }];
const depositAs = (token: string, parameters: object) => postDeposit({ ...c, token }, parameters, letters());
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

/** A user like `sender` (same password and profile), in the OU named `ouName`. */
async function addUser(login: string, ouName: string): Promise<string> {
  const sender = await t.deps.db
    .selectFrom('app_user')
    .selectAll()
    .where('login', '=', 'sender')
    .executeTakeFirstOrThrow();
  const ou = await t.deps.db
    .selectFrom('ou')
    .select('id')
    .where('name', '=', ouName)
    .executeTakeFirstOrThrow();
  const id = `user-${login}`;
  await t.deps.db
    .insertInto('app_user')
    .values({
      ...sender,
      id,
      login,
      ou_id: ou.id,
      group_id: null,
      email_address: `${login}@demo.postbridge.local`,
      version: 0,
    })
    .execute();
  return id;
}

describe('a deposit on behalf of another user', () => {
  it('belongs to that user and OU, and its history keeps who made it', async () => {
    const sender = await userIdOf(t.deps.db, 'sender');
    const res = await depositAs(c.token, { serviceId: c.serviceId, targetOwnerId: sender.id });
    expect(res.statusCode).toBe(200);
    const job = res.json().result;
    expect(job).toMatchObject({ ownerId: sender.id, ouId: sender.ouId, state: 'CREATED' });

    await t.deps.queue.drain();
    const history = (await get(c.token, `/api/jobs/${job.id}/revisions`)).json().result;
    expect(history[0]).toMatchObject({
      state: 'CREATED',
      loggedUserLogin: 'admin',
      details: { onBehalfOf: 'sender' },
    });
    expect(history.map((h: { state: string }) => h.state)).toEqual([
      'CREATED',
      'PROCESSING',
      'PACK_GROUPS_CREATED',
    ]);
    // The owner sees it among its own orders.
    const senderToken = await sessionToken(t.deps, 'sender');
    const list = (await get(senderToken, '/api/jobs/list')).json().result;
    expect(list.jobs.map((j: { id: string }) => j.id)).toEqual([job.id]);
  });

  it("uses the user's profile services, not the caller's", async () => {
    // A service the administrator may use (adminService) but that the sender's profile does not link to.
    const { payload, headers } = multipartBody(
      {
        parameters: JSON.stringify({
          type: 'SIMPLE_UNIQUE',
          name: 'Invoices',
          ouId: (await userIdOf(t.deps.db, 'admin')).ouId,
          boxes: [{ name: 'letters', label: 'Letters', boxType: 'box.PDF', main: true }],
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
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      payload,
      headers: { ...headers, 'x-auth-token': c.token },
    });
    const invoicesId = saved.json().result.id as string;
    const sender = await userIdOf(t.deps.db, 'sender');

    expect((await depositAs(c.token, { serviceId: invoicesId })).statusCode).toBe(200);
    const refused = await depositAs(c.token, { serviceId: invoicesId, targetOwnerId: sender.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: -2, field: 'parameters.targetOwnerId' });
  });

  it('needs the behalf permission (-12)', async () => {
    const validator = await sessionToken(t.deps, 'validator');
    const sender = await userIdOf(t.deps.db, 'sender');
    const res = await depositAs(validator, { serviceId: c.serviceId, targetOwnerId: sender.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(-12);
    // Naming oneself is an ordinary deposit.
    const self = await userIdOf(t.deps.db, 'validator');
    const own = await depositAs(validator, { serviceId: c.serviceId, targetOwnerId: self.id });
    expect(own.json().result.ownerId).toBe(self.id);
  });

  it('refuses an unknown, disabled or out-of-scope user alike (-2 parameters.targetOwnerId)', async () => {
    const refusal = async (token: string, targetOwnerId: string) => {
      const res = await depositAs(token, { serviceId: c.serviceId, targetOwnerId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: -2, field: 'parameters.targetOwnerId' });
    };
    await refusal(c.token, 'no-such-user');

    const disabled = await addUser('away', 'Sales');
    await t.deps.db.updateTable('app_user').set({ enabled: 0 }).where('id', '=', disabled).execute();
    await refusal(c.token, disabled);

    // The validator's profile gets behalf: it may act for users of its own subtree (Sales), not of Finance.
    await t.deps.db
      .updateTable('profile')
      .set({ permissions: permissionsMask(['createOrders', 'viewOrders', 'behalf']) })
      .where('name', '=', 'Validator')
      .execute();
    const validator = await sessionToken(t.deps, 'validator');
    const finance = await addUser('fiona', 'Finance');
    await refusal(validator, finance);
    expect((await depositAs(c.token, { serviceId: c.serviceId, targetOwnerId: finance })).statusCode).toBe(
      200,
    );
    const sales = await addUser('sally', 'Sales');
    const made = await depositAs(validator, { serviceId: c.serviceId, targetOwnerId: sales });
    expect(made.statusCode).toBe(200);
    // The validator may not view the owner's orders here, and still gets the job it made.
    expect(made.json().result).toMatchObject({ ownerId: sales, state: 'CREATED' });
  });
});

describe('who a deposit may be made for (GET /behalf/users, /behalf/users/{id}/services)', () => {
  it("lists the enabled users of the caller's scope, and one user's own services", async () => {
    const away = await addUser('away', 'Sales');
    await t.deps.db.updateTable('app_user').set({ enabled: 0 }).where('id', '=', away).execute();
    const users = (await get(c.token, '/api/behalf/users')).json().result as { login: string; id: string }[];
    const logins = users.map((u) => u.login);
    expect(logins).toEqual(expect.arrayContaining(['sender', 'validator']));
    expect(logins).not.toContain('admin');
    expect(logins).not.toContain('away');

    const sender = users.find((u) => u.login === 'sender')!;
    const services = (await get(c.token, `/api/behalf/users/${sender.id}/services`)).json().result;
    const senderToken = await sessionToken(t.deps, 'sender');
    const own = (await get(senderToken, '/api/authentication/check?withProfileDetail=true')).json().result;
    expect(services.map((s: { id: string }) => s.id).sort()).toEqual(
      own.user.services.map((s: { id: string }) => s.id).sort(),
    );
    expect(services[0]).toHaveProperty('boxes');

    // A service listed is one a deposit for that user is accepted into.
    expect(services.map((s: { id: string }) => s.id)).toContain(c.serviceId);
    const res = await depositAs(c.token, { serviceId: c.serviceId, targetOwnerId: sender.id });
    expect(res.statusCode).toBe(200);
  });

  it('needs the behalf permission, and hides users out of reach', async () => {
    const validator = await sessionToken(t.deps, 'validator');
    expect((await get(validator, '/api/behalf/users')).json().error.code).toBe(-12);
    const missing = await get(c.token, '/api/behalf/users/no-such-user/services');
    expect(missing.statusCode).toBe(404);
  });
});
