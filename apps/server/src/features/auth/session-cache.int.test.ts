import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database';
import { createTestContext, signIn, type TestContext } from '../../test/test-deps';
import { twoInstances } from '../../test/two-instances';

// Resolved sessions are kept a moment per process (session-cache.ts): whatever ends a session must still refuse
// its very next request, in the process that ended it and in every other on the same database.

let t: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
let dbOfA: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  t = await createTestContext();
  const instances = await twoInstances(t);
  [a, b] = instances.apps;
  dbOfA = instances.dbs[0];
  close = instances.close;
});
afterEach(async () => {
  await close();
  await t.close();
});

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-auth-token': token },
    ...(payload ? { payload } : {}),
  });

/** The error code of a session check (0 when it answers 200). */
async function check(app: FastifyInstance, token: string): Promise<number> {
  const res = await call(app, 'GET', '/authentication/check', token);
  return res.statusCode === 200 ? 0 : (res.json() as { error: { code: number } }).error.code;
}

describe('sessions kept a moment per process', () => {
  it('refuses a signed-out token on its next request, in the same instance', async () => {
    const token = await signIn(a, 'sender', 'Demo-sender-2026');
    expect(await check(a, token)).toBe(0);
    expect(await check(a, token)).toBe(0);
    expect((await call(a, 'POST', '/authentication/logout', token)).statusCode).toBe(200);
    expect(await check(a, token)).toBe(-11);
    expect((await call(a, 'GET', '/shipments/counters', token)).statusCode).toBe(401);
  });

  it('refuses a token signed out through another instance on its next request', async () => {
    const token = await signIn(a, 'sender', 'Demo-sender-2026');
    // Both instances have just resolved it.
    expect(await check(a, token)).toBe(0);
    expect(await check(b, token)).toBe(0);
    expect((await call(a, 'POST', '/authentication/logout', token)).statusCode).toBe(200);
    expect(await check(b, token)).toBe(-11);
  });

  it('refuses at once, in the other instance, the sessions of a user an administrator disables', async () => {
    const sender = await signIn(b, 'sender', 'Demo-sender-2026');
    const admin = await signIn(a, 'admin', 'Demo-admin-2026');
    const me = (await call(b, 'GET', '/authentication/check', sender)).json().result.user;
    const { version } = (await call(a, 'GET', `/users/${me.id}`, admin)).json().result;
    const disabled = await call(a, 'POST', `/users/${me.id}/enabled`, admin, { enabled: false, version });
    expect(disabled.statusCode).toBe(200);
    expect(await check(b, sender)).toBe(-11);
  });

  it('ends the other sessions of a user who changes the password, everywhere, and keeps the one that changed it', async () => {
    const here = await signIn(a, 'sender', 'Demo-sender-2026');
    const elsewhere = await signIn(b, 'sender', 'Demo-sender-2026');
    expect(await check(b, elsewhere)).toBe(0);
    const changed = await call(a, 'POST', '/users/password', here, {
      currentPassword: 'Demo-sender-2026',
      newPassword: 'lantern-mosaic-orchard-47',
    });
    expect(changed.json()).toEqual({ result: true });
    expect(await check(b, elsewhere)).toBe(-11);
    expect(await check(b, here)).toBe(0);
  });

  it('shows another instance a profile change on the next request', async () => {
    const sender = await signIn(b, 'sender', 'Demo-sender-2026');
    const before = (await call(b, 'GET', '/authentication/check', sender)).json().result.user;
    expect(before.permissions).toBeGreaterThan(0);
    // Written as any writer would, through the first instance's connection.
    await dbOfA.updateTable('profile').set({ permissions: 0 }).where('id', '=', before.profileId).execute();
    const after = (await call(b, 'GET', '/authentication/check', sender)).json().result.user;
    expect(after.permissions).toBe(0);
  });

  it('lists in another instance, on the next check, the services a profile was just given or refused', async () => {
    const sender = await signIn(b, 'sender', 'Demo-sender-2026');
    const before = (await call(b, 'GET', '/authentication/check', sender)).json().result.user;
    expect(before.services).toHaveLength(4);
    const removed = before.services[0].id;
    await dbOfA.deleteFrom('profile_service').where('service_id', '=', removed).execute();
    const after = (await call(b, 'GET', '/authentication/check', sender)).json().result.user;
    expect(after.services.map((s: { id: string }) => s.id)).not.toContain(removed);
    expect(after.services).toHaveLength(3);
    await dbOfA
      .insertInto('profile_service')
      .values({ profile_id: before.profileId, service_id: removed })
      .execute();
    expect((await call(b, 'GET', '/authentication/check', sender)).json().result.user.services).toHaveLength(
      4,
    );
  });
});
