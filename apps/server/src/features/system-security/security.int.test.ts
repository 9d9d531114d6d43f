import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOu, createUser, sessionToken } from '../../test/factories';
import { TEST_START } from '../../test/test-database';
import { createTestContext, signIn, type TestContext } from '../../test/test-deps';

let t: TestContext;
let admin: string;

beforeEach(async () => {
  t = await createTestContext();
  admin = await sessionToken(t.deps, 'admin');
});
afterEach(async () => {
  await t.close();
});

const headers = (token: string) => ({ 'x-auth-token': token });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: headers(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: headers(token) });
const del = (token: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: headers(token) });
const save = (token: string, version: number, overrides: object) =>
  post(token, '/api/system/security', { version, overrides });
const codeOf = (res: { json: () => unknown }) => (res.json() as { error: { code: number } }).error.code;
const wrongSignIn = (login: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/authenticate',
    payload: { login, password: 'not-the-password' },
  });
const minutesAfterStart = (iso: string) => (Date.parse(iso) - Date.parse(TEST_START)) / 60_000;

describe('instance security settings', () => {
  it('shows each default, and a saved override applies to the next sign-in, with history', async () => {
    const before = (await get(admin, '/api/system/security')).json().result;
    expect(before.version).toBe(0);
    expect(before.settings.sessionTtlMinutes).toEqual({ value: 480, default: 480, overridden: false });
    expect(before.settings.loginPerAddress).toEqual({ value: 30, default: 30, overridden: false });

    const saved = await save(admin, 0, { sessionTtlMinutes: 30 });
    expect(saved.statusCode).toBe(200);
    const view = saved.json().result;
    expect(view).toMatchObject({ version: 1, updatedBy: 'admin' });
    expect(view.settings.sessionTtlMinutes).toEqual({ value: 30, default: 480, overridden: true });

    const token = await signIn(t.app, 'sender', 'Demo-sender-2026');
    const check = (await get(token, '/api/authentication/check')).json().result;
    expect(minutesAfterStart(check.expiresAt)).toBe(30);

    const history = await t.deps.db
      .selectFrom('history')
      .select(['entity_type', 'action', 'login', 'details'])
      .where('entity_id', '=', 'security')
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ entity_type: 'systemSetting', action: 'update', login: 'admin' });
    expect(JSON.parse(history[0]!.details!)).toEqual({ overrides: { sessionTtlMinutes: 30 } });

    // Left out again: back to the default.
    const reset = (await save(admin, 1, {})).json().result;
    expect(reset.settings.sessionTtlMinutes).toEqual({ value: 480, default: 480, overridden: false });
  });

  it('a limit of 2 per address refuses the third wrong password from that address', async () => {
    // With the defaults (30 per address, 5 per login) three failures are not refused.
    for (let i = 0; i < 3; i++) expect(codeOf(await wrongSignIn('sender'))).toBe(-10);
    await t.deps.db.deleteFrom('login_failure').execute();

    await save(admin, 0, { loginPerAddress: 2 });
    expect(codeOf(await wrongSignIn('sender'))).toBe(-10);
    expect(codeOf(await wrongSignIn('validator'))).toBe(-10);
    const third = await wrongSignIn('admin');
    expect(third.statusCode).toBe(429);
    expect(codeOf(third)).toBe(-4);
  });

  it('an absolute lifetime ends a session however active it is', async () => {
    const token = await signIn(t.app, 'sender', 'Demo-sender-2026');
    await save(admin, 0, { sessionMaxHours: 2 });
    t.clock.advanceMinutes(100);
    expect((await get(token, '/api/options/type')).statusCode).toBe(200);
    t.clock.advanceMinutes(21);
    expect(codeOf(await get(token, '/api/options/type'))).toBe(-11);
  });

  it('applies the password defaults to accounts whose units set none', async () => {
    const unit = await createOu(t.deps.db, { parentId: null });
    const user = await createUser(t.deps.db, { ouId: unit.id, permissions: ['viewOrders'] });
    t.clock.advanceMinutes(3 * 24 * 60);
    const token = await sessionToken(t.deps, user);
    expect((await get(token, '/api/options/type')).statusCode).toBe(200);
    const saved = await save(await sessionToken(t.deps, 'admin'), 0, { maxPasswordValidityDays: 2 });
    expect(saved.statusCode).toBe(200);
    // Its password is three days old: expired under the instance's default validity.
    expect(codeOf(await get(token, '/api/options/type'))).toBe(-23);
  });

  it('shows the days left under the default validity wherever the user is presented (profile saves too)', async () => {
    const unit = await createOu(t.deps.db, { parentId: null });
    const user = await createUser(t.deps.db, { ouId: unit.id, permissions: ['viewOrders'] });
    const token = await sessionToken(t.deps, user);
    expect(
      (await save(await sessionToken(t.deps, 'admin'), 0, { maxPasswordValidityDays: 30 })).statusCode,
    ).toBe(200);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: { 'x-auth-token': token },
      payload: {
        title: '',
        firstName: 'Zoé',
        lastName: 'Roux',
        emailAddress: '',
        phoneNumber: '',
        mobileNumber: '',
        locale: 'fr',
      },
    });
    expect(updated.json()).toMatchObject({ result: { passwordExpireDays: 30 } });
  });

  it('refuses each bad value at its field, and a stale version', async () => {
    const bad = await save(admin, 0, {
      sessionTtlMinutes: 4,
      loginPerAccount: 0,
      loginWindowMinutes: 2.5,
      maxPasswordValidityDays: 4000,
      allowedOrigins: ['http://erp.example.com', 'https://erp.example.com/path', 'https://ok.example'],
    });
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).toBe(-2);
    const issues = bad.json().error.issues.map((i: { key: string; path: string }) => [i.key, i.path]);
    expect(issues).toEqual([
      ['securitySettings.outOfRange', 'sessionTtlMinutes'],
      ['securitySettings.outOfRange', 'loginPerAccount'],
      ['securitySettings.notInteger', 'loginWindowMinutes'],
      ['securitySettings.outOfRange', 'maxPasswordValidityDays'],
      ['securitySettings.originInsecure', 'allowedOrigins[0]'],
      ['securitySettings.originInvalid', 'allowedOrigins[1]'],
    ]);
    expect((await get(admin, '/api/system/security')).json().result.version).toBe(0);

    expect((await save(admin, 0, { loginPerAccount: 7 })).statusCode).toBe(200);
    const stale = await save(admin, 0, { loginPerAccount: 8 });
    expect(stale.statusCode).toBe(409);
    expect(codeOf(stale)).toBe(-13);
    const view = (await get(admin, '/api/system/security')).json().result;
    expect(view.settings.loginPerAccount.value).toBe(7);
  });

  it('lets listed origins call the API from a browser, without credentials', async () => {
    const origins = ['https://ERP.example.com/', 'http://localhost:5173'];
    const saved = (await save(admin, 0, { allowedOrigins: origins })).json().result;
    expect(saved.settings.allowedOrigins.value).toEqual(['https://erp.example.com', 'http://localhost:5173']);

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/options/type',
      headers: {
        origin: 'https://erp.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-auth-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://erp.example.com');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-auth-token');
    // The SDK's retries send an Idempotency-Key from a browser too.
    expect(preflight.headers['access-control-allow-headers']).toContain('idempotency-key');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const call = await t.app.inject({
      method: 'GET',
      url: '/api/options/type',
      headers: { ...headers(admin), origin: 'https://erp.example.com' },
    });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe('https://erp.example.com');
    // A refusal is readable by the page too.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/options/type',
      headers: { origin: 'https://erp.example.com' },
    });
    expect(codeOf(refused)).toBe(-12);
    expect(refused.headers['access-control-allow-origin']).toBe('https://erp.example.com');

    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/options/type',
      headers: { ...headers(admin), origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('who may read and change them', () => {
  it('superAdminView reads settings and sessions but changes nothing; a sender reaches neither', async () => {
    const root = await t.deps.db
      .selectFrom('ou')
      .select('id')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const viewer = await createUser(t.deps.db, { ouId: root.id, permissions: ['superAdminView'] });
    const viewerToken = await sessionToken(t.deps, viewer);
    expect((await get(viewerToken, '/api/system/security')).statusCode).toBe(200);
    expect(codeOf(await save(viewerToken, 0, { sessionTtlMinutes: 60 }))).toBe(-12);
    const sessions = (await get(viewerToken, '/api/system/sessions')).json().result.sessions;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const adminSession = sessions.find((s: { login: string }) => s.login === 'admin');
    expect(codeOf(await del(viewerToken, `/api/system/sessions/${adminSession.id}`))).toBe(-12);
    expect((await get(admin, '/api/options/type')).statusCode).toBe(200);

    const sender = await sessionToken(t.deps, 'sender');
    expect(codeOf(await get(sender, '/api/system/security'))).toBe(-12);
    expect(codeOf(await get(sender, '/api/system/sessions'))).toBe(-12);
    expect(codeOf(await save(sender, 0, { sessionTtlMinutes: 60 }))).toBe(-12);
  });
});

describe('active sessions', () => {
  it('lists them newest activity first, says which is the caller, and filters by login', async () => {
    t.clock.advanceMinutes(5);
    await sessionToken(t.deps, 'sender');
    t.clock.advanceMinutes(5);
    await t.app.inject({
      method: 'POST',
      url: '/api/authentication/authenticate',
      payload: { login: 'validator', password: 'Demo-validator-2026' },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    });
    t.clock.advanceMinutes(1);
    const all = (await get(admin, '/api/system/sessions')).json().result;
    expect(all.overflow).toBe(false);
    // The caller's own session was just used: its activity is the newest.
    expect(all.sessions.map((s: { login: string; current: boolean }) => [s.login, s.current])).toEqual([
      ['admin', true],
      ['validator', false],
      ['sender', false],
    ]);
    expect(all.sessions[1]).toMatchObject({ userAgent: 'Firefox 128 on Linux', ouName: 'Sales' });

    const filtered = (await get(admin, '/api/system/sessions?login=SEND')).json().result.sessions;
    expect(filtered.map((s: { login: string }) => s.login)).toEqual(['sender']);

    // Expired sessions are not listed.
    t.clock.advanceMinutes(481);
    const fresh = await sessionToken(t.deps, 'admin');
    const later = (await get(fresh, '/api/system/sessions')).json().result.sessions;
    expect(later.map((s: { login: string }) => s.login)).toEqual(['admin']);
  });

  it('an OU administrator sees and ends only the sessions of its units', async () => {
    const root = await t.deps.db
      .selectFrom('ou')
      .select('id')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const unit = await createOu(t.deps.db, { parentId: root.id, name: 'Branch' });
    const boss = await createUser(t.deps.db, { ouId: unit.id, login: 'boss', permissions: ['adminOu'] });
    const clerk = await createUser(t.deps.db, { ouId: unit.id, login: 'clerk', permissions: ['viewOrders'] });
    const bossToken = await sessionToken(t.deps, boss);
    const clerkToken = await sessionToken(t.deps, clerk);
    await sessionToken(t.deps, 'sender');

    const seen = (await get(bossToken, '/api/system/sessions')).json().result.sessions;
    expect(seen.map((s: { login: string }) => s.login).sort()).toEqual(['boss', 'clerk']);
    expect(codeOf(await get(bossToken, `/api/system/sessions?ouId=${root.id}`))).toBe(-3);

    const all = (await get(admin, '/api/system/sessions')).json().result.sessions;
    const senderSession = all.find((s: { login: string }) => s.login === 'sender');
    expect(codeOf(await del(bossToken, `/api/system/sessions/${senderSession.id}`))).toBe(-3);

    const ended = await post(bossToken, '/api/system/sessions/end', { userId: clerk.id });
    expect(ended.json().result).toEqual({ userId: clerk.id, ended: 1, current: false });
    expect(codeOf(await get(clerkToken, '/api/options/type'))).toBe(-11);
  });

  it('ending a session makes its next call the session time-out, with history; its own too', async () => {
    const senderToken = await sessionToken(t.deps, 'sender');
    const sessions = (await get(admin, '/api/system/sessions')).json().result.sessions;
    const senderSession = sessions.find((s: { login: string }) => s.login === 'sender');
    const ownSession = sessions.find((s: { current: boolean }) => s.current);

    const ended = await del(admin, `/api/system/sessions/${senderSession.id}`);
    expect(ended.json().result).toEqual({ id: senderSession.id, current: false });
    const next = await get(senderToken, '/api/options/type');
    expect(next.statusCode).toBe(401);
    expect(codeOf(next)).toBe(-11);
    expect(codeOf(await del(admin, `/api/system/sessions/${senderSession.id}`))).toBe(-3);

    const history = await t.deps.db
      .selectFrom('history')
      .select(['entity_type', 'entity_id', 'action', 'login'])
      .where('action', '=', 'sessionEnded')
      .execute();
    expect(history).toEqual([
      { entity_type: 'user', entity_id: senderSession.userId, action: 'sessionEnded', login: 'admin' },
    ]);

    const own = await del(admin, `/api/system/sessions/${ownSession.id}`);
    expect(own.json().result).toEqual({ id: ownSession.id, current: true });
    expect(codeOf(await get(admin, '/api/system/security'))).toBe(-11);
  });
});
