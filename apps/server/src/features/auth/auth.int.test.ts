import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../test/test-deps';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

const authenticate = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/authenticate?withProfileDetail=true',
    payload: payload as object,
    headers,
  });

describe('sign-in', () => {
  it('answers a token and the session user of docs/product.md §3', async () => {
    const res = await authenticate({ login: 'admin', password: 'Demo-admin-2026' });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.authToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(result.user).toMatchObject({
      login: 'admin',
      ouName: 'Demo Company',
      firstName: 'Ada',
      locale: 'en',
      passwordExpireDays: 365,
      uipreferences: { defaultSearchRangeDays: 31, dataDisplayMode: 'tiles' },
    });
    expect(result.user.permissions).toBeGreaterThan(0);
  });

  it('carries the services of the user’s profile', async () => {
    const sender = (await authenticate({ login: 'sender', password: 'Demo-sender-2026' })).json().result.user;
    expect(sender.services.map((s: { name: string; type: string }) => [s.name, s.type])).toEqual([
      ['Invoices with customer data', 'ARCHIVE'],
      ['Letter batch', 'SIMPLE_MULTIPLE'],
      ['Letters', 'SIMPLE_MULTIPLE'],
      ['Registered letter', 'SIMPLE_UNIQUE'],
    ]);
    // The administrator's profile links no service (it administers them all but deposits into none).
    const admin = (await authenticate({ login: 'admin', password: 'Demo-admin-2026' })).json().result.user;
    expect(admin.services).toEqual([]);
  });

  it.each([
    ['a wrong password', { login: 'admin', password: 'nope' }],
    ['an unknown login', { login: 'nobody', password: 'Demo-admin-2026' }],
  ])('refuses %s with the same "Invalid credentials." answer', async (_, payload) => {
    const res = await authenticate(payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: -10, message: 'Invalid credentials.', labelId: 'error.invalidCredentials' },
    });
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn(t.app, 'sender', 'Demo-sender-2026');
    const rows = await t.deps.db.selectFrom('session').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('limits failed attempts per account from an address, then lets the right password in after the window', async () => {
    for (let i = 0; i < 5; i++)
      expect((await authenticate({ login: 'sender', password: `bad-${i}` })).statusCode).toBe(401);
    const blocked = await authenticate({ login: 'sender', password: 'Demo-sender-2026' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: -4, labelId: 'error.tooManyRequests' });
    expect(blocked.json().error.params.seconds).toBeGreaterThan(0);
    // HTTP clients and proxies read the same wait from Retry-After.
    expect(blocked.headers['retry-after']).toBe(String(blocked.json().error.params.seconds));
    // Another account from the same address is not blocked yet.
    expect((await authenticate({ login: 'validator', password: 'Demo-validator-2026' })).statusCode).toBe(
      200,
    );
    t.clock.advanceMinutes(16);
    expect((await authenticate({ login: 'sender', password: 'Demo-sender-2026' })).statusCode).toBe(200);
  });

  it('never lets a stranger lock an account: their guesses refuse them, and only slow its owner down', async () => {
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/authenticate',
        payload: { login: 'validator', password },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.9', `guess-${i}`)).statusCode).toBe(401);
    expect((await from('203.0.113.9', 'Demo-validator-2026')).statusCode).toBe(429);
    // The validator, at the office: a second's wait at most, then in.
    const slowed = await from('198.51.100.7', 'Demo-validator-2026');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.params.seconds).toBe(1);
    t.clock.advanceMinutes(1 / 60);
    expect((await from('198.51.100.7', 'Demo-validator-2026')).statusCode).toBe(200);
    // The stranger stays refused.
    expect((await from('203.0.113.9', 'Demo-validator-2026')).statusCode).toBe(429);
  });

  it('limits failed attempts per address across accounts', async () => {
    for (let i = 0; i < 30; i++) await authenticate({ login: `user${i}`, password: 'x' });
    const res = await authenticate({ login: 'admin', password: 'Demo-admin-2026' });
    expect(res.statusCode).toBe(429);
  });

  it('names the missing field of a payload that breaks the contract', async () => {
    const res = await authenticate({ password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: -2, field: 'body.login', labelId: 'error.badRequest' });
  });

  it('answers malformed JSON with the envelope, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/authenticate',
      payload: '{"login": "admin", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: -2, field: 'body' });
  });
});

describe('session token', () => {
  const check = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/authentication/check?withProfileDetail=true',
      headers: token ? { 'x-auth-token': token } : {},
    });

  it('checks a valid token and answers the user', async () => {
    const token = await signIn(t.app, 'validator', 'Demo-validator-2026');
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.user.login).toBe('validator');
  });

  it('accepts the token as a bearer authorisation too, the scheme in any case', async () => {
    const token = await signIn(t.app, 'validator', 'Demo-validator-2026');
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/ou',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect({ scheme, status: res.statusCode }).toEqual({ scheme, status: 200 });
    }
  });

  it('answers -12 for a forged or missing token, never a 500', async () => {
    for (const res of [await check('forged-token'), await check(undefined)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: -12,
        message: expect.any(String),
        labelId: 'error.unauthorized',
      });
    }
    const protectedCall = await t.app.inject({ method: 'GET', url: '/api/jobs/counters' });
    expect(protectedCall.json().error.code).toBe(-12);
  });

  it('answers -11 once the session has expired, and extends a session in use', async () => {
    const token = await signIn(t.app, 'sender', 'Demo-sender-2026');
    t.clock.advanceMinutes(400);
    expect((await check(token)).statusCode).toBe(200); // used: slides to 400 + 480 minutes
    t.clock.advanceMinutes(470);
    expect((await check(token)).statusCode).toBe(200);
    t.clock.advanceMinutes(481);
    const res = await check(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: -11,
      message: 'Your session has timed out... Please re-connect.',
    });
  });

  it('ends the session on logout', async () => {
    const token = await signIn(t.app, 'sender', 'Demo-sender-2026');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: { 'x-auth-token': token },
    });
    expect(out.json()).toEqual({ result: true });
    expect((await check(token)).json().error.code).toBe(-11);
  });

  it('refuses sign-in and ends sessions of a disabled account', async () => {
    const token = await signIn(t.app, 'sender', 'Demo-sender-2026');
    await t.deps.db.updateTable('app_user').set({ enabled: 0 }).where('login', '=', 'sender').execute();
    expect((await check(token)).json().error.code).toBe(-11);
    expect((await authenticate({ login: 'sender', password: 'Demo-sender-2026' })).json().error.code).toBe(
      -10,
    );
  });
});
